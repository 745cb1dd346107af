import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_PHOTO, type PostPhoto } from '@core/schemas';
import { createMediaStore } from '../../platform/media';
import { dataUrl, mediaFile, solidImage, storedMedia } from '../../test/images';
import { createPost, del, inDays } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { get, patch, signUpAndConfirm, type SignedInUser } from '../../test/users';
import { removeArchivedAccounts } from '../profiles/removal-job';

// The sizes of a post photo (issue 13): beside the JPEG and its square thumbnail, a WebP crop
// for the feed card within 15 KiB, and WebP copies 480/800/1280 px wide (only narrower than the
// original) for the post page's srcset. All go with the post; photos stored before the copies
// existed still show and delete as before.

/** A real photo of food (a cup of coffee, 600 × 400; CC0, Rachel Michetti via scikit-image). */
const COFFEE = fs.readFileSync(path.join(import.meta.dirname, '../../test/fixtures/coffee.jpg'));
const DAY_MS = 86_400_000;

/** The same photo as a phone would send it: 1600 px wide. */
const phonePhoto = () => sharp(COFFEE).resize({ width: 1600 }).jpeg({ quality: 85 }).toBuffer();

/** Pixels no encoder can squeeze: the worst case for the card's byte budget. */
const noisePhoto = () =>
  sharp(crypto.randomBytes(800 * 600 * 3), { raw: { width: 800, height: 600, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();

describe.each(testEngines)('post photo sizes on %s', (engine) => {
  let t: TestApp;
  let seller: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    seller = await signUpAndConfirm(t);
  });
  afterAll(async () => t?.close());

  const served = (url: string) => t.app.inject({ url });
  const photoOf = async (image: Buffer) => {
    const created = await createPost(t, seller, { images: [dataUrl('image/jpeg', image)] });
    return { created, photo: created.photos[0]! };
  };
  /** Every stored file of a photo: original, thumbnail, card and copies. */
  const filesOf = (created: { images: string[]; thumbnail: string | null }, photo: PostPhoto) =>
    [photo.url, created.thumbnail!, photo.card!.url, ...photo.variants.map((v) => v.url)].sort();

  it('stores a WebP card crop within 15 KiB and WebP copies for each narrower width', async () => {
    const { created, photo } = await photoOf(await phonePhoto());
    expect(photo).toMatchObject({ url: created.images[0], width: 1600, height: 1067 });
    expect(photo.card).toMatchObject({ width: 320, height: 240 });
    expect(photo.card!.url).toMatch(/^\/media\/posts\/\d{4}-\d{2}\/[0-9a-f-]{36}-card\.webp$/);
    expect(photo.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 320],
      [800, 534],
      [1280, 854],
    ]);

    for (const file of [photo.card!, ...photo.variants]) {
      const res = await served(file.url);
      expect(res.statusCode, file.url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toContain('immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: file.width, height: file.height });
      expect(meta.exif).toBeUndefined();
    }
    const card = fs.statSync(mediaFile(t, photo.card!.url)).size;
    expect(card).toBeLessThanOrEqual(CARD_PHOTO.maxBytes);
    // Each copy is smaller than the JPEG it stands in for.
    const original = fs.statSync(mediaFile(t, photo.url)).size;
    for (const variant of photo.variants) {
      expect(fs.statSync(mediaFile(t, variant.url)).size).toBeLessThan(original);
    }
  });

  it('makes no copy as wide as the original, and lists the photo in the feed too', async () => {
    const { created, photo } = await photoOf(COFFEE);
    expect(photo).toMatchObject({ width: 600, height: 400 });
    expect(photo.variants.map((v) => v.width)).toEqual([480]);
    const small = await photoOf(await solidImage('jpeg', 400, 300));
    expect(small.photo.variants).toEqual([]);
    expect(small.photo.card).toMatchObject({ width: 320, height: 240 });

    const feed = await get(t.app, `/api/posts?userId=${seller.id}`);
    const item = (feed.json().data as Array<{ id: string; photos: PostPhoto[] }>).find(
      (entry) => entry.id === created.id,
    );
    expect(item?.photos).toEqual([photo]);
  });

  it('keeps even a photo of pure noise’s card within the budget, at a lower quality', async () => {
    const noise = await noisePhoto();
    const atFirstTry = await sharp(noise)
      .resize(CARD_PHOTO.width, CARD_PHOTO.height, { fit: 'cover' })
      .webp({ quality: 75 })
      .toBuffer();
    expect(atFirstTry.length).toBeGreaterThan(CARD_PHOTO.maxBytes);
    const { photo } = await photoOf(noise);
    expect(fs.statSync(mediaFile(t, photo.card!.url)).size).toBeLessThanOrEqual(
      CARD_PHOTO.maxBytes,
    );
  });

  it('keeps the copies when an edit keeps the photo, and deletes them all when it is replaced', async () => {
    const { created, photo } = await photoOf(COFFEE);
    const edit = (images: string[]) =>
      patch(
        t.app,
        `/api/posts/${created.id}`,
        {
          title: 'Kapeng barako',
          price: 25,
          qty: 3,
          unit: 'bunch',
          family_id: created.family_id,
          expires_at: inDays(2),
          images,
        },
        seller.token,
      );
    const kept = await edit([photo.url]);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().photos).toEqual([photo]);

    const replaced = await edit([dataUrl('image/jpeg', await solidImage('jpeg', 900, 600))]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().photos[0].variants.map((v: PostPhoto) => v.width)).toEqual([480, 800]);
    for (const file of filesOf(created, photo)) {
      expect(fs.existsSync(mediaFile(t, file)), file).toBe(false);
    }
  });

  it('deletes every size with the post', async () => {
    const before = storedMedia(t, 'posts');
    const { created, photo } = await photoOf(await phonePhoto());
    expect(storedMedia(t, 'posts')).toEqual([...before, ...filesOf(created, photo)].sort());
    expect((await del(t, `/api/posts/${created.id}`, seller.token)).statusCode).toBe(200);
    expect(storedMedia(t, 'posts')).toEqual(before);
  });

  it('deletes every size when the account is removed', async () => {
    const leaving = await signUpAndConfirm(t);
    const created = await createPost(t, leaving, { images: [dataUrl('image/jpeg', COFFEE)] });
    const files = filesOf(created, created.photos[0]!);
    await t.app.database.db
      .updateTable('users')
      .set({ deletion_requested_at: new Date(Date.now() - 31 * DAY_MS).toISOString() })
      .where('id', '=', leaving.id)
      .execute();
    await removeArchivedAccounts(t.app.database.db, createMediaStore(t.config.dataDir));
    for (const file of files) expect(fs.existsSync(mediaFile(t, file)), file).toBe(false);
  });

  it('still shows and deletes a photo stored before the WebP copies existed', async () => {
    // What the upload stored until now: a JPEG and its square thumbnail, no `variants`.
    const old = await createMediaStore(t.config.dataDir).storeImage(COFFEE, {
      kind: 'posts',
      maxSide: 1600,
      thumbSide: 320,
    });
    expect(old.files).toHaveLength(2);
    const created = await createPost(t, seller);
    await t.app.database.db
      .insertInto('post_images')
      .values({
        id: crypto.randomUUID(),
        post_id: created.id,
        position: 0,
        path: old.path,
        thumb_path: old.thumbPath!,
        width: old.width,
        height: old.height,
        created_at: new Date().toISOString(),
      })
      .execute();

    const shown = (await get(t.app, `/api/posts/${created.id}`)).json();
    expect(shown).toMatchObject({ images: [old.path], thumbnail: old.thumbPath });
    expect(shown.photos).toEqual([
      { url: old.path, width: 600, height: 400, card: null, variants: [] },
    ]);
    const feed = await get(t.app, `/api/posts?userId=${seller.id}`);
    const item = (feed.json().data as Array<{ id: string }>).find((e) => e.id === created.id);
    expect(item).toMatchObject({ thumbnail: old.thumbPath, photos: shown.photos });

    expect((await del(t, `/api/posts/${created.id}`, seller.token)).statusCode).toBe(200);
    for (const file of old.files) expect(fs.existsSync(mediaFile(t, file)), file).toBe(false);
  });
});
