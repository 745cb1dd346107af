import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import {
  ageCodes,
  codeFor,
  latestCode,
  readSms,
  signUpByPhone,
  uniquePhone,
} from '../../test/phones';
import { get, patch, post } from '../../test/users';
import { countSms } from '../../platform/sms/daily-count';

// Signing in and up with a mobile number (issue 37): the new-number path, the existing-account
// path, and every refusal of a code.

const METRICS_TOKEN = 'metrics-token-for-phone-tests';

describe.each(testEngines)('sign-in by SMS code on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      publicUrl: 'https://palengke.example',
      metricsToken: METRICS_TOKEN,
    });
  });
  afterAll(() => t.close());

  /** Database queries the server made so far (its query-time histogram's count). */
  async function queriesSoFar() {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    return Number(
      res.body.match(/^palengke_db_query_duration_seconds_count(?:\{[^}]*\})? (\d+)/m)?.[1],
    );
  }

  it('signs a new number up: code by SMS, sign-up token, account without e-mail', async () => {
    const phone = uniquePhone();
    const local = `0${phone.slice(3, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}`;
    const res = await post(t.app, '/api/auth/phone/code', { phone: local });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true, resend_after_s: 60 });

    const code = await latestCode(t, phone);
    const [sms] = readSms(t, phone);
    expect(sms).toMatchObject({ kind: 'sms', to: phone, created_at: expect.any(String) });
    expect(sms!.text).toBe(
      `Palengke code: ${code}. Valid 10 minutes. Never share it.\n\n@palengke.example #${code}`,
    );
    // The code is only ever in the SMS.
    expect(res.body).not.toContain(code);

    const verify = await post(t.app, '/api/auth/phone/verify', { phone: local, code });
    expect(verify.statusCode).toBe(200);
    const { signup_token } = verify.json() as { signup_token: string };
    expect(Object.keys(verify.json())).toEqual(['signup_token']);

    const signup = await post(t.app, '/api/auth/phone/signup', {
      signup_token,
      username: 'lola.nena1',
      display_name: 'Lola Nena',
    });
    expect(signup.statusCode).toBe(201);
    const session = signup.json() as { token: string; user: Record<string, unknown> };
    expect(session.user).toEqual({
      id: expect.any(String),
      email: null,
      login_phone: phone,
      phone_verified: true,
      has_password: false,
    });
    const profile = (await get(t.app, '/api/me/profile', session.token)).json();
    expect(profile).toMatchObject({
      email: null,
      phone,
      login_phone: phone,
      phone_verified: true,
      has_password: false,
      username: 'lola.nena1',
    });
    const settings = (await get(t.app, '/api/me/notifications', session.token)).json();
    expect(settings.sms).toBe(true);

    // The token is single use; the code too.
    const again = await post(t.app, '/api/auth/phone/signup', {
      signup_token,
      username: 'lola.nena2',
    });
    expect(again.json().code).toBe('invalid_token');
    const reused = await post(t.app, '/api/auth/phone/verify', { phone, code });
    expect(reused.json().code).toBe('code_expired');

    // Others never see the number.
    const visitor = await get(t.app, '/api/profiles/by-username?username=lola.nena1');
    expect(visitor.body).not.toContain(phone.slice(3));
  });

  it('signs an existing account in, and keeps the sign-in number apart from the phone field', async () => {
    const user = await signUpByPhone(t);
    const code = await codeFor(t, user.phone);
    const res = await post(t.app, '/api/auth/phone/verify', { phone: user.phone, code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      token: expect.any(String),
      user: { id: user.id, login_phone: user.phone },
      deletion_canceled: false,
    });

    const edited = await patch(t.app, '/api/me/profile', { phone: '0918 000 0000' }, user.token);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ login_phone: user.phone, phone_verified: false });
  });

  it('refuses what is not a Philippine mobile number with the field message key', async () => {
    for (const phone of ['02 8123 4567', '+1 415 555 0100', '0917 123', '']) {
      const res = await post(t.app, '/api/auth/phone/code', { phone });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        fields: { phone: 'errors.mobileInvalid' },
      });
    }
  });

  it('answers a number with an account and a new number alike', async () => {
    const member = await signUpByPhone(t);
    const stranger = uniquePhone();
    await ageCodes(t, member.phone, 86_400_000 * 2);
    const before = { member: readSms(t, member.phone).length, stranger: 0 };
    const start = await queriesSoFar();
    const a = await post(t.app, '/api/auth/phone/code', { phone: member.phone });
    const middle = await queriesSoFar();
    const b = await post(t.app, '/api/auth/phone/code', { phone: stranger });
    const end = await queriesSoFar();
    expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
    // The same work, query for query: the time an answer takes says nothing either.
    expect(middle - start).toBeGreaterThan(0);
    expect(end - middle).toBe(middle - start);
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
    await t.app.notifications.drain();
    // The same work either way: one SMS each.
    expect(readSms(t, member.phone).length - before.member).toBe(1);
    expect(readSms(t, stranger).length - before.stranger).toBe(1);
  });

  it('sends one code a minute, five an hour and ten a day per number', async () => {
    const phone = uniquePhone();
    const ask = () => post(t.app, '/api/auth/phone/code', { phone });
    expect((await ask()).statusCode).toBe(202);
    const minute = await ask();
    expect(minute.statusCode).toBe(429);
    expect(minute.json().code).toBe('rate_limited');
    expect(Number(minute.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(minute.headers['retry-after'])).toBeLessThanOrEqual(60);

    for (let i = 0; i < 4; i++) {
      await ageCodes(t, phone, 61_000);
      expect((await ask()).statusCode).toBe(202);
    }
    await ageCodes(t, phone, 61_000);
    const hour = await ask();
    expect(hour.statusCode).toBe(429);
    expect(Number(hour.headers['retry-after'])).toBeGreaterThan(60);

    for (let i = 0; i < 5; i++) {
      await ageCodes(t, phone, 3_601_000);
      expect((await ask()).statusCode).toBe(202);
    }
    await ageCodes(t, phone, 3_601_000);
    const day = await ask();
    expect(day.statusCode).toBe(429);
    expect(Number(day.headers['retry-after'])).toBeGreaterThan(3_600);
  });

  it('limits one client address to ten codes an hour', async () => {
    const ask = (phone: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/phone/code',
        payload: { phone },
        remoteAddress: '10.99.99.99',
      });
    for (let i = 0; i < 10; i++) expect((await ask(uniquePhone())).statusCode).toBe(202);
    const refused = await ask(uniquePhone());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('ends a code after five wrong tries, after ten minutes, and when a new one is sent', async () => {
    const phone = uniquePhone();
    const code = await codeFor(t, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post(t.app, '/api/auth/phone/verify', { phone, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_code');
    }
    const right = await post(t.app, '/api/auth/phone/verify', { phone, code });
    expect(right.json().code).toBe('code_expired');

    await ageCodes(t, phone, 2 * 86_400_000);
    const ask = () => post(t.app, '/api/auth/phone/code', { phone });
    expect((await ask()).statusCode).toBe(202);
    const older = await latestCode(t, phone);
    await ageCodes(t, phone, 61_000);
    expect((await ask()).statusCode).toBe(202);
    const newer = await latestCode(t, phone);
    if (older !== newer) {
      const old = await post(t.app, '/api/auth/phone/verify', { phone, code: older });
      expect(old.json().code).toBe('code_expired');
    }
    await ageCodes(t, phone, 10 * 60_000);
    const late = await post(t.app, '/api/auth/phone/verify', { phone, code: newer });
    expect(late.json().code).toBe('code_expired');
  });

  it('keeps codes hashed and never answers with one', async () => {
    const phone = uniquePhone();
    const code = await codeFor(t, phone);
    const rows = await t.app.database.db
      .selectFrom('sms_codes')
      .select('code_hash')
      .where('phone', '=', phone)
      .execute();
    expect(rows.length).toBe(1);
    expect(rows[0]!.code_hash).not.toContain(code);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('forgets codes past two days, and numbers that never became an account', async () => {
    const phone = uniquePhone();
    await codeFor(t, phone);
    await ageCodes(t, phone, 2 * 86_400_000 + 60_000);
    await t.app.jobs.find((job) => job.name === 'forget-sms-records')!.run();
    const rows = await t.app.database.db
      .selectFrom('sms_codes')
      .select('id')
      .where('phone', '=', phone)
      .execute();
    expect(rows).toEqual([]);
  });

  it('answers a banned account 403 banned', async () => {
    const user = await signUpByPhone(t);
    const until = new Date(Date.now() + 86_400_000).toISOString();
    await t.app.database.db
      .updateTable('users')
      .set({ banned_until: until })
      .where('id', '=', user.id)
      .execute();
    const code = await codeFor(t, user.phone);
    const res = await post(t.app, '/api/auth/phone/verify', { phone: user.phone, code });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('banned');
  });

  it('holds a phone sign-up to the username rules', async () => {
    const taken = await signUpByPhone(t);
    const phone = uniquePhone();
    const code = await codeFor(t, phone);
    const { signup_token } = (await post(t.app, '/api/auth/phone/verify', { phone, code })).json();
    const bad = await post(t.app, '/api/auth/phone/signup', { signup_token, username: 'a b' });
    expect(bad.json().code).toBe('invalid_username');
    const clash = await post(t.app, '/api/auth/phone/signup', {
      signup_token,
      username: taken.username.toUpperCase(),
    });
    expect([clash.statusCode, clash.json().code]).toEqual([409, 'username_taken']);
    // The token survives a refused username.
    const ok = await post(t.app, '/api/auth/phone/signup', { signup_token, username: 'nena.ok' });
    expect(ok.statusCode).toBe(201);
  });
});

describe.each(testEngines)('SMS_DAILY_LIMIT on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { smsDailyLimit: 2 });
  });
  afterAll(() => t.close());

  it('answers 503 sms_unavailable past the server-wide daily cap', async () => {
    expect((await post(t.app, '/api/auth/phone/code', { phone: uniquePhone() })).statusCode).toBe(
      202,
    );
    expect((await post(t.app, '/api/auth/phone/code', { phone: uniquePhone() })).statusCode).toBe(
      202,
    );
    const refused = await post(t.app, '/api/auth/phone/code', { phone: uniquePhone() });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe('sms_unavailable');
    await t.app.notifications.drain();
    expect(readSms(t).length).toBe(2);
    // The refusal that passed the limit was the one to warn; later ones do not warn again.
    const next = await countSms(t.app.database.db, 2);
    expect(next).toEqual({ allowed: false, firstOver: false, count: 4 });
  });
});
