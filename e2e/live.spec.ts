import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lastMail } from './support/server-data';
import { expect, test, type Browser, type Page, type Request } from './support/test';

// Issue 23: chat on one live connection. Two people in two browsers on a server of their own
// (WORKERS=2, so the two streams may be held by different processes, which relay through the
// cluster's primary), which the journey restarts to see the chat reconnect and catch up.

const PORT = Number(process.env.E2E_PORT ?? 3100) + 5;
const BASE = `http://127.0.0.1:${PORT}`;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Server {
  child: ChildProcess;
  exited: Promise<void>;
}

function startServer(dataDir: string): Server {
  // The build is the one the journeys' server made, so npm start only starts.
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: BASE,
      LOG_LEVEL: 'warn',
      WORKERS: '2',
      RATE_LIMIT_FACTOR: '20',
    },
    stdio: 'ignore',
  });
  return { child, exited: new Promise((resolve) => child.on('exit', () => resolve())) };
}

async function healthy() {
  await expect
    .poll(async () => (await fetch(`${BASE}/api/health`).catch(() => null))?.status, {
      timeout: 60_000,
    })
    .toBe(200);
}

interface Account {
  token: string;
  user: { id: string; email: string };
  name: string;
}

async function api(pathname: string, body?: object, token?: string): Promise<Response> {
  return fetch(`${BASE}/api${pathname}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** Signs up through the API and follows the emailed link, as the journeys of sign-up show. */
async function account(dataDir: string, name: string): Promise<Account> {
  const tag = `${name.toLowerCase()}${Date.now().toString(36)}`.slice(0, 20);
  const email = `${tag}@example.com`;
  const signup = await api('/auth/signup', {
    email,
    username: tag,
    password: 'secret-pass',
    display_name: name,
  });
  expect(signup.status).toBe(201);
  const token = (await lastMail(email, 0, dataDir)).text.match(/token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no confirmation link in the email to ${email}`);
  const confirmed = await api('/auth/signup/confirm', { token });
  expect(confirmed.status).toBe(200);
  const session = (await confirmed.json()) as Omit<Account, 'name'>;
  return { ...session, name };
}

/** A phone signed in as `who` (the session the app keeps in localStorage). */
async function phoneOf(browser: Browser, who: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE });
  await context.addInitScript(
    ({ token, user }) => {
      const { localStorage } = globalThis as unknown as {
        localStorage: { setItem(key: string, value: string): void };
      };
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    { token: who.token, user: JSON.stringify(who.user) },
  );
  return context.newPage();
}

/** The app's own asks for a thread's messages or detail: what polling would send. */
const isThreadPoll = (request: Request) =>
  /\/api\/threads(\/[\w-]+(\/messages)?)?(\?|$)/.test(new URL(request.url()).pathname) &&
  request.method() === 'GET';

test('messages, typing, Seen and what is left arrive live; the chat catches up after a restart', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a server of its own: once is enough');
  test.setTimeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-live-'));
  let server = startServer(dataDir);
  try {
    await healthy();
    const seller = await account(dataDir, 'Tindera');
    const buyer = await account(dataDir, 'Suki');
    const families = (
      (await (await api('/families')).json()) as {
        data: { id: number; slug: string }[];
      }
    ).data;
    const created = await api(
      '/posts',
      {
        title: 'Live kangkong',
        description: 'Picked this morning.',
        price: 30,
        qty: 10,
        unit: 'bunch',
        familyId: families.find((family) => family.slug === 'leafy-greens')!.id,
        images: [],
        lat: 14.6,
        lng: 120.99,
        expiresAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      },
      seller.token,
    );
    const postId = ((await created.json()) as { id: string }).id;
    const started = await api('/threads', { postId }, buyer.token);
    const threadId = ((await started.json()) as { id: string }).id;

    const sellerPage = await phoneOf(browser, seller);
    const buyerPage = await phoneOf(browser, buyer);
    await sellerPage.goto(`/threads/${threadId}`);
    await buyerPage.goto(`/threads/${threadId}`);
    const sellerLog = sellerPage.getByRole('log', { name: 'Messages' });
    const buyerLog = buyerPage.getByRole('log', { name: 'Messages' });
    // Both streams are up once the chats stop polling: give them their first seconds.
    await sleep(2_000);

    // An idle open chat asks for nothing while the stream is up (12 requests a minute before).
    const polls: string[] = [];
    sellerPage.on('request', (request) => {
      if (isThreadPoll(request)) polls.push(request.url());
    });
    await sleep(6_000);
    expect(polls, 'an idle chat polled').toEqual([]);

    // Typing shows on the other screen.
    await buyerPage.getByRole('textbox', { name: 'Message' }).pressSequentially('Avail');
    await expect(sellerPage.getByText('Suki is typing…')).toBeVisible({ timeout: 3_000 });

    // A message appears on the other screen within a second, with no poll in between.
    await buyerPage.getByRole('textbox', { name: 'Message' }).fill('Available pa?');
    const sent = buyerPage.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/threads/${threadId}/messages`) &&
        response.request().method() === 'POST',
    );
    await buyerPage.getByRole('button', { name: 'Send' }).click();
    await sent;
    // The assertion's own timeout is the second (a clock read after it also counted
    // Playwright's return, 1.17 s once under load for a message shown in time).
    await expect(sellerLog.getByText('Available pa?')).toBeVisible({ timeout: 1_000 });
    expect(
      polls.filter((url) => url.endsWith('/messages')),
      'a poll fetched it',
    ).toEqual([]);

    // The seller's chat on screen reads it at once: the buyer sees "Seen".
    await expect(buyerLog.getByText('Seen')).toBeVisible({ timeout: 3_000 });

    // A sale in the chat changes the post page open on the buyer's other screen.
    const postPage = await phoneOf(browser, buyer);
    await postPage.goto(`/post/${postId}`);
    await expect(postPage.getByText('10 bunches', { exact: true }).first()).toBeVisible();
    await sellerPage.getByRole('button', { name: 'Mark as sold' }).click();
    const sold = sellerPage.getByRole('dialog', { name: 'Mark as sold?' });
    await sold.getByRole('radio', { name: 'Another amount' }).check();
    await sold.getByLabel('Amount sold (bunches)').fill('4');
    await sold.getByRole('button', { name: 'Mark as sold' }).click();
    await expect(sellerPage.getByText('This sale is complete.')).toBeVisible();
    await expect(postPage.getByText('6 of 10 bunches left').first()).toBeVisible({
      timeout: 3_000,
    });

    // The server restarts. A message sent as soon as it is back reaches the open chat once
    // it has reconnected, though no stream was open when it was sent.
    const otherBuyer = await account(dataDir, 'Ana');
    const otherThread = (
      (await (await api('/threads', { postId }, otherBuyer.token)).json()) as {
        id: string;
      }
    ).id;
    await sellerPage.goto(`/threads/${otherThread}`);
    await sleep(1_500);
    server.child.kill('SIGTERM');
    await server.exited;
    server = startServer(dataDir);
    await healthy();
    const meanwhile = await api(
      `/threads/${otherThread}/messages`,
      { body: 'Sent while you were away' },
      otherBuyer.token,
    );
    expect(meanwhile.status).toBe(201);
    await expect(
      sellerPage.getByRole('log', { name: 'Messages' }).getByText('Sent while you were away'),
    ).toBeVisible({ timeout: 20_000 });
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
