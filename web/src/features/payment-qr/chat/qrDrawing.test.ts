import { testQrPhPayload } from '@core/qrph/test-payloads';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrMatrix, qrPath, QUIET_ZONE, type QrMatrix } from './qrDrawing';

/** The matrix as a picture, `scale` pixels a module, with the quiet zone: what a camera sees. */
function rasterize(matrix: QrMatrix, scale = 4) {
  const side = (matrix.size + 2 * QUIET_ZONE) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / scale) - QUIET_ZONE;
      const col = Math.floor(x / scale) - QUIET_ZONE;
      const inside = row >= 0 && col >= 0 && row < matrix.size && col < matrix.size;
      if (inside && matrix.dark(row, col))
        pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { pixels, side };
}

/** The modules a path draws, read back from its 'M{x} {y}h{run}' commands. */
function drawnModules(path: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(run); i += 1) cells.add(`${Number(y)},${Number(x) + i}`);
  }
  return cells;
}

describe('the drawn payment QR', () => {
  const payload = testQrPhPayload({ name: 'JUAN DELA CRUZ', mobile: '+63-917-1234567' });
  const matrix = qrMatrix(payload);

  it('scans as exactly the seller’s payload', () => {
    const { pixels, side } = rasterize(matrix);
    expect(jsQR(pixels, side, side)?.data).toBe(payload);
  });

  it('draws every dark module and nothing else', () => {
    const expected = new Set<string>();
    for (let row = 0; row < matrix.size; row += 1) {
      for (let col = 0; col < matrix.size; col += 1) {
        if (matrix.dark(row, col)) expected.add(`${row},${col}`);
      }
    }
    expect(drawnModules(qrPath(matrix))).toEqual(expected);
  });
});
