import { useMemo } from 'react';
import { qrMatrix, qrPath, QUIET_ZONE } from './qrDrawing';

/**
 * The payment code, drawn from the payload as vector squares on white with its quiet zone:
 * sharp at any size and on any screen, up to 18 rem wide (about 4 px a module on a phone,
 * which a wallet's camera reads from a hand's length).
 */
export function QrCodeImage({ payload, label }: { payload: string; label: string }) {
  const { side, path } = useMemo(() => {
    const matrix = qrMatrix(payload);
    return { side: matrix.size + 2 * QUIET_ZONE, path: qrPath(matrix) };
  }, [payload]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      shapeRendering="crispEdges"
      className="mx-auto block aspect-square w-full max-w-72 rounded-lg bg-white"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
