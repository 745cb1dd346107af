import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { App } from '../app';
import type { TestApp } from './test-app';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A mail file, or null while it is still being written (parallel sign-ups). */
function readMail(dir: string, file: string): OutboxMail | null {
  try {
    return { file, ...JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) };
  } catch {
    return null;
  }
}

/** Every email written to the outbox so far, oldest first. */
export function readOutbox(t: TestApp): OutboxMail[] {
  const dir = path.join(t.config.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json')) // not a mail still being written aside
    .sort()
    .map((file) => readMail(dir, file))
    .filter((mail): mail is OutboxMail => mail !== null);
}

/** Mail goes out after the answer: wait for the next one to `to` beyond those already seen. */
export async function waitForMail(t: TestApp, to: string, seen = 0): Promise<OutboxMail> {
  for (let i = 0; i < 100; i++) {
    const mails = readOutbox(t).filter((mail) => mail.to === to);
    if (mails.length > seen) return mails[mails.length - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to}`);
}

export const linkToken = (mail: OutboxMail) => {
  const match = mail.text.match(/token=([\w-]+)/);
  if (!match) throw new Error(`no token link in: ${mail.text}`);
  return match[1]!;
};

/** A different client address per call, so tests do not share rate-limit buckets. */
export const randomIp = () =>
  `10.${crypto.randomInt(255)}.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}`;

let counter = 0;
export function uniqueUser(prefix = 'user') {
  counter += 1;
  const tag = `${prefix}${counter}${crypto.randomBytes(2).toString('hex')}`.slice(0, 20);
  return { email: `${tag}@example.com`, username: tag, password: 'secret-pass', display_name: tag };
}

export async function post(app: App, url: string, payload: object, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: randomIp(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export async function patch(app: App, url: string, payload: object, token?: string) {
  return app.inject({
    method: 'PATCH',
    url,
    payload,
    remoteAddress: randomIp(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export async function get(app: App, url: string, token?: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export interface SignedInUser {
  id: string;
  email: string;
  username: string;
  display_name: string;
  password: string;
  token: string;
}

/** Signs up through the API, follows the emailed link, and returns the signed-in user. */
export async function signUpAndConfirm(
  t: TestApp,
  overrides: Partial<ReturnType<typeof uniqueUser>> = {},
): Promise<SignedInUser> {
  const user = { ...uniqueUser(), ...overrides };
  const seen = readOutbox(t).filter((mail) => mail.to === user.email).length;
  const signup = await post(t.app, '/api/auth/signup', user);
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const mail = await waitForMail(t, user.email, seen);
  const confirm = await post(t.app, '/api/auth/signup/confirm', { token: linkToken(mail) });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
  const body = confirm.json() as { token: string; user: { id: string } };
  return { ...user, id: body.user.id, token: body.token };
}
