import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { get, patch, signUpAndConfirm, type SignedInUser } from '../../test/users';

const ME = '/api/me/profile';

describe.each(testEngines)('public profiles on %s', (engine) => {
  let t: TestApp;
  let shy: SignedInUser;
  let open: SignedInUser;
  let viewer: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp(engine);
    [shy, open, viewer] = [
      await signUpAndConfirm(t, { username: `Shy.${Date.now() % 1e6}` }),
      await signUpAndConfirm(t),
      await signUpAndConfirm(t),
    ];
    const contacts = { phone: '0917 000 0000', whatsapp_number: '09171234567', search_range_km: 7 };
    await patch(t.app, ME, { ...contacts, facebook_username: 'shy.one' }, shy.token);
    await patch(
      t.app,
      ME,
      { ...contacts, facebook_username: 'open.one', show_contact_on_posts: true },
      open.token,
    );
  });
  afterAll(async () => t?.close());

  const PUBLIC_KEYS = [
    'created_at',
    'display_name',
    'facebook_username',
    'id',
    'is_admin',
    'photo_url',
    'reputation',
    'show_contact_on_posts',
    'suki_count',
    'username',
    'whatsapp_number',
  ];

  it('shows a profile by id to visitors, without email, phone or hidden contacts', async () => {
    const res = await get(t.app, `/api/profiles/${shy.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // One profile also says whether a block stands between it and the viewer (issue 12).
    expect(Object.keys(body).sort()).toEqual([...PUBLIC_KEYS, 'blocked'].sort());
    expect(body).toMatchObject({
      blocked: false,
      id: shy.id,
      username: shy.username,
      whatsapp_number: null,
      facebook_username: null,
      show_contact_on_posts: false,
    });
    expect(res.body).not.toContain(shy.email);
    expect(res.body).not.toContain('0917 000');
    expect(res.body).not.toContain('9171234567');
    expect(res.body).not.toContain('shy.one');
  });

  it('shows WhatsApp and Facebook only when the owner chose to show them', async () => {
    const res = await get(t.app, `/api/profiles/${open.id}`, viewer.token);
    expect(res.json()).toMatchObject({
      whatsapp_number: '+639171234567',
      facebook_username: 'open.one',
      show_contact_on_posts: true,
    });
    expect(res.json()).not.toHaveProperty('phone');
    expect(res.json()).not.toHaveProperty('email');
    expect(res.json()).not.toHaveProperty('search_range_km');
  });

  it('finds a profile by username in any case, on both paths', async () => {
    for (const name of [shy.username, shy.username.toUpperCase(), shy.username.toLowerCase()]) {
      const byPath = await get(t.app, `/api/profiles/${encodeURIComponent(name)}`);
      expect(byPath.statusCode).toBe(200);
      expect(byPath.json().id).toBe(shy.id);
      const byQuery = await get(
        t.app,
        `/api/profiles/by-username?username=${encodeURIComponent(name)}`,
      );
      expect(byQuery.statusCode).toBe(200);
      expect(byQuery.json()).toEqual(byPath.json());
    }
  });

  it('answers unknown ids and usernames 404 not_found', async () => {
    for (const url of [
      '/api/profiles/00000000-0000-4000-8000-000000000000',
      '/api/profiles/nobody.here',
      '/api/profiles/by-username?username=nobody.here',
    ]) {
      const res = await get(t.app, url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Profile not found.', code: 'not_found' });
    }
    const missing = await get(t.app, '/api/profiles/by-username');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'Please fix the highlighted fields.',
      code: 'validation_failed',
      fields: { username: 'errors.invalid' },
    });
  });

  it('lists profiles by ids for signed-in users only, skipping unknown and repeated ids', async () => {
    const ids = [shy.id, open.id, shy.id, '00000000-0000-4000-8000-000000000000'].join(',');
    const visitor = await get(t.app, `/api/profiles?ids=${ids}`);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('unauthorized');

    const res = await get(t.app, `/api/profiles?ids=${ids}`, viewer.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<Record<string, unknown>>;
    expect(data.map((p) => p.id).sort()).toEqual([shy.id, open.id].sort());
    for (const profile of data) expect(Object.keys(profile).sort()).toEqual(PUBLIC_KEYS);
    expect(data.find((p) => p.id === shy.id)).toMatchObject({ whatsapp_number: null });
    expect(data.find((p) => p.id === open.id)).toMatchObject({ whatsapp_number: '+639171234567' });
    expect(res.body).not.toContain('@example.com');

    expect((await get(t.app, '/api/profiles?ids=', viewer.token)).json()).toEqual({ data: [] });
  });

  it('refuses a missing ids list and more than 100 ids', async () => {
    const missing = await get(t.app, '/api/profiles', viewer.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'Please fix the highlighted fields.',
      code: 'validation_failed',
      fields: { ids: 'errors.invalid' },
    });
    const many = Array.from({ length: 101 }, (_, i) => `id${i}`).join(',');
    const tooMany = await get(t.app, `/api/profiles?ids=${many}`, viewer.token);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'validation_failed',
      fields: { ids: 'errors.invalid' },
    });
  });
});
