import crypto from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_MAX_BYTES } from '@core/constants';
import type { S3Config } from '../config';
import { limitConcurrency } from './concurrency';
import { AppError, imageInvalid, imageTooLarge, unsupportedImage } from './errors';
import { localMediaBackend, s3MediaBackend } from './media-backends';

/** Refuse images whose decoded size would flood memory (a "pixel bomb"): 40 megapixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const JPEG_QUALITY = 82;
/** WebP copies: at 75 a food photo takes about half the bytes of the JPEG at 82. */
const WEBP_QUALITY = 75;
/** Tried in turn until a card fits its byte budget; a food photo fits at the first. */
const CARD_QUALITIES = [WEBP_QUALITY, 60, 45, 30, 20];

export { imageTooLarge, unsupportedImage };

/** One stored file of an image and its size in pixels. */
export interface StoredFile {
  path: string;
  width: number;
  height: number;
}

export interface StoredImage {
  path: string;
  thumbPath: string | null;
  width: number;
  height: number;
  /** The WebP crop for cards, when asked for. */
  card: StoredFile | null;
  /** Smaller WebP copies, narrowest first (none when the image is no wider than asked). */
  variants: StoredFile[];
  /** Every file stored for the image, to delete them together. */
  files: string[];
}

/** WebP copies stored beside the JPEG, for browsers to pick the size they need. */
export interface WebpCopies {
  /** A crop to exactly this size, at the best quality that keeps it within maxBytes. */
  card?: { width: number; height: number; maxBytes: number };
  /** Widths of scaled-down copies; only those narrower than the stored JPEG are made. */
  widths?: readonly number[];
}

export interface ImageOptions {
  /** Folder of the image, on disk under media/ or in the bucket: 'avatars', 'posts' ... */
  kind: string;
  maxSide: number;
  /** Side of a small copy for cards and lists, if wanted. */
  thumbSide?: number;
  webp?: WebpCopies;
}

/** Decodes a base64 data URL; the declared type is ignored, the bytes decide. */
export function bytesFromDataUrl(dataUrl: string): Buffer {
  const match = dataUrl.match(/^data:[\w/+.-]*(;[\w=.-]+)*;base64,([A-Za-z0-9+/=\s]+)$/);
  if (!match) throw unsupportedImage();
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length === 0) throw imageInvalid();
  return bytes;
}

/**
 * Image work runs on libuv's threadpool (4 threads), which also reads files, compresses
 * answers and hashes passwords: an upload takes a thread for about a third of a second
 * (JPEG, thumbnail and the WebP copies), and a few at once would starve the rest (issue 13).
 * So one image is encoded at a time per process, by one libvips thread; other uploads wait
 * their turn here, and reads and logins keep their threads.
 */
sharp.concurrency(1);
const oneImageAtATime = limitConcurrency(1);

/** Runs image work (sharp) in this process's one image slot; see above. */
export const inImageSlot = <T>(work: () => Promise<T>) => oneImageAtATime(work);

interface Encoded {
  data: Buffer;
  width: number;
  height: number;
}

/** The card crop, quality lowered in steps until it fits the budget (or the last step). */
async function encodeCard(pipeline: sharp.Sharp, card: NonNullable<WebpCopies['card']>) {
  const cropped = pipeline.clone().resize(card.width, card.height, { fit: 'cover' });
  let encoded: Encoded | undefined;
  for (const quality of CARD_QUALITIES) {
    const { data, info } = await cropped
      .clone()
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    encoded = { data, width: info.width, height: info.height };
    if (data.length <= card.maxBytes) break;
  }
  return encoded!;
}

/**
 * Refuses, before any decoding, what no upload may be: over 2 MB (413), a pixel bomb (413), or
 * anything but JPEG, PNG or WebP by its bytes, whatever it claimed (415).
 */
export async function checkUploadedImage(bytes: Buffer): Promise<void> {
  if (bytes.length > PHOTO_MAX_BYTES) throw imageTooLarge();
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch (error) {
    if (String(error).includes('pixel limit')) throw imageTooLarge();
    throw unsupportedImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupportedImage();
}

/** The image re-encoded for storage: the full copy and, when asked for, a thumbnail. */
async function encodeImage(bytes: Buffer, options: ImageOptions) {
  await checkUploadedImage(bytes);
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
    const card = options.webp?.card ? await encodeCard(pipeline, options.webp.card) : null;
    const variants: Encoded[] = [];
    for (const width of options.webp?.widths ?? []) {
      if (width >= full.info.width) continue;
      const { data, info } = await pipeline
        .clone()
        .resize({ width })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      variants.push({ data, width: info.width, height: info.height });
    }
    variants.sort((a, b) => a.width - b.width);
    return {
      full: full.data,
      thumb,
      card,
      variants,
      width: full.info.width,
      height: full.info.height,
    };
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
 * re-encoded as JPEG without metadata (no GPS) and resized; WebP copies are made when asked.
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
      const image = await oneImageAtATime(() => encodeImage(bytes, imageOptions));
      const month = new Date().toISOString().slice(0, 7);
      const base = `${imageOptions.kind}/${month}/${crypto.randomUUID()}`;
      const webp = (suffix: string, file: { data: Buffer }) =>
        target.put(`${base}-${suffix}.webp`, file.data, 'image/webp');
      const puts = await Promise.allSettled([
        target.put(`${base}.jpg`, image.full, 'image/jpeg'),
        image.thumb ? target.put(`${base}-thumb.jpg`, image.thumb, 'image/jpeg') : null,
        image.card ? webp('card', image.card) : null,
        ...image.variants.map((variant) => webp(`w${variant.width}`, variant)),
      ]);
      const files = puts.flatMap((put) =>
        put.status === 'fulfilled' && put.value ? [put.value] : [],
      );
      const failed = puts.find((put) => put.status === 'rejected');
      if (failed) {
        // All of the image or none of it: a post never points at a missing size.
        await remove(files);
        throw failed.reason;
      }
      const urls = puts.map((put) => (put.status === 'fulfilled' ? put.value : null));
      const [path, thumbPath, cardPath, ...variantPaths] = urls;
      const sized = (url: string, file: Encoded): StoredFile => ({
        path: url,
        width: file.width,
        height: file.height,
      });
      return {
        path: path!,
        thumbPath: thumbPath ?? null,
        width: image.width,
        height: image.height,
        card: image.card && cardPath ? sized(cardPath, image.card) : null,
        variants: image.variants.map((variant, index) => sized(variantPaths[index]!, variant)),
        files,
      };
    },
  };
}

export type MediaStore = ReturnType<typeof createMediaStore>;
