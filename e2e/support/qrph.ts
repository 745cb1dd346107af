import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { testQrPhPayload, type TestPayloadOptions } from '../../core/src/qrph/test-payloads';

// A seller's wallet QR for the journeys, made here: a QR Ph payload with its CRC (core's test
// builder, shared with the server's tests), drawn to a PNG as a wallet's "Receive money"
// screenshot would be. Nobody's real code is ever used.

export { testQrPhPayload as qrPhPayload };

function tempFile(name: string): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-qr-')), name);
}

/** A QR Ph code and the picture of it, ready for a file input's setInputFiles. */
export async function qrPhPicture(
  options: TestPayloadOptions = {},
): Promise<{ payload: string; file: string }> {
  const payload = testQrPhPayload(options);
  const file = tempFile('receive-money-qr.png');
  await QRCode.toFile(file, payload, { errorCorrectionLevel: 'M', margin: 4, scale: 8 });
  return { payload, file };
}

/** A picture with no QR code in it at all (a photo of the wrong thing). */
export async function pictureWithoutQr(): Promise<string> {
  const file = tempFile('not-a-qr.png');
  await sharp({ create: { width: 320, height: 240, channels: 3, background: '#7ab55c' } })
    .png()
    .toFile(file);
  return file;
}

/** What a camera reads from a picture (a screenshot of the drawn code), or null. */
export async function scanQr(picture: Buffer): Promise<string | null> {
  const { data, info } = await sharp(picture)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}
