import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import {
  get,
  linkToken,
  post,
  readOutbox,
  uniqueUser,
  waitForMail,
  type OutboxMail,
} from '../../test/users';

// A security review's finding: without SMTP, the login answer carried the confirmation token,
// and ADMIN_EMAILS made an account an admin at sign-up. So anyone could sign up with an
// admin's address nobody had registered yet, read the token from the answer, and be admin.
// Emailed tokens are now read from the mail alone (the outbox, locally), and admin rights
// wait for the address to be confirmed.

const CHIEF = 'chief@example.com';
const DEPUTY = 'deputy@example.com';
const LATER = 'later@example.com';

interface LogLine {
  msg: string;
  req?: { url: string };
}

async function isAdmin(t: TestApp, email: string) {
  const row = await t.app.database.db
    .selectFrom('users')
    .select('is_admin')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return Boolean(row.is_admin);
}

/** Every token the server has mailed so far. */
const mailedTokens = (t: TestApp) => readOutbox(t).map((mail: OutboxMail) => linkToken(mail));

describe.each(testEngines)('emailed tokens and ADMIN_EMAILS without SMTP on %s', (engine) => {
  let t: TestApp;
  const log: string[] = [];
  /** Every answer's body, to look for tokens in afterwards. */
  const answers: string[] = [];
  const call = async (url: string, payload: object, token?: string) => {
    const res = await post(t.app, url, payload, token);
    answers.push(res.body);
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp(
      engine,
      { adminEmails: [CHIEF, DEPUTY, LATER], logLevel: 'info' },
      { logStream: { write: (line) => void log.push(line) } },
    );
  });
  afterAll(async () => t?.close());

  it('keeps an admin address that signed up unconfirmed from becoming admin until the mail is read', async () => {
    const attacker = { ...uniqueUser('chief'), email: CHIEF };
    const signup = await call('/api/auth/signup', attacker);
    expect(signup.statusCode).toBe(201);
    expect(await isAdmin(t, CHIEF)).toBe(false);
    const mail = await waitForMail(t, CHIEF);

    const login = await call('/api/auth/login', attacker);
    expect(login.statusCode).toBe(403);
    const body = login.json();
    expect(body.code).toBe('email_not_confirmed');
    expect(body).not.toHaveProperty('token');
    expect(login.body).not.toContain(linkToken(mail));
    expect(await isAdmin(t, CHIEF)).toBe(false);

    // The owner of the address follows the emailed link: now, and only now, an admin.
    const confirm = await call('/api/auth/signup/confirm', { token: linkToken(mail) });
    expect(confirm.statusCode).toBe(200);
    expect(await isAdmin(t, CHIEF)).toBe(true);
    const profile = await get(t.app, '/api/me/profile', confirm.json().token);
    expect(profile.json().is_admin).toBe(true);
  });

  it('does not make an unconfirmed admin address admin at the next start either', async () => {
    const waiting = { ...uniqueUser('later'), email: LATER };
    expect((await call('/api/auth/signup', waiting)).statusCode).toBe(201);
    const restarted = await buildApp({ ...t.config, logLevel: 'silent' });
    await restarted.close();
    expect(await isAdmin(t, LATER)).toBe(false);
  });

  it('makes an admin address admin when a password reset confirms it', async () => {
    const deputy = { ...uniqueUser('deputy'), email: DEPUTY };
    await call('/api/auth/signup', deputy);
    await waitForMail(t, DEPUTY);
    expect((await call('/api/auth/password/forgot', { email: DEPUTY })).json()).toEqual({
      ok: true,
    });
    const reset = await waitForMail(t, DEPUTY, 1);
    expect(await isAdmin(t, DEPUTY)).toBe(false);

    const res = await call('/api/auth/password/reset', {
      token: linkToken(reset),
      password: 'new-secret',
    });
    expect(res.json()).toEqual({ ok: true });
    expect(await isAdmin(t, DEPUTY)).toBe(true);
    const login = await call('/api/auth/login', { ...deputy, password: 'new-secret' });
    expect(login.statusCode).toBe(200);
  });

  it('never puts an emailed token in any answer', async () => {
    // A resend by login too, a minute after the sign-up's mail.
    const person = uniqueUser('answers');
    await call('/api/auth/signup', person);
    await waitForMail(t, person.email);
    await t.app.database.db
      .updateTable('one_time_tokens')
      .set({ created_at: new Date(Date.now() - 61_000).toISOString() })
      .execute();
    expect((await call('/api/auth/login', person)).json().email_sent).toBe(true);
    await waitForMail(t, person.email, 1);

    const tokens = mailedTokens(t);
    expect(tokens.length).toBeGreaterThanOrEqual(5);
    expect(answers.length).toBeGreaterThanOrEqual(8);
    for (const answer of answers) {
      for (const token of tokens) expect(answer).not.toContain(token);
    }
  });

  it('writes no emailed token to the request log', async () => {
    // The pages the links open, and the one-click unsubscribe call, with their tokens.
    const [first, second] = mailedTokens(t);
    await t.app.inject({ method: 'GET', url: `/confirm-signup?token=${first}` });
    await t.app.inject({ method: 'GET', url: `/reset-password?token=${second}` });
    await t.app.inject({ method: 'GET', url: '/unsubscribe?token=unsubscribe-secret-1' });
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe?token=unsubscribe-secret-2',
    });

    const lines = log.map((line) => JSON.parse(line) as LogLine);
    const urls = lines.flatMap((line) => (line.req ? [line.req.url] : []));
    expect(urls).toEqual(
      expect.arrayContaining([
        '/confirm-signup',
        '/reset-password',
        '/unsubscribe',
        '/api/notifications/unsubscribe',
        '/api/auth/signup',
      ]),
    );
    const secrets = [...mailedTokens(t), 'unsubscribe-secret-1', 'unsubscribe-secret-2'];
    // The mail's own log line is the local way to read a link (DESIGN.md); nothing else may.
    const others = log.filter((line) => JSON.parse(line).msg !== 'mail written to outbox');
    for (const line of others) {
      for (const secret of secrets) expect(line).not.toContain(secret);
    }
    expect(log.some((line) => line.includes(first!))).toBe(true);
  });
});
