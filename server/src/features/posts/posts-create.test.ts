import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUrl, solidImage, storedMedia } from '../../test/images';
import {
  DAY_MS,
  MANILA,
  countPosts,
  createPost,
  familyId,
  inDays,
  listPosts,
  postBody,
  setBan,
} from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// POST /api/posts (SPEC §5 Create post, §6, §7): every rule of the shared schema, the
// server's own checks (family, unit by category), and nothing written on failure.

const SUMMARY = 'Please fix the highlighted fields.';
/** Bytes the schema cannot tell from a photo: enough where the list itself is refused. */
const tinyPhoto = dataUrl('image/jpeg', Buffer.from('not decoded'));

describe.each(testEngines)('creating posts on %s', (engine) => {
  let t: TestApp;
  let seller: SignedInUser;
  let vegetables: number;
  let photo: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    seller = await signUpAndConfirm(t, { display_name: 'Mang Tomas' });
    vegetables = await familyId(t, 'vegetables');
    photo = dataUrl('image/jpeg', await solidImage('jpeg', 200, 150));
  });
  afterAll(async () => t?.close());

  /** POST /api/posts as `user`; null for a visitor. */
  const create = (body: object, user: SignedInUser | null = seller) =>
    post(t.app, '/api/posts', body, user?.token);

  /** Sends `body`, expects `status` and `expected`, and checks nothing was written. */
  async function refused(
    body: object,
    status: number,
    expected: object,
    user: SignedInUser | null = seller,
  ) {
    const [posts, files] = [await countPosts(t), storedMedia(t, 'posts')];
    const res = await create(body, user);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual(expected);
    expect(await countPosts(t)).toBe(posts);
    expect(storedMedia(t, 'posts')).toEqual(files);
  }

  it('creates an active post and answers its detail, exact position included for the seller', async () => {
    const sent = `${inDays(2).slice(0, 10)}T00:00:00+08:00`;
    const res = await create(
      postBody(vegetables, {
        title: '  Sariwang kangkong  ',
        description: ' Picked this morning. ',
        price: 12.5,
        qty: 4,
        lat: 14.59953,
        lng: 120.98417,
        expiresAt: sent,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(String),
      user_id: seller.id,
      title: 'Sariwang kangkong',
      description: 'Picked this morning.',
      price: 12.5,
      qty: 4,
      qty_reserved: 0,
      qty_sold: 0,
      qty_available: 4,
      unit: 'bunch',
      family_id: vegetables,
      images: [],
      thumbnail: null,
      photos: [],
      lat: 14.59953,
      lng: 120.98417,
      status: 'active',
      is_expired: false,
      expires_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      distance_km: null,
      family: {
        id: vegetables,
        name: expect.any(String),
        name_tl: expect.any(String),
        name_ceb: expect.stringMatching(/\S/),
      },
      category: {
        id: expect.any(Number),
        name: 'Vegetables',
        name_tl: 'Gulay',
        name_ceb: 'Utanon',
      },
      author: {
        id: seller.id,
        username: seller.username,
        display_name: 'Mang Tomas',
        photo_url: null,
        reputation: 0,
        whatsapp_number: null,
        facebook_username: null,
      },
      blocked: false,
      permissions: { edit: true, cancel: true, complete: true, delete: true },
    });
    // The +08:00 expiry is stored as the same instant in UTC.
    expect(created.expires_at).toBe(new Date(sent).toISOString());
  });

  it('accepts the limits: free, zero quantity, 100000 of each, 30 days ahead, a minute ahead', async () => {
    for (const overrides of [
      { price: 0, qty: 0 },
      { price: 100000, qty: 100000 },
      { expiresAt: inDays(30) },
      { expiresAt: new Date(Date.now() + 60_000).toISOString() },
      { description: '' },
      { description: null },
    ]) {
      const res = await create(postBody(vegetables, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(201);
    }
  });

  it('answers visitors 401 and banned users 403, writing nothing', async () => {
    const body = postBody(vegetables, { images: [photo] });
    const unauthorized = { error: 'You must be logged in to continue.', code: 'unauthorized' };
    await refused(body, 401, unauthorized, null);
    await refused(body, 401, unauthorized, { ...seller, token: 'not-a-token' });

    const banned = await signUpAndConfirm(t);
    const until = new Date(Date.now() + 7 * DAY_MS);
    await setBan(t, banned.id, until);
    await refused(
      body,
      403,
      {
        error: `Your account is banned until ${until.toISOString()}.`,
        code: 'banned',
        banned_until: until.toISOString(),
      },
      banned,
    );
    // Once the ban has ended, posting works again.
    await setBan(t, banned.id, new Date(Date.now() - 1000));
    expect((await create(body, banned)).statusCode).toBe(201);
  });

  it('names every missing field of an empty body with its i18n key', async () => {
    await refused({}, 400, {
      error: SUMMARY,
      code: 'validation_failed',
      fields: {
        title: 'errors.requiredTitle',
        price: 'errors.priceRequired',
        qty: 'errors.qtyRequired',
        unit: 'errors.unitRequired',
        familyId: 'errors.requiredFamily',
        lat: 'errors.locationRequired',
        lng: 'errors.locationRequired',
        expiresAt: 'errors.expiresRequired',
      },
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a blank title', { title: '   ' }, { title: 'errors.requiredTitle' }],
    ['a title of 121 characters', { title: 'a'.repeat(121) }, { title: 'errors.titleTooLong' }],
    [
      'a description of 2001 characters',
      { description: 'd'.repeat(2001) },
      { description: 'errors.descriptionTooLong' },
    ],
    ['a negative price', { price: -1 }, { price: 'errors.priceNegative' }],
    ['a price of 100000.01', { price: 100000.01 }, { price: 'errors.priceTooHigh' }],
    ['a price as text', { price: '12' }, { price: 'errors.priceInvalid' }],
    ['a negative quantity', { qty: -0.5 }, { qty: 'errors.qtyNegative' }],
    ['a quantity of 100000.01', { qty: 100000.01 }, { qty: 'errors.qtyTooLarge' }],
    ['a missing quantity', { qty: null }, { qty: 'errors.qtyRequired' }],
    ['a blank unit', { unit: ' ' }, { unit: 'errors.unitRequired' }],
    ['no family', { familyId: null }, { familyId: 'errors.requiredFamily' }],
    ['family 0', { familyId: 0 }, { familyId: 'errors.requiredFamily' }],
    [
      'no location',
      { lat: null, lng: null },
      { lat: 'errors.locationRequired', lng: 'errors.locationRequired' },
    ],
    ['half a location', { lng: undefined }, { lng: 'errors.locationRequired' }],
    ['a latitude of 91', { lat: 91 }, { lat: 'errors.locationInvalid' }],
    ['a longitude of -181', { lng: -181 }, { lng: 'errors.locationInvalid' }],
    ['an expiry in the past', { expiresAt: inDays(-0.01) }, { expiresAt: 'errors.expiresPast' }],
    [
      'an expiry 31 days and a minute ahead',
      { expiresAt: new Date(Date.now() + 31 * DAY_MS + 60_000).toISOString() },
      { expiresAt: 'errors.expiresTooFar' },
    ],
    ['an expiry in 60 days', { expiresAt: inDays(60) }, { expiresAt: 'errors.expiresTooFar' }],
    [
      'an expiry that is no timestamp',
      { expiresAt: 'tomorrow' },
      { expiresAt: 'post.new.expiresInvalid' },
    ],
    [
      'an expiry without a time zone',
      { expiresAt: inDays(2).slice(0, 19) },
      { expiresAt: 'post.new.expiresInvalid' },
    ],
    ['two photos', { images: [tinyPhoto, tinyPhoto] }, { images: 'errors.tooManyImages' }],
  ])('refuses %s with its message key and writes nothing', async (_, overrides, fields) => {
    // A real photo rides along: it must not be stored when the post is refused.
    const body = { ...postBody(vegetables, { images: [photo] }), ...overrides };
    await refused(body, 400, { error: SUMMARY, code: 'validation_failed', fields });
  });

  it('refuses a family that does not exist, writing nothing', async () => {
    await refused(postBody(999_999, { images: [photo] }), 400, {
      error: SUMMARY,
      code: 'validation_failed',
      fields: { familyId: 'errors.requiredFamily' },
    });
  });

  it('takes only units of the family’s category (SPEC §5 units table)', async () => {
    const eggs = await familyId(t, 'eggs');
    const drinks = await familyId(t, 'beverages');
    for (const [family, unit] of [
      [vegetables, 'bunch'],
      [vegetables, 'kg'],
      [eggs, 'dozen'],
      [drinks, 'bottle'],
    ] as const) {
      expect((await create(postBody(family, { unit }))).statusCode, unit).toBe(201);
    }
    for (const [family, unit] of [
      [vegetables, 'dozen'],
      [vegetables, 'pc'],
      [eggs, 'kg'],
      [drinks, 'Bunch'],
    ] as const) {
      await refused(postBody(family, { unit, images: [photo] }), 400, {
        error: SUMMARY,
        code: 'validation_failed',
        fields: { unit: 'errors.unitInvalid' },
      });
    }
  });

  it('limits each user to 30 posts an hour (429 rate_limited), others unaffected', async () => {
    const busy = await signUpAndConfirm(t);
    // Refused bodies do not count.
    expect((await create({}, busy)).statusCode).toBe(400);
    const body = postBody(vegetables, { lat: MANILA.lat, lng: MANILA.lng });
    for (let i = 0; i < 30; i++) {
      const res = await create(body, busy);
      expect(res.statusCode, `post ${i + 1}`).toBe(201);
    }
    const before = await countPosts(t);
    const limited = await create(body, busy);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'Too many requests. Please wait and try again.',
      code: 'rate_limited',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countPosts(t)).toBe(before);
    expect((await createPost(t, seller)).status).toBe('active');

    // Thirty posts of one seller page by 10 unless asked otherwise, up to 50.
    const own = await listPosts(t, { mine: 1 }, busy.token);
    expect([own.data.length, own.total]).toEqual([10, 30]);
    expect((await listPosts(t, { mine: 1, pageSize: 50 }, busy.token)).data).toHaveLength(30);
    expect((await listPosts(t)).data).toHaveLength(10);
  });
});
