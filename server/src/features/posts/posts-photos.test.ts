import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataUrl,
  jpegWithExif,
  mediaFile,
  noisePng,
  pixelBombPng,
  solidImage,
  storedMedia,
} from '../../test/images';
import { countPosts, createPost, del, familyId, inDays, postBody } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { get, patch, post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// Post photos (SPEC §5 Photo, DESIGN images): the bytes decide the type, metadata goes,
// a full image of at most 1600 px and a 320 px thumbnail are stored under /media/, list
// responses carry paths only, and edits keep, replace or remove the photo.

const PHOTO = /^\/media\/posts\/\d{4}-\d{2}\/[0-9a-f-]{36}\.jpg$/;
const THUMB = /^\/media\/posts\/\d{4}-\d{2}\/[0-9a-f-]{36}-thumb\.jpg$/;
const UNSUPPORTED = {
  error: 'Only JPEG, PNG, or WebP images are supported.',
  code: 'unsupported_image_type',
};
const TOO_LARGE = {
  error: 'Image is too large. Please choose a photo under 2 MB or take a new one.',
  code: 'image_too_large',
};
const NOT_OURS = {
  error: 'We could not process that photo. Please try another one.',
  code: 'image_invalid',
  fields: { images: 'errors.imageInvalid' },
};

/** Costly to make (a 10000 × 10000 PNG, 2.4 MB of noise): made once for both engines. */
let hugeImages: Promise<{ bomb: Buffer; big: Buffer }> | undefined;
const huge = () =>
  (hugeImages ??= Promise.all([pixelBombPng(), noisePng(900)]).then(([bomb, big]) => ({
    bomb,
    big,
  })));

describe.each(testEngines)('post photos on %s', (engine) => {
  let t: TestApp;
  let seller: SignedInUser;
  let vegetables: number;
  let jpeg: string;
  /** A server that must never be asked for anything: the API fetches no URL. */
  let trap: http.Server;
  let trapUrl: string;
  let trapHits = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    seller = await signUpAndConfirm(t);
    vegetables = await familyId(t, 'vegetables');
    jpeg = dataUrl('image/jpeg', await solidImage('jpeg', 640, 480));
    trap = http.createServer((_request, response) => {
      trapHits += 1;
      response.end();
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    trapUrl = `http://127.0.0.1:${(trap.address() as AddressInfo).port}/photo.jpg`;
  });
  afterAll(async () => {
    trap?.close();
    await t?.close();
  });

  const edit = (id: string, overrides: object) =>
    patch(
      t.app,
      `/api/posts/${id}`,
      {
        title: 'Kangkong',
        price: 25,
        qty: 3,
        unit: 'bunch',
        family_id: vegetables,
        expires_at: inDays(2),
        ...overrides,
      },
      seller.token,
    );
  const served = (path: string) => t.app.inject({ url: path });
  const withPhoto = async () => {
    const created = await createPost(t, seller, { images: [jpeg] });
    return { id: created.id, photo: created.images[0]!, thumb: created.thumbnail! };
  };

  it('stores a camera photo as a JPEG of at most 1600 px without EXIF or GPS, plus a 320 px thumbnail', async () => {
    const original = await jpegWithExif(3000, 2000);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const created = await createPost(t, seller, { images: [dataUrl('image/jpeg', original)] });
    expect(created.images).toEqual([expect.stringMatching(PHOTO)]);
    expect(created.thumbnail).toMatch(THUMB);
    expect(created.thumbnail).toBe(created.images[0]!.replace('.jpg', '-thumb.jpg'));

    const full = fs.readFileSync(mediaFile(t, created.images[0]!));
    const meta = await sharp(full).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1067 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(full.includes('Juan Dela Cruz')).toBe(false);
    const thumb = await sharp(mediaFile(t, created.thumbnail!)).metadata();
    expect(thumb).toMatchObject({ format: 'jpeg', width: 320, height: 320 });
    expect(thumb.exif).toBeUndefined();

    for (const path of [created.images[0]!, created.thumbnail!]) {
      const res = await served(path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.rawPayload.equals(fs.readFileSync(mediaFile(t, path)))).toBe(true);
    }
  });

  it.each([
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    // The bytes decide: PNG bytes declared as JPEG are a PNG, and welcome.
    ['png', 'image/jpeg'],
  ] as const)(
    'accepts a %s photo (declared %s) and stores it as JPEG, never enlarged',
    async (format, mimeType) => {
      const created = await createPost(t, seller, {
        images: [dataUrl(mimeType, await solidImage(format, 300, 200))],
      });
      const meta = await sharp(mediaFile(t, created.images[0]!)).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
    },
  );

  it('takes a single photo given as a string instead of a list (SPEC §3)', async () => {
    const created = await createPost(t, seller, { images: jpeg });
    expect(created.images).toEqual([expect.stringMatching(PHOTO)]);
    const kept = await edit(created.id, { images: created.images[0] });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().images).toEqual(created.images);
  });

  it('lists photos as paths: thumbnails on cards, never image bytes', async () => {
    const { id, photo, thumb } = await withPhoto();
    for (const url of ['/api/posts', '/api/posts?mine=1', `/api/posts?userId=${seller.id}`]) {
      const res = await get(t.app, url, seller.token);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('data:');
      const item = (res.json().data as Array<{ id: string }>).find((entry) => entry.id === id);
      expect(item, url).toMatchObject({ images: [photo], thumbnail: thumb });
    }
    expect((await get(t.app, `/api/posts/${id}`)).json()).toMatchObject({
      images: [photo],
      thumbnail: thumb,
    });
  });

  async function refusedOnCreate(image: string, status: number, expected: object) {
    const [posts, files] = [await countPosts(t), storedMedia(t, 'posts')];
    const res = await post(
      t.app,
      '/api/posts',
      postBody(vegetables, { images: [image] }),
      seller.token,
    );
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual(expected);
    expect(await countPosts(t)).toBe(posts);
    expect(storedMedia(t, 'posts')).toEqual(files);
  }

  it('refuses what is not a JPEG, PNG or WebP by its bytes, whatever it claims', async () => {
    const gif = await solidImage('gif', 40, 40);
    await refusedOnCreate(dataUrl('image/jpeg', gif), 415, UNSUPPORTED);
    await refusedOnCreate(
      dataUrl('image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      415,
      UNSUPPORTED,
    );
    await refusedOnCreate(dataUrl('image/gif', gif), 415, {
      ...UNSUPPORTED,
      fields: { 'images.0': 'errors.imageType' },
    });
  });

  it('refuses a photo over 2 MB, a pixel bomb and a broken JPEG, storing nothing', async () => {
    const { big, bomb } = await huge();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    await refusedOnCreate(dataUrl('image/png', big), 413, {
      ...TOO_LARGE,
      fields: { 'images.0': 'errors.imageTooLarge' },
    });
    await refusedOnCreate(dataUrl('image/png', bomb), 413, TOO_LARGE);
    const whole = await solidImage('jpeg', 400, 400);
    await refusedOnCreate(dataUrl('image/jpeg', whole.subarray(0, whole.length - 100)), 422, {
      error: 'We could not process that photo. Please try another one.',
      code: 'image_invalid',
    });
  });

  it('refuses any URL but the post’s own photo, and never fetches one', async () => {
    const { photo: others } = await withPhoto();
    for (const image of [trapUrl, 'https://example.com/kangkong.jpg', others]) {
      await refusedOnCreate(image, 400, NOT_OURS);
    }
    const { id, photo, thumb } = await withPhoto();
    const files = storedMedia(t, 'posts');
    for (const image of [trapUrl, `${trapUrl}?${photo}`, others, '/media/posts/../palengke.db']) {
      const res = await edit(id, { images: [image] });
      expect(res.statusCode, image).toBe(400);
      expect(res.json()).toEqual(NOT_OURS);
    }
    expect(trapHits).toBe(0);
    expect(storedMedia(t, 'posts')).toEqual(files);
    expect((await get(t.app, `/api/posts/${id}`)).json()).toMatchObject({
      images: [photo],
      thumbnail: thumb,
    });
  });

  it('keeps the photo when images is left out or sent back by path or by full URL', async () => {
    const { id, photo, thumb } = await withPhoto();
    const files = storedMedia(t, 'posts');
    for (const overrides of [
      {},
      { images: [photo] },
      { images: [`${t.config.publicUrl}${photo}`] },
    ]) {
      const res = await edit(id, { ...overrides, title: 'Renamed' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ title: 'Renamed', images: [photo], thumbnail: thumb });
    }
    expect(storedMedia(t, 'posts')).toEqual(files);
  });

  it('replaces the photo with a new upload, deleting the old files', async () => {
    const { id, photo, thumb } = await withPhoto();
    const res = await edit(id, {
      images: [dataUrl('image/png', await solidImage('png', 500, 500))],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { images, thumbnail } = res.json() as { images: string[]; thumbnail: string };
    expect(images).toEqual([expect.stringMatching(PHOTO)]);
    expect(images[0]).not.toBe(photo);
    expect(thumbnail).toMatch(THUMB);
    for (const path of [photo, thumb]) {
      expect(fs.existsSync(mediaFile(t, path))).toBe(false);
      expect((await served(path)).statusCode).toBe(404);
    }
    expect((await served(images[0]!)).statusCode).toBe(200);
    expect((await served(thumbnail)).statusCode).toBe(200);
  });

  it('removes the photo and its files with images []', async () => {
    const { id, photo, thumb } = await withPhoto();
    const res = await edit(id, { images: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ images: [], thumbnail: null });
    for (const path of [photo, thumb]) {
      expect(fs.existsSync(mediaFile(t, path))).toBe(false);
      expect((await served(path)).statusCode).toBe(404);
    }
  });

  it('keeps the old photo and stores nothing when an edit is refused', async () => {
    const { id, photo } = await withPhoto();
    const files = storedMedia(t, 'posts');
    const gif = dataUrl('image/jpeg', await solidImage('gif', 40, 40));
    expect((await edit(id, { images: [gif], title: 'Nope' })).statusCode).toBe(415);
    expect((await edit(id, { images: [jpeg], unit: 'dozen' })).statusCode).toBe(400);
    await post(t.app, `/api/posts/${id}/complete`, {}, seller.token);
    expect((await edit(id, { images: [jpeg] })).statusCode).toBe(409);
    expect(storedMedia(t, 'posts')).toEqual(files);
    expect((await get(t.app, `/api/posts/${id}`)).json()).toMatchObject({
      title: 'Fresh kangkong',
      images: [photo],
    });
  });

  it('counts a photo edit against the hourly posts limit, other edits not (429 rate_limited)', async () => {
    // Issue 21: each new photo is decoded and re-encoded; edits must not repeat that for free.
    const busy = await signUpAndConfirm(t);
    const { id } = await createPost(t, busy, { images: [jpeg] });
    const editAs = (overrides: object) =>
      patch(
        t.app,
        `/api/posts/${id}`,
        {
          title: 'Kangkong',
          price: 25,
          qty: 3,
          unit: 'bunch',
          family_id: vegetables,
          expires_at: inDays(2),
          ...overrides,
        },
        busy.token,
      );
    for (let i = 1; i < 30; i++) {
      expect((await editAs({ images: [jpeg] })).statusCode, `photo edit ${i}`).toBe(200);
    }
    const kept = (await get(t.app, `/api/posts/${id}`)).json().images as string[];
    expect((await editAs({ title: 'Renamed' })).statusCode).toBe(200);
    expect((await editAs({ images: kept, title: 'Renamed again' })).statusCode).toBe(200);
    const files = storedMedia(t, 'posts');

    const limited = await editAs({ images: [jpeg] });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'Too many requests. Please wait and try again.',
      code: 'rate_limited',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(storedMedia(t, 'posts')).toEqual(files);
    expect((await get(t.app, `/api/posts/${id}`)).json().images).toEqual(kept);
    // The same count as new posts: none now, while others post as before.
    expect((await post(t.app, '/api/posts', postBody(vegetables), busy.token)).statusCode).toBe(
      429,
    );
    expect((await createPost(t, seller)).status).toBe('active');
  });

  it('deletes the photo files with the post', async () => {
    const { id, photo, thumb } = await withPhoto();
    expect((await del(t, `/api/posts/${id}`, seller.token)).statusCode).toBe(200);
    for (const path of [photo, thumb]) {
      expect(fs.existsSync(mediaFile(t, path))).toBe(false);
      expect((await served(path)).statusCode).toBe(404);
    }
  });
});
