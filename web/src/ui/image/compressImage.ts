// The browser half of the photo pipeline: decode, resize on a canvas, re-encode, and
// hand back a data URL the API accepts. Phones send 12-megapixel photos of several MB;
// shrinking them here saves the user's mobile data and the server's time.

import {
  compressionProgress,
  encodeUntilFits,
  fitWithin,
  ImageCompressionError,
  isAcceptedImageType,
  qualitySequence,
  type CompressedImageType,
  type CompressionOptions,
} from './compressionPlan';

export interface CompressedImage {
  dataUrl: string;
  /** Bytes of the encoded image (not of the longer data URL). */
  bytes: number;
  width: number;
  height: number;
  type: CompressedImageType;
  quality: number;
}

/** Called with the share of work done, 0..1. */
export type ProgressListener = (fraction: number) => void;

type Drawable = ImageBitmap | HTMLImageElement;

interface Decoded {
  image: Drawable;
  width: number;
  height: number;
  release: () => void;
}

/** Lets release() run early and again in `finally` without freeing twice. */
function once(release: () => void): () => void {
  let done = false;
  return () => {
    if (!done) release();
    done = true;
  };
}

async function decodeWithImageElement(file: Blob): Promise<Decoded> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    URL.revokeObjectURL(url);
    throw new ImageCompressionError('invalid');
  }
  return {
    image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    release: once(() => URL.revokeObjectURL(url)),
  };
}

// createImageBitmap decodes off the main thread and applies the EXIF rotation, so a
// portrait photo from a phone camera does not arrive sideways. Old WebViews lack it.
async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap !== 'function') return decodeWithImageElement(file);
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return {
      image: bitmap,
      width: bitmap.width,
      height: bitmap.height,
      release: once(() => bitmap.close()),
    };
  } catch {
    return decodeWithImageElement(file);
  }
}

function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new ImageCompressionError('invalid'))),
      type,
      quality,
    );
  });
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new ImageCompressionError('invalid'));
    reader.onerror = () => reject(new ImageCompressionError('invalid'));
    reader.readAsDataURL(blob);
  });
}

function drawResized(decoded: Decoded, width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new ImageCompressionError('invalid');
  // JPEG has no transparency: without a background, transparent PNG areas turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(decoded.image, 0, 0, width, height);
  return canvas;
}

/**
 * Resizes a photo to fit options.maxSide and re-encodes it at falling qualities until it
 * is at most options.targetBytes. Throws ImageCompressionError: 'unsupported_type' for
 * anything but JPEG, PNG or WebP, 'too_large' when even the lowest quality is too big,
 * 'invalid' when the file cannot be decoded.
 */
export async function compressImage(
  file: Blob,
  options: CompressionOptions,
  onProgress?: ProgressListener,
): Promise<CompressedImage> {
  if (!isAcceptedImageType(file.type)) throw new ImageCompressionError('unsupported_type');
  onProgress?.(compressionProgress('decode'));

  const decoded = await decode(file);
  let canvas: HTMLCanvasElement | undefined;
  try {
    const size = fitWithin(decoded.width, decoded.height, options.maxSide);
    canvas = drawResized(decoded, size.width, size.height);
    // The full-size decode is the biggest allocation; free it before encoding.
    decoded.release();

    const drawn = canvas;
    let type: CompressedImageType = options.outputType;
    const encoded = await encodeUntilFits(
      qualitySequence(options.qualityStart, options.qualityStep, options.qualityFloor),
      options.targetBytes,
      async (quality) => {
        const blob = await canvasToBlob(drawn, type, quality);
        // A browser that cannot write WebP silently writes PNG; JPEG is always there.
        if (blob.type !== type && type !== 'image/jpeg') {
          type = 'image/jpeg';
          return canvasToBlob(drawn, type, quality);
        }
        return blob;
      },
      (attempt, attempts) => onProgress?.(compressionProgress('encode', attempt, attempts)),
    );
    if (!encoded) throw new ImageCompressionError('too_large');

    const dataUrl = await blobToDataUrl(encoded.result);
    onProgress?.(compressionProgress('done'));
    return {
      dataUrl,
      bytes: encoded.result.size,
      width: size.width,
      height: size.height,
      type,
      quality: encoded.quality,
    };
  } catch (error) {
    if (error instanceof ImageCompressionError) throw error;
    throw new ImageCompressionError('invalid');
  } finally {
    decoded.release();
    // Cheap phones hold few canvases in memory; give this one's pixels back at once.
    if (canvas) {
      canvas.width = 0;
      canvas.height = 0;
    }
  }
}
