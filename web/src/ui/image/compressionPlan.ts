// The decisions of the photo pipeline, kept free of the DOM so they run under Node in
// unit tests: which file types we take, how big the resized image is, which JPEG
// qualities are tried, and when to give up. compressImage.ts does the pixel work.

import { IMAGE_MIME_TYPES } from '@core/constants';

export type CompressedImageType = 'image/jpeg' | 'image/webp';

export interface CompressionOptions {
  /** The longest side of the result, in pixels; smaller images are never enlarged. */
  maxSide: number;
  /** Quality of the first encoding attempt (0..1). */
  qualityStart: number;
  /** Quality is lowered by this much per attempt while the result is over target. */
  qualityStep: number;
  /** The lowest quality tried; past it the image is refused as too large. */
  qualityFloor: number;
  /** The result must be at most this many bytes. */
  targetBytes: number;
  outputType: CompressedImageType;
}

/** Why an image could not be prepared; callers map it to their own message. */
export type ImageFailure = 'unsupported_type' | 'too_large' | 'invalid';

export class ImageCompressionError extends Error {
  override readonly name = 'ImageCompressionError';
  constructor(readonly reason: ImageFailure) {
    super(`Image could not be prepared: ${reason}`);
  }
}

export function isAcceptedImageType(mimeType: string): boolean {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(mimeType.toLowerCase());
}

// Floating point would make 0.82 - 4 * 0.08 come out as 0.49999999999999994.
const roundQuality = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The qualities to try, best first: start, start - step, ... while above the floor, then
 * the floor itself, so the last attempt is always the floor (0.82 ... 0.50, 0.45).
 */
export function qualitySequence(start: number, step: number, floor: number): number[] {
  if (!(step > 0) || start <= floor) return [roundQuality(Math.max(start, floor))];
  const qualities: number[] = [];
  for (let quality = start; quality > floor + 1e-9; quality = roundQuality(quality - step)) {
    qualities.push(roundQuality(quality));
  }
  qualities.push(roundQuality(floor));
  return qualities;
}

/** Width and height that fit in a maxSide square, keeping the aspect ratio; never upscales. */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) throw new ImageCompressionError('invalid');
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export interface EncodeAttempt<T> {
  result: T;
  quality: number;
  /** 1-based number of the attempt that succeeded. */
  attempt: number;
}

/**
 * Encodes at each quality in turn and keeps the first result within targetBytes.
 * Returns null when even the last (lowest) quality is too big.
 */
export async function encodeUntilFits<T extends { size: number }>(
  qualities: readonly number[],
  targetBytes: number,
  encode: (quality: number) => Promise<T>,
  onAttempt?: (attempt: number, attempts: number) => void,
): Promise<EncodeAttempt<T> | null> {
  for (const [index, quality] of qualities.entries()) {
    onAttempt?.(index + 1, qualities.length);
    const result = await encode(quality);
    if (result.size <= targetBytes) return { result, quality, attempt: index + 1 };
  }
  return null;
}

/**
 * Share of the work done (0..1) for a progress bar: decoding and resizing count for the
 * first 40 %, the encoding attempts share the rest. Most photos finish at the first attempt.
 */
export function compressionProgress(
  stage: 'decode' | 'encode' | 'done',
  attempt = 0,
  attempts = 1,
): number {
  if (stage === 'decode') return 0.1;
  if (stage === 'done') return 1;
  const share = Math.min(Math.max(attempt - 1, 0), attempts) / Math.max(attempts, 1);
  return 0.4 + 0.6 * share;
}
