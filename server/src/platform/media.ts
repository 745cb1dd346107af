import crypto from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_MAX_BYTES } from '@core/constants';
import type { S3Config } from '../config';
import { AppError, imageInvalid, imageTooLarge, unsupportedImage } from './errors';
import { localMediaBackend, s3MediaBackend } from './media-backends';

/** Refuse images whose decoded size would flood memory (a "pixel bomb"): 40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const JPEG_QUALITY = 82;

export { imageTooLarge, unsupportedImage };

export interface StoredImage {
  path: string;
  thumbPath: string | null;
  width: number;
  height: number;
}

export interface ImageOptions {
  /** Folder of the image, on disk under media/ or in the bucket: 'avatars', 'posts' ... */
  kind: string;
  maxSide: number;
  /** Side of a small copy for cards and lists, if wanted. */
  thumbSide?: number;
}

/** Decodes a base64 data URL; the declared type is ignored, the bytes decide. */
export function bytesFromDataUrl(dataUrl: string): Buffer {
  const match = dataUrl.match(/^data:[\w/+.-]*(;[\w=.-]+)*;base64,([A-Za-z0-9+/=\s]+)$/);
  if (!match) throw unsupportedImage();
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length === 0) throw imageInvalid();
  return bytes;
}

/** The image re-encoded for storage: the full copy and, when asked for, a thumbnail. */
async function encodeImage(bytes: Buffer, options: ImageOptions) {
  if (bytes.length > PHOTO_MAX_BYTES) throw imageTooLarge();
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch (error) {
    if (String(error).includes('pixel limit')) throw imageTooLarge();
    throw unsupportedImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupportedImage();

  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' });
    const full = await pipeline
      .clone()
      .resize(options.maxSide, options.maxSide, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = options.thumbSide
      ? await pipeline
          .clone()
          .resize(options.thumbSide, options.thumbSide, { fit: 'cover' })
          .jpeg({ quality: 72, mozjpeg: true })
          .toBuffer()
      : null;
    return { full: full.data, thumb, width: full.info.width, height: full.info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (String(error).includes('pixel limit')) throw imageTooLarge();
    throw imageInvalid();
  }
}

export interface MediaStoreOptions {
  /** Object storage for new images; without it they go to DATA_DIR/media. */
  s3?: S3Config | undefined;
  /** Told when a stored image could not be deleted (the caller's work has already succeeded). */
  onRemoveError?: (error: unknown, url: string) => void;
}

/**
 * Stores images in S3-compatible object storage when one is configured, else on local disk
 * under DATA_DIR/media (served at /media/). Every image is decoded, checked, auto-rotated,
 * re-encoded as JPEG without metadata (no GPS) and resized.
 */
export function createMediaStore(dataDir: string, options: MediaStoreOptions = {}) {
  const local = localMediaBackend(dataDir);
  const target = options.s3 ? s3MediaBackend(options.s3) : local;
  // Photos stored on disk before a move to object storage are still served and deleted.
  const backends = options.s3 ? [target, local] : [local];

  const remove = async (urls: Array<string | null | undefined>) => {
    for (const url of urls) {
      if (!url) continue;
      try {
        for (const backend of backends) await backend.delete(url);
      } catch (error) {
        // A leftover file costs some storage; failing a sale or a deletion over it costs more.
        options.onRemoveError?.(error, url);
      }
    }
  };

  return {
    root: local.root,
    /** Throws unless the storage new images go to answers (readiness). */
    ping: () => target.ping(),
    /** Deletes stored images by the URLs or paths they were stored under; missing ones are fine. */
    remove,

    async storeImage(bytes: Buffer, imageOptions: ImageOptions): Promise<StoredImage> {
      const image = await encodeImage(bytes, imageOptions);
      const month = new Date().toISOString().slice(0, 7);
      const base = `${imageOptions.kind}/${month}/${crypto.randomUUID()}`;
      const path = await target.put(`${base}.jpg`, image.full, 'image/jpeg');
      let thumbPath: string | null = null;
      try {
        if (image.thumb)
          thumbPath = await target.put(`${base}-thumb.jpg`, image.thumb, 'image/jpeg');
      } catch (error) {
        await remove([path]);
        throw error;
      }
      return { path, thumbPath, width: image.width, height: image.height };
    },
  };
}

export type MediaStore = ReturnType<typeof createMediaStore>;
