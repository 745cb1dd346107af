import { sql } from 'kysely';
import type { Db, Engine } from '../../db/database';
import type { SmsCodesTable } from '../../db/schema';

export type CodePurpose = SmsCodesTable['purpose'];

export interface NewCode {
  id: string;
  phone: string;
  purpose: CodePurpose;
  userId: string | null;
  codeHash: string;
  validMs: number;
}

/** The SMS codes (hashed), their tries, and the sign-up tokens a verified new number gets. */
export function createCodeRepository(db: Db, engine: Engine) {
  return {
    /**
     * Serialises the code requests of one number until `trx` ends, so two at once cannot both
     * pass the per-number limits. SQLite's single writer does this already.
     */
    async lockNumber(trx: Db, phone: string) {
      if (engine === 'postgres') {
        await sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`.execute(trx);
      }
    },

    /** When the codes sent to a number since `since` were sent, oldest first. */
    async sentSince(trx: Db, phone: string, since: Date) {
      const rows = await trx
        .selectFrom('sms_codes')
        .select('created_at')
        .where('phone', '=', phone)
        .where('created_at', '>', since.toISOString())
        .orderBy('created_at')
        .execute();
      return rows.map((row) => new Date(row.created_at).getTime());
    },

    /** Writes a new code; the number's earlier codes for the same purpose end with it. */
    async create(trx: Db, code: NewCode, now = new Date()) {
      let ended = trx
        .updateTable('sms_codes')
        .set({ ended_at: now.toISOString() })
        .where('phone', '=', code.phone)
        .where('purpose', '=', code.purpose)
        .where('ended_at', 'is', null);
      if (code.userId) ended = ended.where('user_id', '=', code.userId);
      await ended.execute();
      await trx
        .insertInto('sms_codes')
        .values({
          id: code.id,
          phone: code.phone,
          purpose: code.purpose,
          user_id: code.userId,
          code_hash: code.codeHash,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + code.validMs).toISOString(),
          ended_at: null,
        })
        .execute();
    },

    /** A number's codes for a purpose (and account) of the last day, newest first. */
    recent(phone: string, purpose: CodePurpose, userId: string | null, now = new Date()) {
      let query = db
        .selectFrom('sms_codes')
        .select(['id', 'code_hash', 'tries', 'expires_at', 'ended_at'])
        .where('phone', '=', phone)
        .where('purpose', '=', purpose)
        .where('created_at', '>', new Date(now.getTime() - 86_400_000).toISOString());
      if (userId) query = query.where('user_id', '=', userId);
      return query.orderBy('created_at', 'desc').limit(20).execute();
    },

    /** Counts a wrong try; the code ends at `maxTries`. Returns the tries now, or null if ended. */
    async wrongTry(id: string, maxTries: number, now = new Date()) {
      const row = await db
        .updateTable('sms_codes')
        .set((eb) => ({ tries: eb('tries', '+', 1) }))
        .where('id', '=', id)
        .where('ended_at', 'is', null)
        .returning('tries')
        .executeTakeFirst();
      if (!row) return null;
      const tries = Number(row.tries);
      if (tries >= maxTries) {
        await db
          .updateTable('sms_codes')
          .set({ ended_at: now.toISOString() })
          .where('id', '=', id)
          .where('ended_at', 'is', null)
          .execute();
      }
      return tries;
    },

    /** Uses a code once: false when another request used (or ended) it first. */
    async use(id: string, trx: Db = db, now = new Date()) {
      const result = await trx
        .updateTable('sms_codes')
        .set({ ended_at: now.toISOString() })
        .where('id', '=', id)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async createSignupToken(tokenHash: string, phone: string, validMs: number, now = new Date()) {
      await db
        .insertInto('phone_signup_tokens')
        .values({
          token_hash: tokenHash,
          phone,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + validMs).toISOString(),
          used_at: null,
        })
        .execute();
    },

    findSignupToken(tokenHash: string) {
      return db
        .selectFrom('phone_signup_tokens')
        .select(['phone', 'expires_at', 'used_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    async useSignupToken(trx: Db, tokenHash: string, now = new Date()) {
      const result = await trx
        .updateTable('phone_signup_tokens')
        .set({ used_at: now.toISOString() })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

/** What is kept of SMS for the limits: a day, and a margin. */
const KEEP_SMS_RECORDS_MS = 2 * 86_400_000;

/**
 * Forgets what the limits no longer need: codes and notices past two days, sign-up tokens past
 * their end, daily counts past a month. A number that never became an account is not kept.
 */
export async function forgetOldSmsRecords(db: Db, now = new Date()) {
  const before = new Date(now.getTime() - KEEP_SMS_RECORDS_MS).toISOString();
  await db.deleteFrom('sms_codes').where('created_at', '<', before).execute();
  await db.deleteFrom('sms_notices_sent').where('created_at', '<', before).execute();
  await db.deleteFrom('phone_signup_tokens').where('expires_at', '<', now.toISOString()).execute();
  const monthAgo = new Date(now.getTime() - 31 * 86_400_000).toISOString().slice(0, 10);
  await db.deleteFrom('sms_daily_counts').where('day', '<', monthAgo).execute();
}

export type CodeRepository = ReturnType<typeof createCodeRepository>;
