import QRCode from 'qrcode';

// The code a wallet scans is drawn here from the seller's payload, never from a picture: what
// the buyer's wallet reads is exactly the text the server checked.

/** ISO/IEC 18004's quiet zone: four modules of white around the code, or readers miss it. */
export const QUIET_ZONE = 4;

/** Medium error correction, as wallets' own codes: a scratched screen still scans. */
const OPTIONS = { errorCorrectionLevel: 'M' } as const;

export interface QrMatrix {
  /** Modules a side, without the quiet zone. */
  size: number;
  dark: (row: number, col: number) => boolean;
}

export function qrMatrix(payload: string): QrMatrix {
  const { modules } = QRCode.create(payload, OPTIONS);
  return { size: modules.size, dark: (row, col) => modules.get(row, col) === 1 };
}

/**
 * One SVG path for every dark module, each row's runs joined ('M3 0h4v1h-4z'): a few
 * hundred short commands rather than thousands of rectangles.
 */
export function qrPath({ size, dark }: QrMatrix): string {
  const parts: string[] = [];
  for (let row = 0; row < size; row += 1) {
    let col = 0;
    while (col < size) {
      if (!dark(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < size && dark(row, col)) col += 1;
      const run = col - start;
      parts.push(`M${start} ${row}h${run}v1h-${run}z`);
    }
  }
  return parts.join('');
}

/** The same code as a PNG (8 px a module), for a wallet's "Upload QR" from the gallery. */
export function qrPng(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, { ...OPTIONS, margin: QUIET_ZONE, scale: 8 });
}
