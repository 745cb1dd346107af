import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SmsConfig } from '../../config';

/** One SMS: the number in E.164 (+639…) and a text of at most 160 GSM-7 characters. */
export interface SmsMessage {
  to: string;
  text: string;
}

export interface SmsSender {
  /** Which way SMS go (logs, the test command). */
  readonly provider: SmsConfig['provider'];
  /** Resolves once the provider took the SMS; throws to have it retried. */
  send(message: SmsMessage): Promise<void>;
}

/** A provider that does not answer in this time is tried again later. */
const PROVIDER_TIMEOUT_MS = 10_000;

export interface SmsSenderOptions {
  sms: SmsConfig;
  dataDir: string;
  /** Where an SMS written to the outbox folder is logged (the server's log, or the console). */
  log: { info(details: object, message: string): void };
}

/**
 * Semaphore (the Philippine SMS API), any HTTP gateway (an Android SMS gateway app), or none:
 * then each SMS is written to DATA_DIR/outbox/ beside the e-mails and its text is logged, the
 * local way to read a code (no API answer ever carries one).
 */
export function createSmsSender({ sms, dataDir, log }: SmsSenderOptions): SmsSender {
  if (sms.provider === 'semaphore') {
    return {
      provider: 'semaphore',
      async send({ to, text }) {
        // Semaphore takes the number without '+' and a form body; errors come as 4xx/5xx.
        const form = new URLSearchParams({
          apikey: sms.apiKey,
          number: to.replace(/^\+/, ''),
          message: text,
          ...(sms.senderName ? { sendername: sms.senderName } : {}),
        });
        await post(sms.apiUrl, { 'content-type': 'application/x-www-form-urlencoded' }, form);
      },
    };
  }
  if (sms.provider === 'webhook') {
    return {
      provider: 'webhook',
      async send({ to, text }) {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (sms.token) headers.authorization = `Bearer ${sms.token}`;
        await post(sms.url, headers, JSON.stringify({ to, text }));
      },
    };
  }
  const outbox = path.join(dataDir, 'outbox');
  return {
    provider: 'none',
    async send({ to, text }) {
      await fs.mkdir(outbox, { recursive: true });
      const createdAt = new Date().toISOString();
      const name = `${createdAt.replace(/[:.]/g, '-')}-sms-${crypto.randomBytes(3).toString('hex')}.json`;
      // Written aside and renamed in, as the e-mails are: a reader never meets half an SMS.
      const partial = path.join(outbox, `.${name}.partial`);
      await fs.writeFile(
        partial,
        JSON.stringify({ kind: 'sms', to, text, created_at: createdAt }, null, 2),
      );
      await fs.rename(partial, path.join(outbox, name));
      log.info({ to, text }, 'SMS written to outbox');
    },
  };
}

async function post(url: string, headers: Record<string, string>, body: string | URLSearchParams) {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  // The body is read (and dropped) so the connection is freed; its text helps the operator.
  const answer = (await response.text()).slice(0, 300);
  if (!response.ok) throw new Error(`SMS provider answered ${response.status}: ${answer}`);
}
