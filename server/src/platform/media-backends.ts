import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';

/** Where stored images live. A key is like `posts/2026-11/<uuid>.jpg`. */
export interface MediaBackend {
  /** Saves the bytes and answers the URL (or /path) that clients load them from. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Deletes what `put` answered; any other URL is not this backend's and is left alone. */
  delete(url: string): Promise<void>;
  /** Throws unless the storage answers (readiness). */
  ping(): Promise<void>;
}

/** Media names are random and never rewritten, so browsers and CDNs may keep them for good. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Files under DATA_DIR/media, served by the API at /media/. */
export function localMediaBackend(dataDir: string): MediaBackend & { root: string } {
  const root = path.join(dataDir, 'media');
  fsSync.mkdirSync(root, { recursive: true });
  return {
    root,
    async put(key, bytes) {
      const file = path.join(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
      return `/media/${key}`;
    },
    async delete(url) {
      if (!url.startsWith('/media/')) return;
      const file = path.join(root, url.slice('/media/'.length));
      // A crafted path must not reach outside the media folder.
      if (!file.startsWith(root + path.sep)) return;
      await fs.rm(file, { force: true });
    },
    async ping() {
      await fs.access(root, fsSync.constants.W_OK);
    },
  };
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces ...). Browsers read
 * the objects straight from `publicUrl` (the bucket, or a CDN in front of it), so photos never
 * pass through the API and any number of API instances share them.
 */
export function s3MediaBackend(config: S3Config): MediaBackend {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Stores other than AWS itself often refuse the newer default checksum headers.
    ...(config.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
  const base = `${config.publicUrl}/`;
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      );
      return base + key;
    },
    async delete(url) {
      if (!url.startsWith(base)) return;
      await client.send(
        new DeleteObjectCommand({ Bucket: config.bucket, Key: url.slice(base.length) }),
      );
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
    },
  };
}
