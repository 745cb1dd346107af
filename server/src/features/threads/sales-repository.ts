import { sql } from 'kysely';
import type { PaidBy } from '@core/schemas';
import type { Db, Engine } from '../../db/database';
import { newId } from '../../platform/tokens';
import { saleCompleted } from '../notifications/events';
import { reservationDropped, reservationReleased } from './reservation-events';

/** Amounts in hundredths of the unit: two decimals at most, so sums and checks are exact. */
export const hundredths = (amount: number) => Math.round(amount * 100);
const fromHundredths = (value: number) => value / 100;

export interface LockedPost {
  id: string;
  status: 'active' | 'hidden' | 'completed';
  qty: number;
  qty_reserved: number;
  qty_sold: number;
  expires_at: string;
}

export interface EndedReservation {
  thread_id: string;
  post_id: string;
  qty: number;
}

/**
 * The SQL of reservations and sales. Every change runs in one transaction that first locks the
 * post's row (FOR UPDATE on PostgreSQL; on SQLite a first write takes the single writer's lock,
 * so even several processes on one file take turns), then reads what is left and writes: two
 * requests for the last units can never both see them free.
 */
export function createSalesRepository(db: Db, engine: Engine) {
  async function lockPost(trx: Db, postId: string): Promise<LockedPost | undefined> {
    if (engine === 'postgres') {
      await trx.selectFrom('posts').select('id').where('id', '=', postId).forUpdate().execute();
    } else {
      await trx
        .updateTable('posts')
        .set((eb) => ({ qty_sold: eb.ref('qty_sold') }))
        .where('id', '=', postId)
        .execute();
    }
    return trx
      .selectFrom('posts')
      .select(['id', 'status', 'qty', 'qty_reserved', 'qty_sold', 'expires_at'])
      .where('id', '=', postId)
      .executeTakeFirst();
  }

  /** Rewrites the post's sums from its reservations and sales; returns the post as it is now. */
  async function recount(trx: Db, post: LockedPost): Promise<LockedPost> {
    const [reserved, sold] = await Promise.all([
      trx.selectFrom('reservations').select('qty').where('post_id', '=', post.id).execute(),
      trx.selectFrom('sales').select('qty').where('post_id', '=', post.id).execute(),
    ]);
    const sum = (rows: { qty: number }[]) =>
      fromHundredths(rows.reduce((total, row) => total + hundredths(row.qty), 0));
    const sums = { qty_reserved: sum(reserved), qty_sold: sum(sold) };
    await trx.updateTable('posts').set(sums).where('id', '=', post.id).execute();
    return { ...post, ...sums };
  }

  /** Ends the post's reservations that are due (or all of them); the buyers are told. */
  async function endReservations(
    trx: Db,
    postId: string,
    now: Date,
    { all = false, notify = true } = {},
  ): Promise<EndedReservation[]> {
    let query = trx.deleteFrom('reservations').where('post_id', '=', postId);
    if (!all) query = query.where('until', '<=', now.toISOString());
    const ended = await query.returning(['thread_id', 'post_id', 'qty']).execute();
    for (const row of ended) {
      if (notify) {
        await reservationReleased(trx, {
          threadId: row.thread_id,
          qty: row.qty,
          reason: 'expired',
        });
      } else {
        await reservationDropped(trx, row.thread_id);
      }
    }
    return ended;
  }

  return {
    /** Runs `work` with the post locked, after ending its due reservations. */
    withPostLocked<T>(
      postId: string,
      now: Date,
      work: (trx: Db, post: LockedPost | undefined) => Promise<T>,
    ) {
      return db.transaction().execute(async (trx) => {
        const locked = await lockPost(trx, postId);
        if (!locked) return work(trx, undefined);
        const due = await endReservations(trx, postId, now);
        return work(trx, due.length ? await recount(trx, locked) : locked);
      });
    },

    recount,

    async threadStatus(trx: Db, threadId: string) {
      const row = await trx
        .selectFrom('threads')
        .select('status')
        .where('id', '=', threadId)
        .executeTakeFirst();
      return row?.status;
    },

    reservationOf(trx: Db, threadId: string) {
      return trx
        .selectFrom('reservations')
        .select(['qty', 'until', 'created_at'])
        .where('thread_id', '=', threadId)
        .executeTakeFirst();
    },

    /** Creates or replaces the thread's reservation. */
    async putReservation(
      trx: Db,
      row: { thread_id: string; post_id: string; qty: number; until: string; created_at: string },
    ) {
      await trx.deleteFrom('reservations').where('thread_id', '=', row.thread_id).execute();
      await trx.insertInto('reservations').values(row).execute();
    },

    async deleteReservation(trx: Db, threadId: string) {
      const result = await trx
        .deleteFrom('reservations')
        .where('thread_id', '=', threadId)
        .returning('qty')
        .executeTakeFirst();
      return result?.qty;
    },

    /** The thread, if still open, becomes completed with its sale; false if it had moved on. */
    async recordSale(
      trx: Db,
      sale: { threadId: string; postId: string; qty: number; paidBy: PaidBy | null },
      now: Date,
    ) {
      const { threadId, postId, qty, paidBy } = sale;
      const at = now.toISOString();
      const thread = await trx
        .updateTable('threads')
        // The buyer is told: the sale is done and a review is now possible.
        .set({ status: 'completed', completed_at: at, unread_for_buyer: true })
        .where('id', '=', threadId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (Number(thread.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('sales')
        .values({
          id: newId(),
          thread_id: threadId,
          post_id: postId,
          qty,
          sold_at: at,
          paid_by: paidBy,
        })
        .execute();
      await trx.deleteFrom('reservations').where('thread_id', '=', threadId).execute();
      await saleCompleted(trx, threadId, now);
      return true;
    },

    /** Sold out: the post is completed, and its other threads take no more messages. */
    async closeSoldOut(trx: Db, postId: string, now: Date) {
      const at = now.toISOString();
      await trx
        .updateTable('posts')
        .set({ status: 'completed', closed_at: at, updated_at: at })
        .where('id', '=', postId)
        .where('status', '=', 'active')
        .execute();
    },

    /** What a reservation notice says: the post, its unit, the seller, and who hears it. */
    noticeFacts(threadId: string) {
      return db
        .selectFrom('threads')
        .innerJoin('posts', 'posts.id', 'threads.post_id')
        .innerJoin('users as seller', 'seller.id', 'threads.seller_id')
        .select([
          'threads.buyer_id',
          'posts.title as post_title',
          'posts.unit',
          sql<string>`coalesce(seller.display_name, seller.username)`.as('seller_name'),
        ])
        .where('threads.id', '=', threadId)
        .executeTakeFirst();
    },

    sales(postId: string) {
      return db
        .selectFrom('sales')
        .innerJoin('threads', 'threads.id', 'sales.thread_id')
        .leftJoin('users', 'users.id', 'threads.buyer_id')
        .select([
          'sales.thread_id',
          'sales.qty',
          'sales.sold_at',
          'sales.paid_by',
          'users.id as buyer_id',
          'users.username as buyer_username',
          'users.display_name as buyer_display_name',
        ])
        .where('sales.post_id', '=', postId)
        .orderBy('sales.sold_at', 'desc')
        .orderBy('sales.id')
        .execute();
    },

    /**
     * Posts with reservations to end: due ones, and any of a post no longer for sale (canceled,
     * sold from My Posts, removed by an admin or with its author's account).
     */
    async postsToSweep(now: Date) {
      const rows = await db
        .selectFrom('reservations')
        .innerJoin('posts', 'posts.id', 'reservations.post_id')
        .select('reservations.post_id')
        .distinct()
        .where((eb) =>
          eb.or([
            eb('reservations.until', '<=', now.toISOString()),
            eb('posts.status', '!=', 'active'),
          ]),
        )
        .execute();
      return rows.map((row) => row.post_id);
    },

    /** Ends the due reservations of one post, or all of them when it is no longer for sale. */
    async sweepPost(postId: string, now: Date) {
      return db.transaction().execute(async (trx) => {
        const locked = await lockPost(trx, postId);
        if (!locked) return [];
        const closed = locked.status !== 'active';
        // A closed post's buyers learn of it from the post; only a lapsed hold is news.
        const ended = await endReservations(trx, postId, now, { all: closed, notify: !closed });
        if (ended.length) await recount(trx, locked);
        return ended;
      });
    },
  };
}

export type SalesRepository = ReturnType<typeof createSalesRepository>;
