import { sql } from 'kysely';
import { PAYMENT_QR_CHANGES_WINDOW_MS } from '@core/schemas';
import type { Db, Engine } from '../../db/database';
import type { MailMessage } from '../../platform/mailer';
import { enqueue } from '../../platform/outbox';
import { newId } from '../../platform/tokens';

/** Where the daily count of changes starts. */
const windowStart = (now: Date) =>
  new Date(now.getTime() - PAYMENT_QR_CHANGES_WINDOW_MS).toISOString();

export type ChangeOutcome = 'changed' | 'unchanged' | 'limited';

/** The SQL of sellers' payment QRs (issue 40; migration 0026). */
export function createPaymentQrRepository(db: Db, engine: Engine) {
  return {
    /** What the rules and the e-mail need of the account. */
    account(userId: string) {
      return db
        .selectFrom('users')
        .select([
          'id',
          'username',
          'display_name',
          'email',
          'email_confirmed_at',
          'password_hash',
          'locale',
        ])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    find(userId: string) {
      return db
        .selectFrom('payment_qrs')
        .select(['payload', 'changed_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** When the person's changes of the last day were made, oldest first. */
    async changesInDay(userId: string, now: Date) {
      const rows = await db
        .selectFrom('payment_qr_changes')
        .select('created_at')
        .where('user_id', '=', userId)
        .where('created_at', '>', windowStart(now))
        .orderBy('created_at')
        .execute();
      return rows.map((row) => row.created_at);
    },

    /**
     * Saves `payload` as the person's QR (null: removes it), counts the change and queues the
     * e-mail (if any), in one transaction; nothing when it changes nothing. Counted and written
     * with the person's row locked (PostgreSQL; SQLite's transactions take the write lock at
     * once): two changes at the same moment cannot both pass the daily cap.
     */
    async change(
      userId: string,
      payload: string | null,
      { now, maxPerDay, mail }: { now: Date; maxPerDay: number; mail: MailMessage | null },
    ): Promise<ChangeOutcome> {
      return db.transaction().execute(async (trx) => {
        if (engine === 'postgres') {
          await trx
            .selectFrom('users')
            .select('id')
            .where('id', '=', userId)
            .forNoKeyUpdate()
            .execute();
        }
        const current = await trx
          .selectFrom('payment_qrs')
          .select('payload')
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if ((current?.payload ?? null) === payload) return 'unchanged';
        const counted = await trx
          .selectFrom('payment_qr_changes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .where('created_at', '>', windowStart(now))
          .executeTakeFirst();
        if (Number(counted?.n ?? 0) >= maxPerDay) return 'limited';
        const at = now.toISOString();
        if (payload === null) {
          await trx.deleteFrom('payment_qrs').where('user_id', '=', userId).execute();
        } else {
          await trx
            .insertInto('payment_qrs')
            .values({ user_id: userId, payload, changed_at: at })
            .onConflict((oc) => oc.column('user_id').doUpdateSet({ payload, changed_at: at }))
            .execute();
        }
        await trx
          .insertInto('payment_qr_changes')
          .values({
            id: newId(),
            user_id: userId,
            action: payload === null ? 'removed' : 'saved',
            created_at: at,
          })
          .execute();
        if (mail) await enqueue(trx, 'email', { message: mail }, { now });
        return 'changed';
      });
    },

    /** What decides whether the caller sees the seller's QR in a thread (./policy.ts). */
    threadFacts(threadId: string, now: Date) {
      const at = now.toISOString();
      return db
        .selectFrom('threads')
        .innerJoin('users as seller', 'seller.id', 'threads.seller_id')
        .innerJoin('posts as post', 'post.id', 'threads.post_id')
        .select([
          'threads.buyer_id',
          'threads.seller_id',
          'seller.banned_until',
          'seller.deletion_requested_at',
          sql<boolean | number>`exists (select 1 from reservations
            inner join posts on posts.id = reservations.post_id
            where reservations.thread_id = threads.id and reservations.until > ${at}
              and posts.status = 'active')`.as('reserved'),
          sql<string | null>`(select max(sales.sold_at) from sales
            where sales.thread_id = threads.id)`.as('sold_at'),
          // What the buyer pays at pickup: what is held for them, else the last sale's.
          sql<number | null>`(select reservations.qty from reservations
            where reservations.thread_id = threads.id and reservations.until > ${at}
            order by reservations.until desc limit 1)`.as('reserved_qty'),
          sql<number | null>`(select sales.qty from sales where sales.thread_id = threads.id
            order by sales.sold_at desc limit 1)`.as('sold_qty'),
          'post.price_centavos',
        ])
        .where('threads.id', '=', threadId)
        .executeTakeFirst();
    },
  };
}

export type PaymentQrRepository = ReturnType<typeof createPaymentQrRepository>;
