import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { get, patch, signUpAndConfirm } from '../../test/users';

const ME = '/api/me/profile';

describe.each(testEngines)('own profile on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  const userRow = (id: string) =>
    t.app.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('answers the caller’s own profile with every SPEC §3 field', async () => {
    const user = await signUpAndConfirm(t);
    const res = await get(t.app, ME, user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      username: user.username,
      email: user.email,
      display_name: user.display_name,
      phone: null,
      photo_url: null,
      search_range_km: null,
      reputation: 0,
      is_admin: false,
      banned_until: null,
      whatsapp_number: null,
      facebook_username: null,
      show_contact_on_posts: false,
      suki_count: 0,
      created_at: expect.any(String),
      // Not in SPEC §3: the language notifications are written in (the notifications issue).
      language: 'en',
      // Not in SPEC §3: the account's ways in (issue 37).
      login_phone: null,
      phone_verified: false,
      has_password: true,
    });
  });

  it('answers visitors and unknown tokens 401 on read and change', async () => {
    for (const res of [
      await get(t.app, ME),
      await get(t.app, ME, 'not-a-token'),
      await patch(t.app, ME, { display_name: 'X' }),
      await patch(t.app, ME, { display_name: 'X' }, 'not-a-token'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'You must be logged in to continue.',
        code: 'unauthorized',
      });
    }
  });

  it('changes every settings field, normalising WhatsApp to E.164', async () => {
    const user = await signUpAndConfirm(t);
    const res = await patch(
      t.app,
      ME,
      {
        display_name: '  Aling Nena  ',
        phone: '+63 (2) 8123-4567',
        search_range_km: 12,
        whatsapp_number: '0917 123 4567',
        facebook_username: ' nena.sari.sari ',
        show_contact_on_posts: true,
      },
      user.token,
    );
    expect(res.statusCode).toBe(200);
    const expected = {
      display_name: 'Aling Nena',
      phone: '+63 (2) 8123-4567',
      search_range_km: 12,
      whatsapp_number: '+639171234567',
      facebook_username: 'nena.sari.sari',
      show_contact_on_posts: true,
    };
    expect(res.json()).toMatchObject({ id: user.id, email: user.email, ...expected });
    expect((await get(t.app, ME, user.token)).json()).toMatchObject(expected);
  });

  it.each([
    ['+1 (415) 555-2671', '+14155552671'],
    ['00 44 20 7946 0958', '+442079460958'],
    ['917-123-4567', '+639171234567'],
    ['+12345678', '+12345678'],
    ['+123456789012345', '+123456789012345'],
  ])('stores the WhatsApp number %j as %j', async (input, stored) => {
    const user = await signUpAndConfirm(t);
    const res = await patch(t.app, ME, { whatsapp_number: input }, user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().whatsapp_number).toBe(stored);
    expect((await userRow(user.id)).whatsapp_number).toBe(stored);
  });

  it('changes only the fields sent, and clears nullable ones with blank or null', async () => {
    const user = await signUpAndConfirm(t);
    const first = await patch(
      t.app,
      ME,
      {
        phone: '0917',
        whatsapp_number: '+639171234567',
        facebook_username: 'juan.dc',
        search_range_km: 5,
      },
      user.token,
    );
    expect(first.statusCode).toBe(200);
    const onlyPhone = await patch(t.app, ME, { phone: '0918' }, user.token);
    expect(onlyPhone.json()).toMatchObject({
      display_name: user.display_name,
      phone: '0918',
      whatsapp_number: '+639171234567',
      facebook_username: 'juan.dc',
      search_range_km: 5,
    });
    const cleared = await patch(
      t.app,
      ME,
      {
        display_name: '   ',
        phone: '',
        whatsapp_number: ' ',
        facebook_username: '',
        search_range_km: null,
      },
      user.token,
    );
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      display_name: null,
      phone: null,
      whatsapp_number: null,
      facebook_username: null,
      search_range_km: null,
    });
    const empty = await patch(t.app, ME, {}, user.token);
    expect(empty.statusCode).toBe(200);
  });

  it.each([
    [{ search_range_km: 0 }, 'search_range_km', 'errors.searchRangeInvalid'],
    [{ search_range_km: 51 }, 'search_range_km', 'errors.searchRangeInvalid'],
    [{ search_range_km: '10' }, 'search_range_km', 'errors.searchRangeInvalid'],
    [{ search_range_km: 2.5 }, 'search_range_km', 'errors.searchRangeInvalid'],
    [{ whatsapp_number: '1234567' }, 'whatsapp_number', 'errors.whatsappInvalid'],
    [{ whatsapp_number: '+1234567890123456' }, 'whatsapp_number', 'errors.whatsappInvalid'],
    [{ whatsapp_number: '+0123456789' }, 'whatsapp_number', 'errors.whatsappInvalid'],
    [{ whatsapp_number: 'call me' }, 'whatsapp_number', 'errors.whatsappInvalid'],
    [
      { facebook_username: 'https://facebook.com/juan' },
      'facebook_username',
      'errors.facebookInvalid',
    ],
    [{ facebook_username: 'www.facebook.com/juan' }, 'facebook_username', 'errors.facebookInvalid'],
    [{ facebook_username: 'fb.com/juan' }, 'facebook_username', 'errors.facebookInvalid'],
    [{ facebook_username: 'juan_dc' }, 'facebook_username', 'errors.facebookInvalid'],
    [{ facebook_username: 'juan dc' }, 'facebook_username', 'errors.facebookInvalid'],
    [{ display_name: 'x'.repeat(61) }, 'display_name', 'errors.displayNameTooLong'],
    [{ phone: 'call me' }, 'phone', 'errors.phoneInvalid'],
    [{ show_contact_on_posts: 'yes' }, 'show_contact_on_posts', 'errors.invalid'],
    [{ photo_url: 'javascript:alert(1)' }, 'photo_url', 'errors.imageInvalid'],
  ])('refuses %j with the i18n key of the field', async (body, field, key) => {
    const user = await signUpAndConfirm(t);
    const before = await userRow(user.id);
    const res = await patch(t.app, ME, body, user.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Please fix the highlighted fields.',
      code: 'validation_failed',
      fields: { [field]: key },
    });
    expect(await userRow(user.id)).toEqual(before);
  });

  it('writes nothing when one field of a PATCH is invalid', async () => {
    const user = await signUpAndConfirm(t);
    await patch(t.app, ME, { whatsapp_number: '+639171234567' }, user.token);
    const before = await userRow(user.id);
    const res = await patch(
      t.app,
      ME,
      { display_name: 'Valid Name', search_range_km: 10, whatsapp_number: '12' },
      user.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ whatsapp_number: 'errors.whatsappInvalid' });
    expect(await userRow(user.id)).toEqual(before);
  });

  it('ignores keys that may not be changed (is_admin, username, email, reputation, ban)', async () => {
    const user = await signUpAndConfirm(t);
    const res = await patch(
      t.app,
      ME,
      {
        id: '00000000-0000-4000-8000-000000000000',
        is_admin: true,
        username: 'hijacked',
        email: 'other@example.com',
        reputation: 99,
        banned_until: null,
        deletion_requested_at: null,
        password_hash: 'x',
        display_name: 'Still Me',
      },
      user.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      is_admin: false,
      reputation: 0,
      display_name: 'Still Me',
    });
    const row = await userRow(user.id);
    expect(row).toMatchObject({ id: user.id, username: user.username, email: user.email });
    expect(Boolean(row.is_admin)).toBe(false);
    expect(row.password_hash).not.toBe('x');
  });

  it('answers a body that is not a JSON object with the error shape', async () => {
    const user = await signUpAndConfirm(t);
    const list = await patch(t.app, ME, [{ display_name: 'x' }], user.token);
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual({
      error: 'Please fix the highlighted fields.',
      code: 'validation_failed',
      fields: { _: 'errors.invalid' },
    });

    const broken = await t.app.inject({
      method: 'PATCH',
      url: ME,
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      payload: '{"display_name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: expect.any(String), code: 'bad_request' });
  });
});
