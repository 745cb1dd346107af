import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { post, signUpAndConfirm } from '../../test/users';

const REGISTER = '/api/devices/register';
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0';

describe.each(testEngines)('device registration on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  const devicesOf = (userId: string) =>
    t.app.database.db
      .selectFrom('devices')
      .select(['device_id', 'user_agent', 'created_at', 'last_seen_at'])
      .where('user_id', '=', userId)
      .orderBy('device_id')
      .execute();

  it('registers the caller’s device', async () => {
    const user = await signUpAndConfirm(t);
    const res = await post(
      t.app,
      REGISTER,
      { deviceId: 'dev-0001-abcd', userAgent: PHONE_UA },
      user.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await devicesOf(user.id)).toEqual([
      {
        device_id: 'dev-0001-abcd',
        user_agent: PHONE_UA,
        created_at: expect.any(String),
        last_seen_at: expect.any(String),
      },
    ]);
  });

  it('keeps one row per user and device, refreshing last_seen and the user agent', async () => {
    const user = await signUpAndConfirm(t);
    await post(t.app, REGISTER, { deviceId: 'dev-0002-abcd', userAgent: PHONE_UA }, user.token);
    const longAgo = new Date(Date.now() - 86_400_000).toISOString();
    await t.app.database.db
      .updateTable('devices')
      .set({ created_at: longAgo, last_seen_at: longAgo })
      .where('user_id', '=', user.id)
      .execute();

    const again = await post(
      t.app,
      REGISTER,
      { deviceId: 'dev-0002-abcd', userAgent: DESKTOP_UA },
      user.token,
    );
    expect(again.statusCode).toBe(200);
    const [row, ...rest] = await devicesOf(user.id);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ device_id: 'dev-0002-abcd', user_agent: DESKTOP_UA });
    expect(row!.created_at).toBe(longAgo);
    expect(Date.now() - new Date(row!.last_seen_at).getTime()).toBeLessThan(60_000);
  });

  it('keeps one row when the same device registers several times at once', async () => {
    const user = await signUpAndConfirm(t);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(t.app, REGISTER, { deviceId: 'dev-0003-abcd', userAgent: PHONE_UA }, user.token),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await devicesOf(user.id)).toHaveLength(1);
  });

  it('keeps devices of different users apart, and several devices per user', async () => {
    const [first, second] = [await signUpAndConfirm(t), await signUpAndConfirm(t)];
    await post(t.app, REGISTER, { deviceId: 'shared-device-1', userAgent: PHONE_UA }, first.token);
    await post(
      t.app,
      REGISTER,
      { deviceId: 'shared-device-1', userAgent: DESKTOP_UA },
      second.token,
    );
    await post(t.app, REGISTER, { deviceId: 'second-device-1' }, second.token);
    expect(await devicesOf(first.id)).toEqual([
      expect.objectContaining({ device_id: 'shared-device-1', user_agent: PHONE_UA }),
    ]);
    expect(await devicesOf(second.id)).toEqual([
      expect.objectContaining({ device_id: 'second-device-1', user_agent: null }),
      expect.objectContaining({ device_id: 'shared-device-1', user_agent: DESKTOP_UA }),
    ]);
  });

  it('answers visitors and unknown tokens 401 and stores nothing', async () => {
    const before = await t.app.database.db.selectFrom('devices').select('id').execute();
    for (const token of [undefined, 'not-a-token']) {
      const res = await post(
        t.app,
        REGISTER,
        { deviceId: 'dev-visitor-1', userAgent: PHONE_UA },
        token,
      );
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'You must be logged in to continue.',
        code: 'unauthorized',
      });
    }
    expect(await t.app.database.db.selectFrom('devices').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it.each([
    [{ userAgent: PHONE_UA }, { deviceId: 'errors.required' }],
    [{ deviceId: '', userAgent: PHONE_UA }, { deviceId: 'errors.invalid' }],
    [{ deviceId: '   short  ' }, { deviceId: 'errors.invalid' }],
    [{ deviceId: 12345678 }, { deviceId: 'errors.invalid' }],
    [{ deviceId: 'x'.repeat(101) }, { deviceId: 'errors.invalid' }],
    [{ deviceId: 'dev-0004-abcd', userAgent: 'x'.repeat(501) }, { userAgent: 'errors.invalid' }],
  ])('refuses %j with validation_failed and i18n keys %j', async (body, fields) => {
    const user = await signUpAndConfirm(t);
    const res = await post(t.app, REGISTER, body, user.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Please fix the highlighted fields.',
      code: 'validation_failed',
      fields,
    });
    expect(await devicesOf(user.id)).toEqual([]);
  });

  it('answers a form-encoded body with 415 and the error shape', async () => {
    const user = await signUpAndConfirm(t);
    const res = await t.app.inject({
      method: 'POST',
      url: REGISTER,
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'deviceId=dev-0005-abcd',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: 'Send the request body as JSON.',
      code: 'unsupported_media_type',
    });
  });
});
