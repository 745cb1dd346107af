import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineKm, roundCoordinate, roundKm } from '@core/geo';
import {
  MANILA,
  createPost,
  del,
  familyId,
  inDays,
  postRow,
  publicPointOf,
} from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { get, patch, post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// One post through its life (SPEC §2 Post detail, Edit post; §4 Post states; §6; §7):
// detail and who sees what, edit, cancel, complete and delete.

const NOT_FOUND = { error: 'Post not found.', code: 'not_found' };
const NOT_YOURS = { error: 'Only the seller can change this post.', code: 'forbidden' };
const NOT_EDITABLE = {
  error: 'Canceled and completed posts cannot be changed.',
  code: 'post_not_editable',
};
const UNAUTHORIZED = { error: 'You must be logged in to continue.', code: 'unauthorized' };
const NONE = { edit: false, cancel: false, complete: false, delete: false };

describe.each(testEngines)('a post’s life on %s', (engine) => {
  let t: TestApp;
  let seller: SignedInUser;
  let buyer: SignedInUser;
  let vegetables: number;
  // A position off the 3-decimal grid, about 600 m north-east of MANILA.
  const exact = { lat: 14.60421, lng: 120.98768 };

  beforeAll(async () => {
    t = await createTestApp(engine);
    seller = await signUpAndConfirm(t, { display_name: 'Aling Nena' });
    buyer = await signUpAndConfirm(t);
    vegetables = await familyId(t, 'vegetables');
  });
  afterAll(async () => t?.close());

  const detail = (id: string, user?: SignedInUser, query = '') =>
    get(t.app, `/api/posts/${id}${query}`, user?.token);
  const edit = (id: string, body: object, user?: SignedInUser) =>
    patch(t.app, `/api/posts/${id}`, body, user?.token);
  const act = (id: string, action: 'cancel' | 'complete', user?: SignedInUser) =>
    post(t.app, `/api/posts/${id}/${action}`, {}, user?.token);
  const editBody = (overrides: object = {}) => ({
    title: 'Kangkong, updated',
    description: 'Still fresh.',
    price: 30,
    qty: 2,
    unit: 'kg',
    family_id: vegetables,
    expires_at: inDays(3),
    ...overrides,
  });

  it('shows anyone the detail, with rounded coordinates and a distance from the viewer', async () => {
    const created = await createPost(t, seller, { ...exact, description: 'Bagong pitas.' });
    // Others see the public point (150 to 350 m off), rounded, and the distance to it.
    const shown = await publicPointOf(t, created.id);
    const rounded = { lat: roundCoordinate(shown.lat), lng: roundCoordinate(shown.lng) };
    for (const viewer of [undefined, buyer]) {
      const res = await detail(created.id, viewer, `?lat=${MANILA.lat}&lng=${MANILA.lng}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: created.id,
        description: 'Bagong pitas.',
        ...rounded,
        distance_km: roundKm(haversineKm(MANILA, shown)),
        family: { id: vegetables },
        category: { name: 'Vegetables' },
        author: { id: seller.id, username: seller.username, display_name: 'Aling Nena' },
        permissions: NONE,
      });
    }
    expect((await detail(created.id)).json().distance_km).toBeNull();
    const own = (await detail(created.id, seller, `?lat=${MANILA.lat}&lng=${MANILA.lng}`)).json();
    expect(own).toMatchObject({
      ...exact,
      distance_km: 0.6,
      permissions: { edit: true, cancel: true, complete: true, delete: true },
    });
  });

  it('shows the seller’s contacts to signed-in buyers, only when the seller shows them', async () => {
    const contacts = { whatsapp_number: '+639171234567', facebook_username: 'aling.nena' };
    const profile = (body: object) => patch(t.app, '/api/me/profile', body, seller.token);
    expect((await profile({ ...contacts, show_contact_on_posts: false })).statusCode).toBe(200);
    const { id } = await createPost(t, seller);
    expect((await detail(id, buyer)).json().author).toMatchObject({
      whatsapp_number: null,
      facebook_username: null,
    });
    await profile({ show_contact_on_posts: true });
    // Visitors log in first (issue 21).
    expect((await detail(id)).json().author).toMatchObject({
      whatsapp_number: null,
      facebook_username: null,
    });
    expect((await detail(id, buyer)).json().author).toMatchObject(contacts);
    await profile({ show_contact_on_posts: false });
  });

  it('answers 404 “Post not found.” for a post that does not exist', async () => {
    for (const res of [
      await detail('no-such-post'),
      await detail('00000000-0000-4000-8000-000000000000', buyer),
      await edit('no-such-post', editBody(), seller),
      await act('no-such-post', 'cancel', seller),
      await act('no-such-post', 'complete', seller),
      await del(t, '/api/posts/no-such-post', seller.token),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
  });

  it('lets the seller edit every field; the location stays unless sent', async () => {
    const created = await createPost(t, seller, exact);
    const fruit = await familyId(t, 'fruits');
    const res = await edit(
      created.id,
      editBody({ title: '  Saging na saba ', family_id: fruit, unit: 'pc', price: 0, qty: 12 }),
      seller,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Saging na saba',
      description: 'Still fresh.',
      price: 0,
      qty: 12,
      unit: 'pc',
      family_id: fruit,
      category: { name: 'Fruits' },
      ...exact,
      status: 'active',
    });
    const before = await publicPointOf(t, created.id);
    const moved = await edit(created.id, editBody({ lat: 10.3157, lng: 123.8854 }), seller);
    expect(moved.json()).toMatchObject({ lat: 10.3157, lng: 123.8854 });
    // Moving the post draws a new public point around the new place.
    const shown = await publicPointOf(t, created.id);
    expect(shown).not.toEqual(before);
    expect(haversineKm(shown, { lat: 10.3157, lng: 123.8854 })).toBeLessThanOrEqual(0.35 + 1e-9);
    expect((await detail(created.id)).json()).toMatchObject({
      title: 'Kangkong, updated',
      lat: roundCoordinate(shown.lat),
      lng: roundCoordinate(shown.lng),
    });
  });

  it('validates an edit with the shared schema, naming the body’s own fields', async () => {
    const { id } = await createPost(t, seller);
    const cases: Array<[object, Record<string, string>]> = [
      [
        {},
        {
          title: 'errors.requiredTitle',
          price: 'errors.priceRequired',
          qty: 'errors.qtyRequired',
          unit: 'errors.unitRequired',
          family_id: 'errors.requiredFamily',
          expires_at: 'errors.expiresRequired',
        },
      ],
      [
        editBody({ title: ' ', price: -1, qty: 100000.01 }),
        {
          title: 'errors.requiredTitle',
          price: 'errors.priceNegative',
          qty: 'errors.qtyTooLarge',
        },
      ],
      [editBody({ expires_at: inDays(-1) }), { expires_at: 'errors.expiresPast' }],
      [editBody({ expires_at: inDays(45) }), { expires_at: 'errors.expiresTooFar' }],
      [editBody({ lat: 14.6 }), { lat: 'errors.locationInvalid' }],
      [editBody({ family_id: 999_999 }), { family_id: 'errors.requiredFamily' }],
      [editBody({ unit: 'dozen' }), { unit: 'errors.unitInvalid' }],
    ];
    for (const [body, fields] of cases) {
      const res = await edit(id, body, seller);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({
        error: 'Please fix the highlighted fields.',
        code: 'validation_failed',
        fields,
      });
    }
    expect((await postRow(t, id))?.title).toBe('Fresh kangkong');
  });

  it('always accepts the post’s current unit, even outside the new category’s units', async () => {
    const eggs = await familyId(t, 'eggs');
    const { id } = await createPost(t, seller, { familyId: eggs, unit: 'dozen' });
    // Vegetables take kg, g, bunch; the post's own 'dozen' stays allowed.
    const res = await edit(id, editBody({ family_id: vegetables, unit: 'dozen' }), seller);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ unit: 'dozen', family_id: vegetables });
    // Another unit outside the table is still refused.
    const other = await edit(id, editBody({ family_id: vegetables, unit: 'pc' }), seller);
    expect(other.json().fields).toEqual({ unit: 'errors.unitInvalid' });
  });

  it('lets only the seller edit, cancel, complete or delete', async () => {
    const { id } = await createPost(t, seller);
    for (const res of [
      await edit(id, editBody(), buyer),
      await act(id, 'cancel', buyer),
      await act(id, 'complete', buyer),
      await del(t, `/api/posts/${id}`, buyer.token),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(NOT_YOURS);
    }
    for (const res of [
      await edit(id, editBody()),
      await act(id, 'cancel'),
      await act(id, 'complete'),
      await del(t, `/api/posts/${id}`),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED);
    }
    expect(await postRow(t, id)).toMatchObject({ status: 'active', title: 'Fresh kangkong' });
  });

  it('cancels an active post: hidden, seen only by its seller, final', async () => {
    const { id } = await createPost(t, seller);
    const res = await act(id, 'cancel', seller);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'hidden',
      permissions: { edit: false, cancel: false, complete: false, delete: true },
    });
    expect((await postRow(t, id))?.closed_at).toEqual(expect.any(String));
    expect((await detail(id, seller)).json()).toMatchObject({ status: 'hidden' });
    for (const res of [
      await detail(id),
      await detail(id, buyer),
      await edit(id, editBody(), buyer),
      await act(id, 'cancel', buyer),
      await del(t, `/api/posts/${id}`, buyer.token),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    for (const res of [
      await act(id, 'cancel', seller),
      await act(id, 'complete', seller),
      await edit(id, editBody(), seller),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(NOT_EDITABLE);
    }
    expect(await postRow(t, id)).toMatchObject({ status: 'hidden', title: 'Fresh kangkong' });
  });

  it('completes an active post: sold, readable by everyone, final', async () => {
    const { id } = await createPost(t, seller);
    const res = await act(id, 'complete', seller);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed' });
    for (const viewer of [undefined, buyer]) {
      const read = await detail(id, viewer);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ status: 'completed', permissions: NONE });
    }
    for (const res of [
      await act(id, 'complete', seller),
      await act(id, 'cancel', seller),
      await edit(id, editBody(), seller),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(NOT_EDITABLE);
    }
    expect(await postRow(t, id)).toMatchObject({ status: 'completed', title: 'Fresh kangkong' });
  });

  it('deletes a post of the seller in any state', async () => {
    const posts = await Promise.all([1, 2, 3].map(() => createPost(t, seller)));
    const [active, canceled, sold] = posts.map((created) => created.id) as [string, string, string];
    await act(canceled, 'cancel', seller);
    await act(sold, 'complete', seller);
    for (const id of [active, canceled, sold]) {
      const res = await del(t, `/api/posts/${id}`, seller.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(await postRow(t, id)).toBeUndefined();
      expect((await detail(id, seller)).statusCode).toBe(404);
      expect((await del(t, `/api/posts/${id}`, seller.token)).statusCode).toBe(404);
    }
  });
});
