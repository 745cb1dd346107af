import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import { openStream, type TestStream } from '../../test/live';
import { createTestApp, createTestDatabase, testEngines, type TestApp } from '../../test/test-app';
import {
  linkToken,
  patch,
  post,
  readOutbox,
  signUpAndConfirm,
  waitForMail,
  type SignedInUser,
} from '../../test/users';

// Signing out ends the streams at once (security review): a logout (that session's streams
// only), a ban, a password reset and an account deletion end a person's open streams within
// a second, in every process and instance, not at the next session check. The session check
// is set to a minute here, so that only the news of the sign-out can end them in time.

const SESSION_CHECK_MS = 60_000;
const WITHIN_MS = 1_000;
const QUIET_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `promise` settles within `ms`. */
const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), sleep(ms).then(() => false)]);

/** Runs `signOut` and expects every one of `streams` to end, signed out, within a second. */
async function expectEndedBy(signOut: () => Promise<unknown>, ...streams: TestStream[]) {
  const started = Date.now();
  await signOut();
  const ended = await Promise.all(streams.map((s) => settlesWithin(s.ended, WITHIN_MS)));
  expect(ended).toEqual(streams.map(() => true));
  expect(Date.now() - started).toBeLessThan(WITHIN_MS);
  for (const stream of streams) {
    expect(stream.events.at(-1)).toEqual({ type: 'end', data: { reason: 'signed_out' } });
  }
}

const opened: TestStream[] = [];

async function listen(t: TestApp, token: string) {
  const stream = await openStream(t.app, '/api/events', token);
  opened.push(stream);
  expect(stream.status).toBe(200);
  await stream.next('ready');
  return stream;
}

/** Another session of `user` (a second device). */
async function secondSession(t: TestApp, user: SignedInUser) {
  const login = await post(t.app, '/api/auth/login', user);
  expect(login.statusCode).toBe(200);
  return (login.json() as { token: string }).token;
}

describe.each(testEngines)('sign-out ends the streams at once, on %s', (engine) => {
  let t: TestApp;
  let boss: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      liveSessionCheckMs: SESSION_CHECK_MS,
      adminEmails: ['boss@example.com'],
    });
    boss = await signUpAndConfirm(t, { email: 'boss@example.com' });
  });
  afterEach(() => {
    t.app.liveStreams.closeAll('test_over');
    for (const stream of opened.splice(0)) stream.close();
  });
  afterAll(async () => t?.close());

  it('logout: that session’s streams, not the other device’s', async () => {
    const user = await signUpAndConfirm(t);
    const otherDevice = await secondSession(t, user);
    const [tab, secondTab, otherTab] = [
      await listen(t, user.token),
      await listen(t, user.token),
      await listen(t, otherDevice),
    ];
    await expectEndedBy(
      async () => {
        expect((await post(t.app, '/api/auth/logout', {}, user.token)).statusCode).toBe(200);
      },
      tab,
      secondTab,
    );
    expect(await settlesWithin(otherTab.ended, QUIET_MS)).toBe(false);
  });

  it('a ban by an admin; lifting one ends nothing', async () => {
    const user = await signUpAndConfirm(t);
    const otherDevice = await secondSession(t, user);
    const streams = [await listen(t, user.token), await listen(t, otherDevice)];
    const ban = (days: unknown) =>
      patch(t.app, `/api/admin/users/${user.id}/ban`, { days }, boss.token);
    await expectEndedBy(async () => expect((await ban(7)).statusCode).toBe(200), ...streams);

    expect((await ban('clear')).statusCode).toBe(200);
    const after = await listen(t, user.token);
    expect(await settlesWithin(after.ended, QUIET_MS)).toBe(false);
  });

  it('a password reset: every session’s streams', async () => {
    const user = await signUpAndConfirm(t);
    const otherDevice = await secondSession(t, user);
    const streams = [await listen(t, user.token), await listen(t, otherDevice)];
    const seen = readOutbox(t).filter((mail) => mail.to === user.email).length;
    const forgot = await post(t.app, '/api/auth/password/forgot', { email: user.email });
    expect(forgot.statusCode).toBe(200);
    const token = linkToken(await waitForMail(t, user.email, seen));
    await expectEndedBy(
      async () => {
        const reset = await post(t.app, '/api/auth/password/reset', {
          token,
          password: 'another-secret',
        });
        expect(reset.statusCode).toBe(200);
      },
      ...streams,
    );
  });

  it('an account deletion', async () => {
    const user = await signUpAndConfirm(t);
    const otherDevice = await secondSession(t, user);
    const streams = [await listen(t, user.token), await listen(t, otherDevice)];
    await expectEndedBy(
      async () => {
        expect((await post(t.app, '/api/me/archive', {}, user.token)).statusCode).toBe(200);
      },
      ...streams,
    );
  });

  it('leaves everyone else’s streams open', async () => {
    const [leaving, staying] = [await signUpAndConfirm(t), await signUpAndConfirm(t)];
    const [gone, kept] = [await listen(t, leaving.token), await listen(t, staying.token)];
    await expectEndedBy(async () => {
      expect((await post(t.app, '/api/auth/logout', {}, leaving.token)).statusCode).toBe(200);
    }, gone);
    expect(await settlesWithin(kept.ended, QUIET_MS)).toBe(false);
    // The news is never written to a stream as an event.
    expect(kept.events.map((event) => event.type)).toEqual(['ready']);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(adminUrl)('sign-out across two instances', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    for (const stream of opened.splice(0)) stream.close();
  });
  afterAll(async () => database?.drop());

  async function twoInstances(overrides: Partial<AppConfig>) {
    for (let i = 0; i < 2; i++) {
      apps.push(
        await createTestApp('sqlite', {
          databaseUrl: database.url,
          liveSessionCheckMs: SESSION_CHECK_MS,
          ...overrides,
        }),
      );
    }
    return [apps[0]!, apps[1]!] as const;
  }

  async function checkAcross(a: TestApp, b: TestApp) {
    const user = await signUpAndConfirm(a);
    const otherDevice = await secondSession(a, user);
    const [onA, onB, otherOnB] = [
      await listen(a, user.token),
      await listen(b, user.token),
      await listen(b, otherDevice),
    ];
    await expectEndedBy(
      async () => {
        expect((await post(a.app, '/api/auth/logout', {}, user.token)).statusCode).toBe(200);
      },
      onA,
      onB,
    );
    expect(await settlesWithin(otherOnB.ended, QUIET_MS)).toBe(false);
    // Deleting the account through B ends the rest, on B.
    await expectEndedBy(async () => {
      expect((await post(b.app, '/api/me/archive', {}, otherDevice)).statusCode).toBe(200);
    }, otherOnB);
  }

  it('through PostgreSQL LISTEN/NOTIFY when there is no Redis', async () => {
    const [a, b] = await twoInstances({ redisUrl: undefined });
    await checkAcross(a, b);
  });

  it.runIf(redisUrl)('through Redis when REDIS_URL is set', async () => {
    const [a, b] = await twoInstances({ redisUrl });
    await checkAcross(a, b);
  });
});
