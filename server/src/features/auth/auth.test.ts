import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { asLocale } from './emails';
import { AUTH_LIMITS } from './limits';
import {
  get,
  linkToken,
  post,
  readOutbox,
  signUpAndConfirm,
  uniqueUser,
  waitForMail,
} from '../../test/users';

async function userId(t: TestApp, email: string) {
  const row = await t.app.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.id;
}

describe.each(testEngines)('sign-up and confirmation on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { publicUrl: 'https://palengke.test' });
  });
  afterAll(async () => t?.close());

  it('creates an unconfirmed account, answers email_not_confirmed without a token, and mails the link', async () => {
    const user = uniqueUser('sign');
    const res = await post(t.app, '/api/auth/signup', { ...user, email: user.email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.code).toBe('email_not_confirmed');
    expect(body.token).toBeUndefined();
    expect(body.user.email).toBe(user.email);

    const mail = await waitForMail(t, user.email);
    expect(mail.subject).toBe('Confirm your Palengke account');
    expect(mail.text).toMatch(/https:\/\/palengke\.test\/confirm-signup\?token=[\w-]{43}/);
    expect(mail.html).toContain('href="https://palengke.test/confirm-signup?token=');
  });

  it('writes the email in Filipino for a Filipino sign-up', async () => {
    const user = uniqueUser('tl');
    await post(t.app, '/api/auth/signup', { ...user, locale: 'tl' });
    const mail = await waitForMail(t, user.email);
    expect(mail.subject).toBe('Kumpirmahin ang iyong Palengke account');
  });

  it('writes the email in Cebuano to a person who signs up in Cebuano', async () => {
    const user = uniqueUser('ceb');
    await post(t.app, '/api/auth/signup', { ...user, locale: 'ceb' });
    const mail = await waitForMail(t, user.email);
    expect(mail.subject).toBe('Kumpirmaha ang imong Palengke account');
    expect(mail.text).toContain(`Kumusta ${user.display_name},`);
    expect(mail.text).toContain(
      'Maayong pag-abot sa Palengke! Palihug kumpirmaha ang imong email aron makasugod ka sa pagpalit ug pagbaligya og pagkaon sa imong mga silingan.',
    );
    expect(mail.text).toContain(
      'Kumpirmaha ang akong account: https://palengke.test/confirm-signup?token=',
    );
    expect(mail.html).toContain('>Kumpirmaha ang akong account</a>');
  });

  it('stores tokens only as hashes', async () => {
    const user = uniqueUser('hash');
    await post(t.app, '/api/auth/signup', user);
    const token = linkToken(await waitForMail(t, user.email));
    const rows = await t.app.database.db
      .selectFrom('one_time_tokens')
      .select('token_hash')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
  });

  it('refuses a taken email (whatever its case) and a taken username (whatever its case)', async () => {
    const user = uniqueUser('dup');
    expect((await post(t.app, '/api/auth/signup', user)).statusCode).toBe(201);
    const again = await post(t.app, '/api/auth/signup', {
      ...uniqueUser('other'),
      email: user.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('email_taken');
    const sameName = await post(t.app, '/api/auth/signup', {
      ...uniqueUser('other'),
      username: user.username.toUpperCase(),
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().code).toBe('username_taken');
  });

  it.each(['ab', 'a'.repeat(21), 'juan_dc', 'juan dc', 'juan-dc'])(
    'refuses the username %j with invalid_username',
    async (username) => {
      const res = await post(t.app, '/api/auth/signup', { ...uniqueUser(), username });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'invalid_username',
        error: 'Username must be 3–20 chars: letters (A–Z), numbers, dot.',
        fields: { username: 'errors.usernameInvalid' },
      });
    },
  );

  it('accepts usernames of 3 and 20 letters, digits and dots', async () => {
    for (const username of ['a.1', `j${'u'.repeat(18)}.`]) {
      const res = await post(t.app, '/api/auth/signup', { ...uniqueUser(), username });
      expect(res.statusCode).toBe(201);
    }
  });

  it('answers validation errors with fields and creates nothing', async () => {
    const before = await t.app.database.db.selectFrom('users').select('id').execute();
    const res = await post(t.app, '/api/auth/signup', {
      email: 'not-an-email',
      username: 'valid.name',
      password: '12345',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      error: 'Please fix the highlighted fields.',
      fields: { email: 'errors.emailInvalid', password: 'errors.passwordTooShort' },
    });
    const after = await t.app.database.db.selectFrom('users').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('confirms once with the emailed token and signs in', async () => {
    const user = uniqueUser('conf');
    await post(t.app, '/api/auth/signup', user);
    const token = linkToken(await waitForMail(t, user.email));
    const res = await post(t.app, '/api/auth/signup/confirm', { token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toEqual({
      id: expect.any(String),
      email: user.email,
      login_phone: null,
      phone_verified: false,
      has_password: true,
    });
    expect((await get(t.app, '/api/me/profile', body.token)).statusCode).toBe(200);

    const again = await post(t.app, '/api/auth/signup/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_token');
  });

  it('answers invalid_token for an unknown token and token_expired after 24 hours', async () => {
    const unknown = await post(t.app, '/api/auth/signup/confirm', { token: 'nope' });
    expect(unknown.json().code).toBe('invalid_token');

    const user = uniqueUser('exp');
    await post(t.app, '/api/auth/signup', user);
    const token = linkToken(await waitForMail(t, user.email));
    await t.app.database.db
      .updateTable('one_time_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('purpose', '=', 'confirm_signup')
      .execute();
    const res = await post(t.app, '/api/auth/signup/confirm', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('token_expired');
  });

  it('refuses a confirmation without a token', async () => {
    const res = await post(t.app, '/api/auth/signup/confirm', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('token');
  });
});

describe.each(testEngines)('login, logout and sessions on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('signs in with the right password, whatever the email case', async () => {
    const user = await signUpAndConfirm(t);
    const res = await post(t.app, '/api/auth/login', {
      email: ` ${user.email.toUpperCase()} `,
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      token: expect.any(String),
      user: { id: user.id, email: user.email },
      deletion_canceled: false,
    });
  });

  it('answers a wrong password and an unknown email alike, in about the same time', async () => {
    const user = await signUpAndConfirm(t);
    const timed = async (email: string) => {
      const start = performance.now();
      const res = await post(t.app, '/api/auth/login', { email, password: 'wrong-pass' });
      return { res, ms: performance.now() - start };
    };
    const wrong = [await timed(user.email), await timed(user.email), await timed(user.email)];
    const unknown = [
      await timed('nobody@example.com'),
      await timed('nobody@example.com'),
      await timed('nobody@example.com'),
    ];
    for (const { res } of [...wrong, ...unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'Email or password is incorrect. Try again or reset your password.',
        code: 'invalid_credentials',
      });
    }
    const median = (xs: { ms: number }[]) => xs.map((x) => x.ms).sort((a, b) => a - b)[1]!;
    // Both paths verify an argon2id hash; without the decoy an unknown email is ~100x faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
  });

  it('tells an unconfirmed account to confirm and resends the link, never in the answer', async () => {
    const user = uniqueUser('unconf');
    await post(t.app, '/api/auth/signup', user);
    await waitForMail(t, user.email);
    // A minute ago: the next login may resend.
    await t.app.database.db
      .updateTable('one_time_tokens')
      .set({ created_at: new Date(Date.now() - 61_000).toISOString() })
      .execute();

    const first = await post(t.app, '/api/auth/login', user);
    expect(first.statusCode).toBe(403);
    expect(first.json()).toEqual({
      code: 'email_not_confirmed',
      error:
        'Please confirm your email before signing in. Check your inbox for the link (we just resent it).',
      email_sent: true,
    });
    const resent = await waitForMail(t, user.email, 1);

    // The link read from the mail confirms the account.
    const confirm = await post(t.app, '/api/auth/signup/confirm', { token: linkToken(resent) });
    expect(confirm.statusCode).toBe(200);
  });

  it('says when another link may be asked for, instead of claiming one was sent', async () => {
    const user = uniqueUser('soon');
    await post(t.app, '/api/auth/signup', user);
    await waitForMail(t, user.email);
    // Signed up 20 s ago: no new mail for another 40 s.
    await t.app.database.db
      .updateTable('one_time_tokens')
      .set({ created_at: new Date(Date.now() - 20_000).toISOString() })
      .where('user_id', '=', (await userId(t, user.email))!)
      .execute();

    const login = await post(t.app, '/api/auth/login', user);
    expect(login.statusCode).toBe(403);
    const body = login.json();
    expect(body).toMatchObject({ code: 'email_not_confirmed', email_sent: false });
    expect(body.resend_after_s).toBeGreaterThanOrEqual(39);
    expect(body.resend_after_s).toBeLessThanOrEqual(40);
    expect(body.error).toBe(
      `Please confirm your email before signing in: open the link in the email we sent you. If it has not arrived, you can log in again in ${body.resend_after_s} seconds to get a new one.`,
    );
    expect(body.error).not.toContain('we just resent it');
    expect(Object.keys(body).sort()).toEqual(['code', 'email_sent', 'error', 'resend_after_s']);

    // Right after sign-up too: a minute to wait, and still only the sign-up's mail.
    const fresh = uniqueUser('fresh');
    await post(t.app, '/api/auth/signup', fresh);
    await waitForMail(t, fresh.email);
    const again = (await post(t.app, '/api/auth/login', fresh)).json();
    expect(again).toMatchObject({ email_sent: false, resend_after_s: expect.any(Number) });
    expect(again.resend_after_s).toBeGreaterThan(50);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(readOutbox(t).filter((mail) => mail.to === fresh.email)).toHaveLength(1);
    expect(readOutbox(t).filter((mail) => mail.to === user.email)).toHaveLength(1);
  });

  it('refuses a wrong password of an unconfirmed account without saying it exists', async () => {
    const user = uniqueUser('unc2');
    await post(t.app, '/api/auth/signup', user);
    const res = await post(t.app, '/api/auth/login', { ...user, password: 'wrong-pass' });
    expect(res.json().code).toBe('invalid_credentials');
  });

  it('logs out by revoking only the presented token', async () => {
    const user = await signUpAndConfirm(t);
    const other = (await post(t.app, '/api/auth/login', user)).json().token as string;
    const res = await post(t.app, '/api/auth/logout', {}, user.token);
    expect(res.statusCode).toBe(200);
    expect((await get(t.app, '/api/me/profile', user.token)).statusCode).toBe(401);
    expect((await get(t.app, '/api/me/profile', other)).statusCode).toBe(200);
  });

  it('rejects a missing, unknown or expired token with 401', async () => {
    const user = await signUpAndConfirm(t);
    const missing = await get(t.app, '/api/me/profile');
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      error: 'You must be logged in to continue.',
      code: 'unauthorized',
    });
    expect((await get(t.app, '/api/me/profile', 'unknown-token')).statusCode).toBe(401);
    await t.app.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await get(t.app, '/api/me/profile', user.token)).statusCode).toBe(401);
  });

  it('keeps a session alive for 30 days after its last use', async () => {
    const user = await signUpAndConfirm(t);
    const longAgo = new Date(Date.now() - 2 * 3_600_000).toISOString();
    await t.app.database.db
      .updateTable('sessions')
      .set({ last_used_at: longAgo, expires_at: new Date(Date.now() + 60_000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    await get(t.app, '/api/me/profile', user.token);
    const session = await t.app.database.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const days = (new Date(session.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
  });

  it('answers a banned account 403 banned with banned_until, on calls and at login', async () => {
    const user = await signUpAndConfirm(t);
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await t.app.database.db
      .updateTable('users')
      .set({ banned_until: until })
      .where('id', '=', user.id)
      .execute();
    const call = await get(t.app, '/api/me/profile', user.token);
    expect(call.statusCode).toBe(403);
    expect(call.json()).toMatchObject({ code: 'banned', banned_until: until });
    const login = await post(t.app, '/api/auth/login', user);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'banned', banned_until: until });
  });

  it('lets a user whose ban has ended back in', async () => {
    const user = await signUpAndConfirm(t);
    await t.app.database.db
      .updateTable('users')
      .set({ banned_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', user.id)
      .execute();
    expect((await get(t.app, '/api/me/profile', user.token)).statusCode).toBe(200);
  });
});

describe.each(testEngines)('password recovery on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('answers 200 for an unknown email and sends nothing', async () => {
    const before = readOutbox(t).length;
    const res = await post(t.app, '/api/auth/password/forgot', { email: 'ghost@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(readOutbox(t)).toHaveLength(before);
  });

  it('mails a reset link; the reset sets the password and ends every session', async () => {
    const user = await signUpAndConfirm(t);
    const seen = readOutbox(t).filter((mail) => mail.to === user.email).length;
    const res = await post(t.app, '/api/auth/password/forgot', { email: user.email.toUpperCase() });
    expect(res.json()).toEqual({ ok: true });
    const mail = await waitForMail(t, user.email, seen);
    expect(mail.subject).toBe('Reset your Palengke password');
    expect(mail.text).toContain(`${t.config.publicUrl}/reset-password?token=`);
    const token = linkToken(mail);

    const reset = await post(t.app, '/api/auth/password/reset', { token, password: 'new-secret' });
    expect(reset.statusCode).toBe(200);
    expect((await get(t.app, '/api/me/profile', user.token)).statusCode).toBe(401);
    expect((await post(t.app, '/api/auth/login', user)).json().code).toBe('invalid_credentials');
    const login = await post(t.app, '/api/auth/login', { ...user, password: 'new-secret' });
    expect(login.statusCode).toBe(200);

    const reuse = await post(t.app, '/api/auth/password/reset', { token, password: 'another1' });
    expect(reuse.json().code).toBe('invalid_token');
  });

  it('writes the reset email in Cebuano to a person whose language is Cebuano', async () => {
    const user = await signUpAndConfirm(t);
    await t.app.database.db
      .updateTable('users')
      .set({ locale: 'ceb' })
      .where('id', '=', user.id)
      .execute();
    const seen = readOutbox(t).filter((mail) => mail.to === user.email).length;
    await post(t.app, '/api/auth/password/forgot', { email: user.email });
    const mail = await waitForMail(t, user.email, seen);
    expect(mail.subject).toBe('I-reset ang imong password sa Palengke');
    expect(mail.text).toContain(
      'Naay nangayo nga i-reset ang password sa imong Palengke account. Kung ikaw kadto, pagpili og bag-ong password gamit ang link sa ubos; magamit kini sulod sa 1 ka oras.',
    );
    expect(mail.text).toContain(
      `Pagpili og bag-ong password: ${t.config.publicUrl}/reset-password?token=`,
    );
    expect(mail.text).toContain('ayaw lang tagda kini nga email: dili mausab ang imong password.');
  });

  it('refuses an expired reset link (1 hour) and a short password', async () => {
    const user = await signUpAndConfirm(t);
    const seen = readOutbox(t).filter((mail) => mail.to === user.email).length;
    await post(t.app, '/api/auth/password/forgot', { email: user.email });
    const token = linkToken(await waitForMail(t, user.email, seen));

    const short = await post(t.app, '/api/auth/password/reset', { token, password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toBe('errors.passwordTooShort');

    await t.app.database.db
      .updateTable('one_time_tokens')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('purpose', '=', 'reset_password')
      .execute();
    const expired = await post(t.app, '/api/auth/password/reset', { token, password: '123456' });
    expect(expired.json().code).toBe('token_expired');
  });
});

describe.each(testEngines)('rate limits and admin emails on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { adminEmails: ['boss@example.com'] });
  });
  afterAll(async () => t?.close());

  it('limits login attempts per account, from any address, with 429 rate_limited', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post(t.app, '/api/auth/login', {
        email: 'target@example.com',
        password: 'guess',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((code) => code === 401)).toBe(true);
    const blocked = await post(t.app, '/api/auth/login', {
      email: 'target@example.com',
      password: 'guess',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: 'Too many requests. Please wait and try again.',
      code: 'rate_limited',
    });
  });

  it('limits sign-ups per address only past what a busy shared (CGNAT) address needs', async () => {
    const { max } = AUTH_LIMITS.signupPerAddress;
    expect(max).toBeGreaterThanOrEqual(200);
    const from = { remoteAddress: '192.0.2.77' };
    const codes: number[] = [];
    for (let i = 0; i < max + 1; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { ...uniqueUser('rl'), password: 'x' },
        ...from,
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, max).every((code) => code === 400)).toBe(true);
    expect(codes[max]).toBe(429);
  });

  it('lets a barangay behind one address sign in, while each account keeps its tight limit', async () => {
    const shared = { remoteAddress: '192.0.2.88' };
    const login = (email: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        ...shared,
      });
    // 100 neighbours, each mistyping once and then signing in, all from one address.
    const neighbours = await Promise.all(Array.from({ length: 5 }, () => signUpAndConfirm(t)));
    for (let i = 0; i < 100; i++) {
      const person = neighbours[i % neighbours.length]!;
      expect((await login(`n${i}@example.com`, 'typo')).statusCode).toBe(401);
      if (i < neighbours.length) {
        expect((await login(person.email, person.password)).statusCode).toBe(200);
      }
    }
    // One account guessed at from that same address is still cut off after 10.
    const codes: number[] = [];
    for (let i = 0; i <= AUTH_LIMITS.loginPerAccount.max; i++) {
      codes.push((await login('victim@example.com', `guess${i}`)).statusCode);
    }
    expect(codes.at(-1)).toBe(429);
    expect(codes.slice(0, -1).every((code) => code === 401)).toBe(true);
  });

  it('limits sign-ups per email, from any address', async () => {
    const email = 'again@example.com';
    const codes: number[] = [];
    for (let i = 0; i <= AUTH_LIMITS.signupPerAccount.max; i++) {
      const res = await post(t.app, '/api/auth/signup', { ...uniqueUser('again'), email });
      codes.push(res.statusCode);
    }
    expect(codes[0]).toBe(201);
    expect(codes.slice(1, -1).every((code) => code === 409)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('makes ADMIN_EMAILS accounts admins once confirmed, and at the next start', async () => {
    const boss = await signUpAndConfirm(t, { email: 'boss@example.com' });
    expect((await get(t.app, '/api/me/profile', boss.token)).json().is_admin).toBe(true);

    const staff = await signUpAndConfirm(t, { email: 'staff@example.com' });
    expect((await get(t.app, '/api/me/profile', staff.token)).json().is_admin).toBe(false);
    const { buildApp } = await import('../../app');
    const restarted = await buildApp({ ...t.config, adminEmails: ['staff@example.com'] });
    try {
      const res = await get(restarted, '/api/me/profile', staff.token);
      expect(res.json().is_admin).toBe(true);
    } finally {
      await restarted.close();
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('rate limits shared through Redis', () => {
  it('counts one account’s attempts across two instances', async () => {
    const redisUrl = process.env.TEST_REDIS_URL;
    const first = await createTestApp('sqlite', { redisUrl });
    const second = await createTestApp('sqlite', { redisUrl });
    try {
      // Unique per run: Redis keeps counts between runs for the window's length.
      const email = `${uniqueUser('redis').username}@example.com`;
      const attempt = (t: TestApp) => post(t.app, '/api/auth/login', { email, password: 'guess' });
      for (let i = 0; i < 5; i++) expect((await attempt(first)).statusCode).toBe(401);
      for (let i = 0; i < 5; i++) expect((await attempt(second)).statusCode).toBe(401);
      expect((await attempt(first)).statusCode).toBe(429);
      expect((await attempt(second)).statusCode).toBe(429);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('with an SMTP server configured', () => {
  it('never puts the confirmation token in the login answer', async () => {
    // Nothing listens on port 1: the email fails in the background, as a real outage would.
    const t = await createTestApp('sqlite', { smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const user = uniqueUser('smtp');
      expect((await post(t.app, '/api/auth/signup', user)).statusCode).toBe(201);
      const login = await post(t.app, '/api/auth/login', user);
      expect(login.statusCode).toBe(403);
      expect(login.json().code).toBe('email_not_confirmed');
      expect(login.json()).not.toHaveProperty('token');
      expect(readOutbox(t)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('client addresses for rate limits', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so a client cannot pick its address', async () => {
    const t = await createTestApp('sqlite');
    try {
      const codes: number[] = [];
      const { max } = AUTH_LIMITS.signupPerAddress;
      for (let i = 0; i <= max; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { ...uniqueUser('xff'), password: 'x' },
          remoteAddress: '192.0.2.9',
          headers: { 'x-forwarded-for': `198.51.100.${i % 250}` },
        });
        codes.push(res.statusCode);
      }
      expect(codes[max]).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('the language of account emails', () => {
  it('is the one stored on the account when the server speaks it, else English', () => {
    expect(asLocale('en')).toBe('en');
    expect(asLocale('tl')).toBe('tl');
    expect(asLocale('ceb')).toBe('ceb');
    expect(asLocale('fr')).toBe('en');
    expect(asLocale(null)).toBe('en');
    expect(asLocale(undefined)).toBe('en');
  });
});
