import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createMediaStore } from '../../platform/media';
import { dataUrl, solidImage, storedMedia } from '../../test/images';
import { startTestBucket, type TestBucket } from '../../test/object-storage';
import { countPosts, createPost, del, familyId, inDays, postBody } from '../../test/posts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { get, patch, post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// Media in S3-compatible object storage (DESIGN images, Scale): with S3_BUCKET set, photos go
// to the bucket and are read by browsers straight from it; deleting a post or replacing a
// photo deletes the objects. Storage is the same for both databases, so SQLite is enough here.

describe('photos in object storage', () => {
  let bucket: TestBucket;
  let t: TestApp;
  let seller: SignedInUser;
  let jpeg: string;

  beforeAll(async () => {
    bucket = await startTestBucket();
    t = await createTestApp('sqlite', { s3: bucket.s3 });
    seller = await signUpAndConfirm(t);
    jpeg = dataUrl('image/jpeg', await solidImage('jpeg', 640, 480));
  });
  afterAll(async () => {
    await t?.close();
    await bucket?.close();
  });

  const inBucket = (kind: string) =>
    new RegExp(`^${bucket.s3.publicUrl}/${kind}/\\d{4}-\\d{2}/[0-9a-f-]{36}(-thumb)?\\.jpg$`);

  it('stores a post photo, its thumbnail and WebP copies in the bucket, cacheable for good, nothing on disk', async () => {
    const created = await createPost(t, seller, { images: [jpeg] });
    expect(created.images).toEqual([expect.stringMatching(inBucket('posts'))]);
    expect(created.thumbnail).toMatch(inBucket('posts'));
    for (const url of [created.images[0]!, created.thumbnail!]) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await res.arrayBuffer()).subarray(0, 2)).toEqual(
        Buffer.from([0xff, 0xd8]),
      );
    }
    const photo = created.photos[0]!;
    for (const file of [photo.card!, ...photo.variants]) {
      expect(file.url).toMatch(
        new RegExp(
          `^${bucket.s3.publicUrl}/posts/\\d{4}-\\d{2}/[0-9a-f-]{36}-(card|w\\d+)\\.webp$`,
        ),
      );
      const res = await fetch(file.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect(storedMedia(t, 'posts')).toEqual([]);
  });

  it('lets the page load photos from the bucket (content security policy)', async () => {
    const res = await get(t.app, '/api/health');
    expect(res.headers['content-security-policy']).toContain(
      `img-src 'self' data: blob: ${new URL(bucket.s3.publicUrl).origin}`,
    );
  });

  it('keeps a photo sent back by its bucket URL, refuses another post’s, and deletes on delete', async () => {
    const other = await createPost(t, seller, { images: [jpeg] });
    const mine = await createPost(t, seller, { images: [jpeg] });
    const kept = await patch(
      t.app,
      `/api/posts/${mine.id}`,
      {
        title: 'Kangkong',
        price: 25,
        qty: 3,
        unit: 'bunch',
        family_id: await familyId(t, 'vegetables'),
        expires_at: inDays(2),
        images: [mine.images[0]],
      },
      seller.token,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().images).toEqual(mine.images);

    const posts = await countPosts(t);
    const stolen = await post(
      t.app,
      '/api/posts',
      postBody(await familyId(t, 'vegetables'), { images: [other.images[0]] }),
      seller.token,
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().code).toBe('image_invalid');
    expect(await countPosts(t)).toBe(posts);

    // The WebP card crop goes with it (a 640 px photo also has a 480 px copy).
    const photo = mine.photos[0]!;
    const copies = [photo.card!.url, ...photo.variants.map((variant) => variant.url)];
    expect(copies).toHaveLength(2);
    for (const url of copies) expect(await bucket.statusOf(url)).toBe(200);
    expect((await del(t, `/api/posts/${mine.id}`, seller.token)).statusCode).toBe(200);
    expect(await bucket.statusOf(mine.images[0]!)).toBe(404);
    expect(await bucket.statusOf(mine.thumbnail!)).toBe(404);
    for (const url of copies) expect(await bucket.statusOf(url)).toBe(404);
    expect(await bucket.statusOf(other.images[0]!)).toBe(200);
  });

  it('stores a profile photo in the bucket and deletes the one it replaces', async () => {
    const setPhoto = async () => {
      const res = await patch(t.app, '/api/me/profile', { photo_url: jpeg }, seller.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().photo_url as string;
    };
    const first = await setPhoto();
    expect(first).toMatch(inBucket('avatars'));
    expect(await bucket.statusOf(first)).toBe(200);
    const second = await setPhoto();
    expect(await bucket.statusOf(second)).toBe(200);
    expect(await bucket.statusOf(first)).toBe(404);
  });

  it('still deletes photos kept on disk from before the move to the bucket', async () => {
    const before = createMediaStore(t.config.dataDir);
    const old = await before.storeImage(await solidImage('png', 50, 50), {
      kind: 'posts',
      maxSide: 100,
    });
    const file = path.join(before.root, old.path.slice('/media/'.length));
    expect(fs.existsSync(file)).toBe(true);
    expect((await t.app.inject({ url: old.path })).statusCode).toBe(200);
    await createMediaStore(t.config.dataDir, { s3: bucket.s3 }).remove([old.path]);
    expect(fs.existsSync(file)).toBe(false);
  });
});

describe('photos when the bucket cannot be reached', () => {
  let t: TestApp;

  beforeAll(async () => {
    // A port nothing listens on: the store is down.
    const s3 = loadConfig({
      S3_BUCKET: 'palengke-media',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).s3;
    t = await createTestApp('sqlite', { s3 });
  });
  afterAll(async () => t?.close());

  it('answers the generic error and creates no post, so nothing is half-written', async () => {
    const seller = await signUpAndConfirm(t);
    const posts = await countPosts(t);
    const res = await post(
      t.app,
      '/api/posts',
      postBody(await familyId(t, 'vegetables'), {
        images: [dataUrl('image/jpeg', await solidImage('jpeg', 64, 64))],
      }),
      seller.token,
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'internal_error' });
    expect(await countPosts(t)).toBe(posts);
  });
});
