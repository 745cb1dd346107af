import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from './test-app';
import { post, type SignedInUser } from './users';

// Signing in with a mobile number (issue 37) through the API: SMS read from the outbox folder.

export interface OutboxSms {
  kind: 'sms';
  to: string;
  text: string;
  created_at: string;
}

/** Every SMS written to the outbox folder so far, oldest first. */
export function readSms(t: TestApp, to?: string): OutboxSms[] {
  const dir = path.join(t.config.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { kind?: string })
    .filter((item): item is OutboxSms => item.kind === 'sms')
    .filter((sms) => to === undefined || sms.to === to);
}

/** The code of the latest SMS to `to`, once the outbox worker has sent it. */
export async function latestCode(t: TestApp, to: string): Promise<string> {
  await t.app.notifications.drain();
  const sms = readSms(t, to).at(-1);
  const code = sms?.text.match(/#(\d{6})$/)?.[1];
  if (!code) throw new Error(`no code SMS to ${to}`);
  return code;
}

let next = 0;
/** A Philippine mobile number no other test uses, in E.164. */
export function uniquePhone(): string {
  next += 1;
  const digits = `${crypto.randomInt(10_000, 99_999)}${String(next).padStart(4, '0')}`;
  return `+639${digits}`;
}

/**
 * Moves a number's codes back in time, as if they had been sent `ms` earlier: the per-number
 * limits count from the codes' own times.
 */
export async function ageCodes(t: TestApp, phone: string, ms: number) {
  const rows = await t.app.database.db
    .selectFrom('sms_codes')
    .select(['id', 'created_at', 'expires_at'])
    .where('phone', '=', phone)
    .execute();
  for (const row of rows) {
    await t.app.database.db
      .updateTable('sms_codes')
      .set({
        created_at: new Date(Date.parse(row.created_at) - ms).toISOString(),
        expires_at: new Date(Date.parse(row.expires_at) - ms).toISOString(),
      })
      .where('id', '=', row.id)
      .execute();
  }
}

/** Asks for a code (from its own address) and returns it, after moving earlier codes back. */
export async function codeFor(t: TestApp, phone: string, token?: string): Promise<string> {
  await ageCodes(t, phone, 2 * 86_400_000);
  const url = token ? '/api/me/phone/code' : '/api/auth/phone/code';
  const res = await post(t.app, url, { phone }, token);
  if (res.statusCode !== 202) throw new Error(`code failed: ${res.statusCode} ${res.body}`);
  return latestCode(t, phone);
}

export interface PhoneUser extends SignedInUser {
  phone: string;
}

/** Signs a new number up by SMS code, and returns the signed-in account. */
export async function signUpByPhone(t: TestApp, phone = uniquePhone()): Promise<PhoneUser> {
  const code = await codeFor(t, phone);
  const verify = await post(t.app, '/api/auth/phone/verify', { phone, code });
  const { signup_token } = verify.json() as { signup_token: string };
  const username = `p${crypto.randomBytes(5).toString('hex')}`;
  const res = await post(t.app, '/api/auth/phone/signup', {
    signup_token,
    username,
    display_name: 'Lola Nena',
  });
  if (res.statusCode !== 201) throw new Error(`phone signup failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; user: { id: string } };
  return {
    id: body.user.id,
    token: body.token,
    phone,
    username,
    email: '',
    display_name: 'Lola Nena',
    password: '',
  };
}
