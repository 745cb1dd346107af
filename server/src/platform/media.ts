import crypto from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PHOTO_MAX_BYTES } from '@core/constants';
import { AppError, imageInvalid, imageTooLarge, unsupportedImage } from './errors';

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
  /** Folder under media/, e.g. 'avatars' or 'posts'. */
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

/**
 * Stores images on local disk under DATA_DIR/media, served at /media/. Every image is decoded,
 * checked, auto-rotated, re-encoded as JPEG without metadata (no GPS) and resized.
 */
export function createMediaStore(dataDir: string) {
  const root = path.join(dataDir, 'media');
  fsSync.mkdirSync(root, { recursive: true });

  async function write(relative: string, data: Buffer) {
    const file = path.join(root, relative);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, data);
  }

  return {
    root,

    async storeImage(bytes: Buffer, options: ImageOptions): Promise<StoredImage> {
      if (bytes.length > PHOTO_MAX_BYTES) throw imageTooLarge();
      let format: string | undefined;
      try {
        format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
      } catch (error) {
        if (String(error).includes('pixel limit')) throw imageTooLarge();
        throw unsupportedImage();
      }
      if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupportedImage();

      const id = crypto.randomUUID();
      const month = new Date().toISOString().slice(0, 7);
      const base = `${options.kind}/${month}/${id}`;
      try {
        const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          .rotate()
          .flatten({ background: '#ffffff' });
        const full = await pipeline
          .clone()
          .resize(options.maxSide, options.maxSide, { fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
          .toBuffer({ resolveWithObject: true });
        await write(`${base}.jpg`, full.data);
        let thumbPath: string | null = null;
        if (options.thumbSide) {
          const thumb = await pipeline
            .clone()
            .resize(options.thumbSide, options.thumbSide, { fit: 'cover' })
            .jpeg({ quality: 72, mozjpeg: true })
            .toBuffer();
          await write(`${base}-thumb.jpg`, thumb);
          thumbPath = `/media/${base}-thumb.jpg`;
        }
        return {
          path: `/media/${base}.jpg`,
          thumbPath,
          width: full.info.width,
          height: full.info.height,
        };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (String(error).includes('pixel limit')) throw imageTooLarge();
        throw imageInvalid();
      }
    },

    /** Deletes stored files by their public paths; missing files are fine. */
    async remove(publicPaths: Array<string | null | undefined>) {
      for (const publicPath of publicPaths) {
        if (!publicPath?.startsWith('/media/')) continue;
        const file = path.join(root, publicPath.slice('/media/'.length));
        if (!file.startsWith(root + path.sep)) continue;
        await fs.rm(file, { force: true });
      }
    },
  };
}

export type MediaStore = ReturnType<typeof createMediaStore>;
