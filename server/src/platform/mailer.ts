import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058) on notification emails. */
  headers?: Record<string, string>;
}

/** Text made safe to place in an email's HTML. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
  log: FastifyBaseLogger;
}

/** SMTP when configured; otherwise every message is written to DATA_DIR/outbox/ as JSON. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.mailFrom, ...message });
      },
    };
  }

  const outbox = path.join(options.dataDir, 'outbox');
  // No API answer ever carries what a mail carries: the outbox and this log line are the only
  // local ways to read a link.
  return {
    async send(message) {
      await fs.mkdir(outbox, { recursive: true });
      // Sortable by time, unique within the same millisecond.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}.json`;
      // Written aside and renamed in, so whoever reads the folder never meets half a mail.
      const partial = path.join(outbox, `.${name}.partial`);
      await fs.writeFile(partial, JSON.stringify(message, null, 2));
      await fs.rename(partial, path.join(outbox, name));
      const link = message.text.match(/https?:\/\/\S+/)?.[0];
      options.log.info(
        { to: message.to, subject: message.subject, link },
        'mail written to outbox',
      );
    },
  };
}
