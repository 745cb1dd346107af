import { SMS_CODE_MAX_TRIES, SMS_CODE_VALID_MINUTES } from '@core/phone';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../platform/errors';
import { enqueue } from '../../platform/outbox';
import { countSms } from '../../platform/sms/daily-count';
import { newId } from '../../platform/tokens';
import type { Locale } from '../auth/emails';
import type { CodePurpose, CodeRepository } from './code-repository';
import { hashSmsCode, newSmsCode, smsCodeMatches } from './codes';
import { PER_NUMBER_LIMITS } from './limits';
import { codeSms } from './texts';

const MINUTE_MS = 60_000;

export interface CodeSenderDeps {
  db: Db;
  codes: CodeRepository;
  /** Keys the codes' hashes (server_settings 'sms_code_secret'). */
  secret: string;
  publicUrl: string;
  /** SMS_DAILY_LIMIT. */
  dailyLimit: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export interface CodeRequest {
  phone: string;
  purpose: CodePurpose;
  /** The account adding or changing its number ('link'); null when signing in. */
  userId: string | null;
  locale: Locale;
}

const tooSoon = (retryAfterS: number) =>
  new AppError('rate_limited', 429, 'Please wait before asking for another code.', {
    retry_after_s: retryAfterS,
  });
const smsUnavailable = () =>
  new AppError(
    'sms_unavailable',
    503,
    'We cannot send SMS codes right now. Please try again tomorrow or sign in with e-mail.',
  );
export const invalidCode = () =>
  new AppError('invalid_code', 400, 'That code is not right. Check the SMS and try again.');
export const codeExpired = () =>
  new AppError('code_expired', 400, 'This code has expired. Please ask for a new one.');

/**
 * Seconds until the number may get another code, or 0: one a minute, 5 an hour, 10 a day.
 * `sent` are the send times of the last day, oldest first.
 */
export function waitBeforeNextCode(sent: number[], now: number): number {
  let waitMs = 0;
  for (const { max, perMinutes } of PER_NUMBER_LIMITS) {
    const window = perMinutes * MINUTE_MS;
    const inWindow = sent.filter((at) => at > now - window);
    if (inWindow.length >= max) {
      waitMs = Math.max(waitMs, inWindow[inWindow.length - max]! + window - now);
    }
  }
  return Math.ceil(waitMs / 1000);
}

/** Sends codes by SMS (through the outbox) and checks them. */
export function createCodeSender({
  db,
  codes,
  secret,
  publicUrl,
  dailyLimit,
  log,
}: CodeSenderDeps) {
  return {
    /**
     * A new code for the number, unless its limits or the server's daily cap say no. The
     * number's checks and the new code are one transaction, so two requests at once cannot
     * both slip past a limit; a refused request changes nothing but the day's count.
     */
    async send({ phone, purpose, userId, locale }: CodeRequest, now = new Date()) {
      const outcome = await db.transaction().execute(async (trx) => {
        await codes.lockNumber(trx, phone);
        const sent = await codes.sentSince(trx, phone, new Date(now.getTime() - 1440 * MINUTE_MS));
        const wait = waitBeforeNextCode(sent, now.getTime());
        if (wait > 0) return { refused: 'limit' as const, wait };
        const cap = await countSms(trx, dailyLimit, now);
        if (!cap.allowed) return { refused: 'cap' as const, firstOver: cap.firstOver };
        const id = newId();
        const code = newSmsCode();
        await codes.create(
          trx,
          {
            id,
            phone,
            purpose,
            userId,
            codeHash: hashSmsCode(secret, id, code),
            validMs: SMS_CODE_VALID_MINUTES * MINUTE_MS,
          },
          now,
        );
        await enqueue(trx, 'sms', {
          message: { to: phone, text: codeSms(locale, code, publicUrl) },
        });
        return { refused: null };
      });
      if (outcome.refused === 'limit') throw tooSoon(outcome.wait);
      if (outcome.refused === 'cap') {
        if (outcome.firstOver) {
          log.warn({ limit: dailyLimit }, 'SMS_DAILY_LIMIT reached: codes refused until tomorrow');
        }
        throw smsUnavailable();
      }
    },

    /**
     * Uses the number's latest code if `code` is it. Wrong: 400 invalid_code (the fifth wrong
     * try ends the code); used, replaced, ended or older than 10 minutes: 400 code_expired.
     */
    async check(phone: string, purpose: CodePurpose, userId: string | null, code: string) {
      const [row, ...older] = await codes.recent(phone, purpose, userId);
      if (!row || row.ended_at !== null || new Date(row.expires_at).getTime() <= Date.now()) {
        throw codeExpired();
      }
      if (!smsCodeMatches(secret, row.id, code, row.code_hash)) {
        // An earlier code that a newer one ended is not a wrong guess: say it has expired.
        if (older.some((old) => smsCodeMatches(secret, old.id, code, old.code_hash))) {
          throw codeExpired();
        }
        const tries = await codes.wrongTry(row.id, SMS_CODE_MAX_TRIES);
        if (tries === null) throw codeExpired();
        throw invalidCode();
      }
      if (!(await codes.use(row.id))) throw codeExpired();
    },
  };
}

export type CodeSender = ReturnType<typeof createCodeSender>;
