import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERTS_PER_USER_MAX } from '@core/constants';
import { del, familyId, MANILA, setBan } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { get, patch, post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// Saved food alerts through the API: create, list, pause, delete, what is refused, the limit,
// and that nobody else can see or touch someone's alerts.

const SUMMARY = 'Please fix the highlighted fields.';

describe.each(testEngines)('food alerts on %s', (engine) => {
  let t: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await signUpAndConfirm(t);
    other = await signUpAndConfirm(t);
  });
  afterAll(async () => t?.close());

  const create = (user: SignedInUser | undefined, body: object) =>
    post(t.app, '/api/alerts', body, user?.token);
  const list = async (user: SignedInUser) =>
    ((await get(t.app, '/api/alerts', user.token)).json() as { data: Array<{ id: string }> }).data;

  it('saves an alert with every field and lists the caller’s alerts newest first', async () => {
    const eggs = await familyId(t, 'eggs');
    const full = await create(owner, {
      search: '  itlog ',
      familyIds: [eggs, eggs],
      maxPrice: 10,
      lat: MANILA.lat,
      lng: MANILA.lng,
      rangeKm: 3,
    });
    expect(full.statusCode).toBe(201);
    expect(full.json()).toEqual({
      id: expect.any(String),
      search: 'itlog',
      family_ids: [eggs],
      max_price: 10,
      lat: MANILA.lat,
      lng: MANILA.lng,
      range_km: 3,
      paused: false,
      created_at: expect.any(String),
      last_matched_at: null,
    });
    const bare = await create(owner, { lat: 14.6, lng: 121, rangeKm: 50, maxPrice: 0 });
    expect(bare.json()).toMatchObject({ search: null, family_ids: null, max_price: 0 });
    expect((await list(owner)).map((alert) => alert.id)).toEqual([bare.json().id, full.json().id]);
    expect(await list(other)).toEqual([]);
  });

  it('pauses, resumes and deletes an alert', async () => {
    const { id } = (await create(owner, { lat: 14.6, lng: 121, rangeKm: 5 })).json();
    const paused = await patch(t.app, `/api/alerts/${id}`, { paused: true }, owner.token);
    expect(paused.json()).toMatchObject({ id, paused: true });
    const resumed = await patch(t.app, `/api/alerts/${id}`, { paused: false }, owner.token);
    expect(resumed.json()).toMatchObject({ id, paused: false });
    const removed = await del(t, `/api/alerts/${id}`, owner.token);
    expect(removed.json()).toEqual({ ok: true });
    expect((await list(owner)).map((alert) => alert.id)).not.toContain(id);
  });

  it('answers 404 for someone else’s alert, changing nothing', async () => {
    const { id } = (await create(owner, { lat: 14.6, lng: 121, rangeKm: 5 })).json();
    for (const res of [
      await patch(t.app, `/api/alerts/${id}`, { paused: true }, other.token),
      await del(t, `/api/alerts/${id}`, other.token),
      await patch(t.app, '/api/alerts/no-such-alert', { paused: true }, owner.token),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Alert not found.', code: 'not_found' });
    }
    expect((await list(owner)).find((alert) => alert.id === id)).toMatchObject({ paused: false });
  });

  it.each([
    [{ lat: 14.6, lng: 121 }, { rangeKm: 'errors.searchRangeInvalid' }],
    [{ lat: 14.6, lng: 121, rangeKm: 0.5 }, { rangeKm: 'errors.searchRangeInvalid' }],
    [{ lat: 14.6, lng: 121, rangeKm: 51 }, { rangeKm: 'errors.searchRangeInvalid' }],
    [{ lng: 121, rangeKm: 5 }, { lat: 'errors.locationRequired' }],
    [{ lat: 91, lng: 121, rangeKm: 5 }, { lat: 'errors.locationInvalid' }],
    [{ lat: 14.6, lng: 'east', rangeKm: 5 }, { lng: 'errors.locationInvalid' }],
    [{ lat: 14.6, lng: 121, rangeKm: 5, search: 'x'.repeat(101) }, { search: 'errors.invalid' }],
    [{ lat: 14.6, lng: 121, rangeKm: 5, maxPrice: -1 }, { maxPrice: 'errors.priceNegative' }],
    [{ lat: 14.6, lng: 121, rangeKm: 5, maxPrice: 100001 }, { maxPrice: 'errors.priceTooHigh' }],
    [
      { lat: 14.6, lng: 121, rangeKm: 5, familyIds: [99999] },
      { familyIds: 'errors.requiredFamily' },
    ],
    [{ lat: 14.6, lng: 121, rangeKm: 5, familyIds: 'eggs' }, { familyIds: 'errors.invalid' }],
  ])('refuses %j with validation_failed and %j', async (body, fields) => {
    const before = (await list(owner)).length;
    const res = await create(owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: SUMMARY, code: 'validation_failed', fields });
    expect(await list(owner)).toHaveLength(before);
  });

  it(`keeps at most ${ALERTS_PER_USER_MAX} alerts a person: the next answers 409 alert_limit`, async () => {
    const busy = await signUpAndConfirm(t);
    const saves = await Promise.all(
      Array.from({ length: ALERTS_PER_USER_MAX + 2 }, () =>
        create(busy, { lat: 14.6, lng: 121, rangeKm: 5 }),
      ),
    );
    const codes = saves.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(ALERTS_PER_USER_MAX);
    const refused = saves.filter((res) => res.statusCode === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.json()).toEqual({
      error: `You can have at most ${ALERTS_PER_USER_MAX} alerts. Delete one to add another.`,
      code: 'alert_limit',
    });
    expect(await list(busy)).toHaveLength(ALERTS_PER_USER_MAX);
  });

  it('answers visitors 401 and banned people 403', async () => {
    const banned = await signUpAndConfirm(t);
    await setBan(t, banned.id, new Date(Date.now() + 86_400_000));
    for (const user of [undefined, banned]) {
      for (const res of [
        await create(user, { lat: 14.6, lng: 121, rangeKm: 5 }),
        await get(t.app, '/api/alerts', user?.token),
      ]) {
        expect(res.statusCode).toBe(user ? 403 : 401);
      }
    }
  });
});
