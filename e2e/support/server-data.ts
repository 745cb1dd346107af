import fs from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_S3_DATA_DIR } from '../playwright.config';
import { APP_SERVERS, appServer } from './servers';

/** The e2e servers (one per worker, and the bucket's) write their emails here, as JSON files. */
const OUTBOXES = [...APP_SERVERS.map((server) => server.dataDir), E2E_S3_DATA_DIR].map((dir) =>
  path.resolve(dir, 'outbox'),
);

/** The data folder of the app server of the worker running this test (support/servers.ts). */
export const workerDataDir = () => appServer(test.info().parallelIndex).dataDir;

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Mails to one address; every address is new, so it is in one server's outbox only. */
function mailsTo(to: string, outboxes = OUTBOXES): Mail[] {
  return outboxes
    .filter((outbox) => fs.existsSync(outbox))
    .flatMap((outbox) =>
      fs
        .readdirSync(outbox)
        .filter((file) => file.endsWith('.json')) // not a mail still being written aside
        .sort()
        .flatMap((file) => {
          try {
            return [JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as Mail];
          } catch {
            return []; // still being written
          }
        })
        .filter((mail) => mail.to === to),
    );
}

/** The link of the next email to `to` (beyond the `seen` already read). */
export async function linkFromMail(to: string, seen = 0): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mails = mailsTo(to);
    if (mails.length > seen) {
      const link = mails[mails.length - 1]!.text.match(/https?:\/\/\S+/)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no email to ${to}`);
}

export const mailCount = (to: string) => mailsTo(to).length;

/**
 * The newest email to `to`, waiting for it (beyond the `seen` already read), from the journeys'
 * servers or from the server whose data folder is `dataDir`.
 */
export async function lastMail(to: string, seen = 0, dataDir?: string): Promise<Mail> {
  const outboxes = dataDir ? [path.resolve(dataDir, 'outbox')] : OUTBOXES;
  for (let i = 0; i < 100; i++) {
    const mails = mailsTo(to, outboxes);
    if (mails.length > seen) return mails[mails.length - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no email to ${to}`);
}

/** The first link matching `pattern` in any email to `to`, waiting up to `timeoutMs` for it. */
export async function linkInMail(to: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  for (const end = Date.now() + timeoutMs; Date.now() < end;) {
    for (const mail of mailsTo(to)) {
      const link = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => pattern.test(candidate));
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no email to ${to} with a link like ${pattern}`);
}

/** An SMS as the server writes it to the outbox with no SMS provider configured. */
interface Sms {
  kind: 'sms';
  to: string;
  text: string;
  created_at: string;
}

/** Text messages to one number (E.164, e.g. +639171234567), oldest first. */
function smsTo(to: string): Sms[] {
  return OUTBOXES.filter((outbox) => fs.existsSync(outbox)).flatMap((outbox) =>
    fs
      .readdirSync(outbox)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => {
        try {
          return [JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as Sms];
        } catch {
          return []; // still being written
        }
      })
      .filter((message) => message.kind === 'sms' && message.to === to)
      .sort((a, b) => a.created_at.localeCompare(b.created_at)),
  );
}

export const smsCount = (to: string) => smsTo(to).length;

/**
 * The 6-digit code of the next SMS to `to` (beyond the `seen` already read). The text ends
 * with the WebOTP line ('@host #123456'); the code is its first run of 6 digits.
 */
export async function codeFromSms(to: string, seen = 0): Promise<string> {
  for (let i = 0; i < 150; i++) {
    const messages = smsTo(to);
    if (messages.length > seen) {
      const code = messages[messages.length - 1]!.text.match(/\b\d{6}\b/)?.[0];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS code to ${to}`);
}

/**
 * What only an admin could do until the admin console exists: ban an account, straight in
 * the embedded database of the running server (WAL lets both write safely).
 */
export function banAccount(email: string, until: Date) {
  const db = new Database(path.resolve(workerDataDir(), 'palengke.db'));
  try {
    db.prepare('update users set banned_until = ? where email = ?').run(until.toISOString(), email);
  } finally {
    db.close();
  }
}

/**
 * Moves the codes sent to `phone` (E.164) back in time, as if `seconds` had passed since: the
 * journey sees the one-code-a-minute wait, then goes on without spending the minute (the
 * limits themselves are API-tested). Written into the server's embedded database, as above.
 */
export function ageSmsCodes(phone: string, seconds: number) {
  const db = new Database(path.resolve(workerDataDir(), 'palengke.db'));
  try {
    const rows = db.prepare('select id, created_at from sms_codes where phone = ?').all(phone) as {
      id: string;
      created_at: string;
    }[];
    const update = db.prepare('update sms_codes set created_at = ? where id = ?');
    for (const row of rows) {
      const earlier = new Date(new Date(row.created_at).getTime() - seconds * 1000);
      update.run(earlier.toISOString(), row.id);
    }
  } finally {
    db.close();
  }
}
