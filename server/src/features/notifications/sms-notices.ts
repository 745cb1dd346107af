import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { countSms } from '../../platform/sms/daily-count';
import { newId } from '../../platform/tokens';
import { enqueueEvent } from './events';

/** SMS notices a person gets in 24 hours at most: each costs money, and a phone is not a chat. */
export const SMS_NOTICES_PER_DAY = 5;
const DAY_MS = 86_400_000;

export type SmsNoticeKind = 'message' | 'sale' | 'reservation';

export interface SmsNoticeDeps {
  /** SMS_DAILY_LIMIT: the whole server's SMS in a day, codes and notices together. */
  dailyLimit: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** Whom an SMS notice goes to: the number that signs in, when the person wants SMS. */
export interface SmsRecipient {
  id: string;
  login_phone: string | null;
  settings: { sms: boolean };
}

/**
 * Writes an SMS notice into the outbox (in `trx`, with its cause's follow-ups) unless the
 * person turned SMS off, has no verified number, had 5 today, already had one about this
 * thread's messages today, or the server reached SMS_DAILY_LIMIT. Returns whether it will go.
 */
export function createSmsNotices({ dailyLimit, log }: SmsNoticeDeps) {
  return async function smsNotice(
    trx: Db,
    recipient: SmsRecipient,
    kind: SmsNoticeKind,
    threadId: string | null,
    text: string,
    now = new Date(),
  ): Promise<boolean> {
    if (!recipient.settings.sms || !recipient.login_phone) return false;
    const since = new Date(now.getTime() - DAY_MS).toISOString();
    const sent = await trx
      .selectFrom('sms_notices_sent')
      .select(['kind', 'thread_id'])
      .where('user_id', '=', recipient.id)
      .where('created_at', '>', since)
      .execute();
    if (sent.length >= SMS_NOTICES_PER_DAY) return false;
    if (kind === 'message' && sent.some((row) => row.kind === kind && row.thread_id === threadId)) {
      return false;
    }
    const cap = await countSms(trx, dailyLimit, now);
    if (!cap.allowed) {
      if (cap.firstOver)
        log.warn({ limit: dailyLimit }, 'SMS_DAILY_LIMIT reached: no more SMS today');
      return false;
    }
    await trx
      .insertInto('sms_notices_sent')
      .values({
        id: newId(),
        user_id: recipient.id,
        thread_id: threadId,
        kind,
        created_at: now.toISOString(),
      })
      .execute();
    await enqueueEvent(trx, 'sms', { message: { to: recipient.login_phone, text } }, { now });
    return true;
  };
}

export type SmsNotice = ReturnType<typeof createSmsNotices>;
