import { PHOTO_MAX_BYTES, PHOTO_TARGET_BYTES } from '@core/constants';
import {
  compressImage,
  ImageCompressionError,
  isAcceptedImageType,
  type CompressionOptions,
} from '../../ui/image';

/**
 * A camera photo of a printed QR, larger than the server takes: made smaller, never blurred.
 * JPEG no lower than 0.83 (post photos go down to 0.45, whose smudges can merge a code's
 * modules) and a larger side: a QR Ph code has 50 to 60 modules a side, so even a code filling
 * a third of a 2000 px photo keeps about ten pixels a module.
 */
const LARGE_QR_PHOTO: CompressionOptions = {
  maxSide: 2000,
  targetBytes: PHOTO_TARGET_BYTES,
  outputType: 'image/jpeg',
  qualityStart: 0.92,
  qualityStep: 0.03,
  qualityFloor: 0.83,
};

export type PictureProblem = 'unsupported_type' | 'too_large' | 'unreadable';

export type PictureRoute = 'as-is' | 'shrink' | PictureProblem;

/**
 * What becomes of a chosen file. A screenshot of a wallet's QR (the usual case, well under
 * 2 MB) goes exactly as it is: re-encoding could only lose detail the server's reader needs.
 */
export function pictureRoute(file: { size: number; type: string }): PictureRoute {
  if (!isAcceptedImageType(file.type)) return 'unsupported_type';
  return file.size <= PHOTO_MAX_BYTES ? 'as-is' : 'shrink';
}

function asDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(reader.error);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The picture as the data URL PUT /api/me/payment-qr takes, or why it cannot be sent. */
export async function readQrPicture(
  file: File,
): Promise<{ dataUrl: string } | { problem: PictureProblem }> {
  const route = pictureRoute(file);
  try {
    if (route === 'as-is') return { dataUrl: await asDataUrl(file) };
    if (route === 'shrink') return { dataUrl: (await compressImage(file, LARGE_QR_PHOTO)).dataUrl };
    return { problem: route };
  } catch (error) {
    if (error instanceof ImageCompressionError && error.reason === 'too_large') {
      return { problem: 'too_large' };
    }
    return { problem: 'unreadable' };
  }
}
