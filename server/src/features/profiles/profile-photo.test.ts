import fs from 'node:fs';
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
import { familyId, postBody } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { get, patch, post, signUpAndConfirm, type SignedInUser } from '../../test/users';

const ME = '/api/me/profile';
const AVATAR_PATH = /^\/media\/avatars\/\d{4}-\d{2}\/[0-9a-f-]{36}\.jpg$/;

describe.each(testEngines)('profile photo on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  const setPhoto = (user: SignedInUser, photo_url: string | null, extra: object = {}) =>
    patch(t.app, ME, { ...extra, photo_url }, user.token);

  async function userWithPhoto() {
    const user = await signUpAndConfirm(t);
    const res = await setPhoto(user, dataUrl('image/png', await solidImage('png', 300, 300)));
    expect(res.statusCode).toBe(200);
    return { user, photo: res.json().photo_url as string };
  }

  it('re-encodes an upload as a JPEG of at most 800×800 without EXIF or GPS, served from its path', async () => {
    const user = await signUpAndConfirm(t);
    const original = await jpegWithExif(3000, 2000);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await setPhoto(user, dataUrl('image/jpeg', original));
    expect(res.statusCode).toBe(200);
    const photo = res.json().photo_url as string;
    expect(photo).toMatch(AVATAR_PATH);
    expect((await get(t.app, ME, user.token)).json().photo_url).toBe(photo);
    expect((await get(t.app, `/api/profiles/${user.id}`)).json().photo_url).toBe(photo);

    const stored = fs.readFileSync(mediaFile(t, photo));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 533 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes('Juan Dela Cruz')).toBe(false);

    const served = await t.app.inject({ url: photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it('turns the photo upright by its EXIF orientation before dropping the EXIF', async () => {
    const user = await signUpAndConfirm(t);
    const sideways = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#33c' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const res = await setPhoto(user, dataUrl('image/jpeg', sideways));
    const meta = await sharp(mediaFile(t, res.json().photo_url)).metadata();
    expect(meta).toMatchObject({ width: 200, height: 300 });
    expect(meta.orientation).toBeUndefined();
  });

  it.each([
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ] as const)('accepts a %s photo and stores it as JPEG', async (format, mimeType) => {
    const user = await signUpAndConfirm(t);
    const res = await setPhoto(user, dataUrl(mimeType, await solidImage(format, 900, 1200)));
    expect(res.statusCode).toBe(200);
    const meta = await sharp(mediaFile(t, res.json().photo_url)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 600, height: 800 });
  });

  it('never enlarges a small photo, and trusts the bytes over the declared type', async () => {
    const user = await signUpAndConfirm(t);
    // PNG bytes declared as WebP: the bytes decide, and they are an accepted type.
    const res = await setPhoto(user, dataUrl('image/webp', await solidImage('png', 120, 80)));
    expect(res.statusCode).toBe(200);
    const meta = await sharp(mediaFile(t, res.json().photo_url)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 120, height: 80 });
  });

  it('keeps the photo when its own path is sent back with other changes', async () => {
    const { user, photo } = await userWithPhoto();
    const res = await setPhoto(user, photo, { display_name: 'Renamed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ photo_url: photo, display_name: 'Renamed' });
    expect(fs.existsSync(mediaFile(t, photo))).toBe(true);
    // Leaving photo_url out keeps it too.
    expect((await patch(t.app, ME, { phone: '123' }, user.token)).json().photo_url).toBe(photo);
  });

  it('deletes the old file when the photo is replaced', async () => {
    const { user, photo } = await userWithPhoto();
    const res = await setPhoto(user, dataUrl('image/jpeg', await solidImage('jpeg', 400, 400)));
    expect(res.statusCode).toBe(200);
    const replacement = res.json().photo_url as string;
    expect(replacement).toMatch(AVATAR_PATH);
    expect(replacement).not.toBe(photo);
    expect(fs.existsSync(mediaFile(t, replacement))).toBe(true);
    expect(fs.existsSync(mediaFile(t, photo))).toBe(false);
    expect((await t.app.inject({ url: photo })).statusCode).toBe(404);
  });

  it('removes the photo and its file with null', async () => {
    const { user, photo } = await userWithPhoto();
    const res = await setPhoto(user, null);
    expect(res.statusCode).toBe(200);
    expect(res.json().photo_url).toBeNull();
    expect(fs.existsSync(mediaFile(t, photo))).toBe(false);
    expect((await get(t.app, `/api/profiles/${user.id}`)).json().photo_url).toBeNull();
  });

  it('leaves exactly one file when several photo changes race', async () => {
    const { user } = await userWithPhoto();
    const before = storedMedia(t, 'avatars').length;
    const uploads = await Promise.all([1, 2, 3, 4].map((i) => solidImage('jpeg', 100 + i, 100)));
    const answers = await Promise.all(
      uploads.map((bytes) => setPhoto(user, dataUrl('image/jpeg', bytes))),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const current = (await get(t.app, ME, user.token)).json().photo_url as string;
    const files = storedMedia(t, 'avatars');
    expect(files).toHaveLength(before);
    expect(files).toContain(current);
  });

  it('refuses another user’s photo path and any other URL, leaving both photos alone', async () => {
    const owner = await userWithPhoto();
    const { user, photo } = await userWithPhoto();
    for (const other of [owner.photo, 'https://example.com/me.jpg', '/media/avatars/x.jpg']) {
      const res = await setPhoto(user, other);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        error: 'Only JPEG, PNG, or WebP images are supported.',
        code: 'unsupported_image_type',
      });
    }
    expect((await get(t.app, ME, user.token)).json().photo_url).toBe(photo);
    expect(fs.existsSync(mediaFile(t, photo))).toBe(true);
    expect(fs.existsSync(mediaFile(t, owner.photo))).toBe(true);
  });

  it.each([
    ['a GIF declared as JPEG', 'image/jpeg', () => solidImage('gif', 40, 40)],
    ['a GIF declared as GIF', 'image/gif', () => solidImage('gif', 40, 40)],
    ['text declared as PNG', 'image/png', async () => Buffer.from('not an image at all')],
    [
      'an SVG declared as PNG',
      'image/png',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ],
  ])('answers unsupported_image_type for %s and changes nothing', async (_, mimeType, bytes) => {
    const { user, photo } = await userWithPhoto();
    const before = storedMedia(t, 'avatars');
    const res = await setPhoto(user, dataUrl(mimeType, await bytes()), { display_name: 'Nope' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      error: 'Only JPEG, PNG, or WebP images are supported.',
      code: 'unsupported_image_type',
    });
    expect((await get(t.app, ME, user.token)).json()).toMatchObject({
      photo_url: photo,
      display_name: user.display_name,
    });
    expect(storedMedia(t, 'avatars')).toEqual(before);
  });

  it('names the photo field when the declared type is refused before decoding', async () => {
    const user = await signUpAndConfirm(t);
    const res = await setPhoto(user, dataUrl('image/gif', await solidImage('gif', 40, 40)));
    expect(res.json()).toEqual({
      error: 'Only JPEG, PNG, or WebP images are supported.',
      code: 'unsupported_image_type',
      fields: { photo_url: 'errors.imageType' },
    });
    // With other fields wrong too, it is a form to fix: validation_failed with every field.
    const mixed = await setPhoto(user, dataUrl('image/gif', await solidImage('gif', 40, 40)), {
      whatsapp_number: '12',
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({
      error: 'Please fix the highlighted fields.',
      code: 'validation_failed',
      fields: { photo_url: 'errors.imageType', whatsapp_number: 'errors.whatsappInvalid' },
    });
  });

  it('answers image_too_large for a photo over 2 MB and changes nothing', async () => {
    const { user, photo } = await userWithPhoto();
    const big = await noisePng(900);
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const before = storedMedia(t, 'avatars');
    const res = await setPhoto(user, dataUrl('image/png', big), { display_name: 'Nope' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'Image is too large. Please choose a photo under 2 MB or take a new one.',
      code: 'image_too_large',
      fields: { photo_url: 'errors.photoTooLarge' },
    });
    expect((await get(t.app, ME, user.token)).json()).toMatchObject({
      photo_url: photo,
      display_name: user.display_name,
    });
    expect(storedMedia(t, 'avatars')).toEqual(before);
  });

  it('answers a body over the request limit with 413 payload_too_large', async () => {
    const { user, photo } = await userWithPhoto();
    const res = await setPhoto(user, dataUrl('image/png', await noisePng(1200)));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'The request is too large.', code: 'payload_too_large' });
    expect((await get(t.app, ME, user.token)).json().photo_url).toBe(photo);
  });

  it('counts a new photo against the hourly posts limit, other changes not (429 rate_limited)', async () => {
    // Issue 21: each upload is decoded and re-encoded; swapping photos must not be free.
    const user = await signUpAndConfirm(t);
    const upload = dataUrl('image/png', await solidImage('png', 64, 64));
    for (let i = 1; i <= 30; i++) {
      expect((await setPhoto(user, upload)).statusCode, `photo ${i}`).toBe(200);
    }
    const current = (await get(t.app, ME, user.token)).json().photo_url as string;
    const renamed = await setPhoto(user, current, { display_name: 'Aling Nena' });
    expect(renamed.statusCode).toBe(200);
    expect((await patch(t.app, ME, { display_name: 'Nena' }, user.token)).statusCode).toBe(200);
    const files = storedMedia(t, 'avatars');

    const limited = await setPhoto(user, upload);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'Too many requests. Please wait and try again.',
      code: 'rate_limited',
    });
    expect(storedMedia(t, 'avatars')).toEqual(files);
    expect((await get(t.app, ME, user.token)).json().photo_url).toBe(current);
    // The same count as new posts.
    const family = await familyId(t, 'vegetables');
    expect((await post(t.app, '/api/posts', postBody(family), user.token)).statusCode).toBe(429);
    const other = await signUpAndConfirm(t);
    expect((await setPhoto(other, upload)).statusCode).toBe(200);
  });

  it('refuses a pixel bomb (a small PNG of 10000×10000 pixels) and keeps serving', async () => {
    const { user, photo } = await userWithPhoto();
    const bomb = await pixelBombPng();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = storedMedia(t, 'avatars');
    const res = await setPhoto(user, dataUrl('image/png', bomb));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'image_too_large', error: expect.any(String) });
    expect(storedMedia(t, 'avatars')).toEqual(before);
    const after = await get(t.app, ME, user.token);
    expect(after.statusCode).toBe(200);
    expect(after.json().photo_url).toBe(photo);
  });

  it('answers image_invalid for a truncated JPEG and stores nothing', async () => {
    const { user, photo } = await userWithPhoto();
    const whole = await solidImage('jpeg', 400, 400);
    const before = storedMedia(t, 'avatars');
    const res = await setPhoto(user, dataUrl('image/jpeg', whole.subarray(0, whole.length - 100)));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'We could not process that photo. Please try another one.',
      code: 'image_invalid',
    });
    expect(storedMedia(t, 'avatars')).toEqual(before);
    expect((await get(t.app, ME, user.token)).json().photo_url).toBe(photo);
  });
});
