import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { TestApp } from './test-app';

/** A base64 data URL claiming `mimeType`, whatever the bytes really are. */
export const dataUrl = (mimeType: string, bytes: Buffer) =>
  `data:${mimeType};base64,${bytes.toString('base64')}`;

/** A one-colour image of the given size and format. */
export function solidImage(
  format: 'jpeg' | 'png' | 'webp' | 'gif',
  width: number,
  height: number,
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#c33' } });
  return image[format]().toBuffer();
}

/** A camera-like JPEG carrying EXIF, including a GPS position and the owner's name. */
export function jpegWithExif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3c3' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCam', Artist: 'Juan Dela Cruz', Copyright: 'Juan Dela Cruz' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '14/1 35/1 4500/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '120/1 58/1 3000/100',
      },
    })
    .toBuffer();
}

/** A PNG of random pixels: it cannot be compressed, so `side` sets its size (side² × 3 bytes). */
export function noisePng(side: number): Promise<Buffer> {
  return sharp(crypto.randomBytes(side * side * 3), {
    raw: { width: side, height: side, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/**
 * A "pixel bomb": a small, valid PNG (about 300 KB) that decodes to 10000 × 10000 pixels,
 * 300 MB of memory.
 */
export function pixelBombPng(): Promise<Buffer> {
  return sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Where a public /media/... path lives on disk. */
export const mediaFile = (t: TestApp, publicPath: string) =>
  path.join(t.config.dataDir, publicPath);

/** Every file under DATA_DIR/media/{kind}, as public /media/... paths. */
export function storedMedia(t: TestApp, kind: string): string[] {
  const dir = path.join(t.config.dataDir, 'media', kind);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(t.config.dataDir, path.join(entry.parentPath, entry.name))}`)
    .sort();
}
