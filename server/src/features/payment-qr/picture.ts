import jsQR from 'jsqr';
import sharp from 'sharp';
import { AppError, imageInvalid } from '../../platform/errors';
import {
  bytesFromDataUrl,
  checkUploadedImage,
  inImageSlot,
  MAX_INPUT_PIXELS,
} from '../../platform/media';

// Reading the text of a QR code in a picture: a screenshot of the wallet's "Receive money"
// screen, or a phone photo of a printed code. The picture itself is never kept.

interface Pass {
  /** The longest side to scale the picture to, from its own longest side. */
  side(longest: number): number;
  /** Stretched to full contrast: a photo in poor light, a faint code on a coloured screen. */
  normalise: boolean;
}

/**
 * First as it is, at most 1000 pixels a side (jsQR runs on the main thread, and its time grows
 * with the pixels); then, only if nothing was found, at full contrast: smaller (a blurred photo
 * reads better shrunk), then larger (a small code in a large photo, or a tiny crop scaled up).
 */
const PASSES: readonly Pass[] = [
  { side: (longest) => Math.min(longest, 1000), normalise: false },
  { side: (longest) => Math.min(longest, 600), normalise: true },
  { side: (longest) => (longest < 600 ? 600 : Math.min(longest, 1600)), normalise: true },
];

async function pixels(bytes: Buffer, pass: Pass) {
  const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const { width = 0, height = 0 } = await source.metadata();
  const side = pass.side(Math.max(width, height));
  let pipeline = source
    // Turned as the camera held it (EXIF), on a white ground (a transparent PNG's black is no
    // quiet zone).
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(side, side, { fit: 'inside' });
  if (pass.normalise) pipeline = pipeline.normalise();
  // jsQR takes RGBA, four bytes a pixel, whatever the picture had (grey, no alpha).
  const { data, info } = await pipeline
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), ...info };
}

/**
 * The text of the QR code in a picture sent as a data URL, or null when none can be read.
 * Refuses as a photo upload would: over 2 MB (413 image_too_large), not JPEG, PNG or WebP
 * (415), not decodable (422 image_invalid).
 */
export async function readQrPicture(dataUrl: string): Promise<string | null> {
  const bytes = bytesFromDataUrl(dataUrl);
  return inImageSlot(async () => {
    await checkUploadedImage(bytes);
    for (const pass of PASSES) {
      let image;
      try {
        image = await pixels(bytes, pass);
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw imageInvalid();
      }
      const code = image.channels === 4 ? jsQR(image.data, image.width, image.height) : null;
      if (code?.data) return code.data;
    }
    return null;
  });
}
