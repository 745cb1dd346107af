import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { codeFor, latestCode, readSms, signUpByPhone, uniquePhone } from '../../test/phones';
import {
  get,
  linkToken,
  post,
  randomIp,
  signUpAndConfirm,
  waitForMail,
  type SignedInUser,
} from '../../test/users';

// One account, two doors (issue 37): an e-mail account adds a number, a phone account adds an
// e-mail and a password; changing and removing the number; resetting a password by SMS code.

describe.each(testEngines)('linking a number and an e-mail on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const removeNumber = (user: SignedInUser, payload?: object) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/me/phone',
      remoteAddress: randomIp(),
      headers: { authorization: `Bearer ${user.token}` },
      ...(payload ? { payload } : {}),
    });

  async function addNumber(user: SignedInUser, phone: string, password?: string) {
    const code = await codeFor(t, phone, user.token);
    return post(t.app, '/api/me/phone/verify', { phone, code, password }, user.token);
  }

  it('lets an e-mail account add a number and then sign in with it', async () => {
    const user = await signUpAndConfirm(t);
    const phone = uniquePhone();
    const res = await addNumber(user, phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: user.email,
      login_phone: phone,
      phone,
      phone_verified: true,
      has_password: true,
    });
    const code = await codeFor(t, phone);
    const signIn = await post(t.app, '/api/auth/phone/verify', { phone, code });
    expect(signIn.json().user.id).toBe(user.id);
    // E-mail accounts get no SMS notices unless they opt in.
    expect((await get(t.app, '/api/me/notifications', user.token)).json().sms).toBe(false);
  });

  it('answers 409 phone_taken for a number another account verified', async () => {
    const holder = await signUpByPhone(t);
    const other = await signUpAndConfirm(t);
    const res = await post(t.app, '/api/me/phone/code', { phone: holder.phone }, other.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('phone_taken');
  });

  it('needs the password to change a verified number, and tells the old number', async () => {
    const user = await signUpAndConfirm(t);
    const first = uniquePhone();
    expect((await addNumber(user, first)).statusCode).toBe(200);
    const second = uniquePhone();

    const withoutPassword = await addNumber(user, second);
    expect(withoutPassword.statusCode).toBe(403);
    expect(withoutPassword.json().code).toBe('invalid_credentials');
    const wrong = await post(
      t.app,
      '/api/me/phone/verify',
      { phone: second, code: await codeFor(t, second, user.token), password: 'not-it' },
      user.token,
    );
    expect(wrong.statusCode).toBe(403);

    const changed = await addNumber(user, second, user.password);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().login_phone).toBe(second);
    await t.app.notifications.drain();
    const told = readSms(t, first).at(-1)!;
    expect(told.text).toContain('was changed to');
    expect(told.text).not.toContain(second.slice(3));
    // The old number no longer signs in to this account.
    const code = await codeFor(t, first);
    const signIn = await post(t.app, '/api/auth/phone/verify', { phone: first, code });
    expect(signIn.json()).toHaveProperty('signup_token');
  });

  it('removes a number with the password, never the only way in', async () => {
    const phoneOnly = await signUpByPhone(t);
    const refused = await removeNumber(phoneOnly);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'validation_failed',
      fields: { _: 'errors.phoneOnlyWayIn' },
    });

    const user = await signUpAndConfirm(t);
    const phone = uniquePhone();
    await addNumber(user, phone);
    expect((await removeNumber(user, { password: 'wrong-one' })).statusCode).toBe(403);
    const removed = await removeNumber(user, { password: user.password });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ login_phone: null, phone_verified: false });
    await t.app.notifications.drain();
    expect(readSms(t, phone).at(-1)!.text).toContain('no longer signs in');
  });

  it('lets a phone account add an e-mail and a password, then sign in either way', async () => {
    const user = await signUpByPhone(t);
    const email = `lola${Date.now()}@example.com`;
    const res = await post(
      t.app,
      '/api/me/email',
      { email: email.toUpperCase(), password: 'bagong-pass' },
      user.token,
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    const profile = (await get(t.app, '/api/me/profile', user.token)).json();
    expect(profile).toMatchObject({ email, has_password: true });

    const confirm = await post(t.app, '/api/auth/signup/confirm', {
      token: linkToken(await waitForMail(t, email)),
    });
    expect(confirm.statusCode).toBe(200);
    const login = await post(t.app, '/api/auth/login', { email, password: 'bagong-pass' });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ id: user.id, login_phone: user.phone });

    // Another account's address is refused as at sign-up.
    const other = await signUpByPhone(t);
    const taken = await post(t.app, '/api/me/email', { email, password: 'x-secret' }, other.token);
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'email_taken']);
  });

  it('resets a password by SMS code and ends every session', async () => {
    const user = await signUpAndConfirm(t);
    const phone = uniquePhone();
    await addNumber(user, phone);
    const code = await codeFor(t, phone);
    const res = await post(t.app, '/api/auth/phone/reset-password', {
      phone,
      code,
      password: 'bagong-password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await get(t.app, '/api/me/profile', user.token)).statusCode).toBe(401);
    const login = await post(t.app, '/api/auth/login', {
      email: user.email,
      password: 'bagong-password',
    });
    expect(login.statusCode).toBe(200);

    const stranger = uniquePhone();
    const strangerCode = await codeFor(t, stranger);
    const none = await post(t.app, '/api/auth/phone/reset-password', {
      phone: stranger,
      code: strangerCode,
      password: 'whatever1',
    });
    expect(none.json().code).toBe('no_account');
    const wrong = await post(t.app, '/api/auth/phone/reset-password', {
      phone,
      code: (await latestCode(t, phone)) === '123456' ? '654321' : '123456',
      password: 'whatever1',
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('lists the number in the data export', async () => {
    const user = await signUpByPhone(t);
    const res = await get(t.app, '/api/me/export', user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ email: null, login_phone: user.phone });
    expect(res.json().notification_settings.sms).toBe(true);
  });
});
