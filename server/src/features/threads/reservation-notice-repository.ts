import type { Db } from '../../db/database';

/** A hold that ended with news for the buyer: the seller let it go, or its time ran out. */
export interface NoticedRelease {
  qty: number;
  reason: 'seller' | 'expired';
}

/**
 * In the transaction of a reservation change: one more change for the thread, and the release
 * an email may report (null when the change was a new hold, or ended one without news).
 * Returns the change's number: a push about an older one is stale.
 */
export async function noteReservationChange(
  trx: Db,
  threadId: string,
  released: NoticedRelease | null,
): Promise<number> {
  const facts = { released_qty: released?.qty ?? null, released_reason: released?.reason ?? null };
  const row = await trx
    .insertInto('reservation_notices')
    .values({
      thread_id: threadId,
      seq: 1,
      ...facts,
      email_due_at: null,
      emailed_at: null,
      emailed_state: null,
    })
    .onConflict((oc) =>
      oc.column('thread_id').doUpdateSet((eb) => ({
        seq: eb('reservation_notices.seq', '+', 1),
        ...facts,
      })),
    )
    .returning('seq')
    .executeTakeFirstOrThrow();
  return Number(row.seq);
}

/**
 * What the reservation notices read and write off the request path (reservation-notify.ts).
 * The email clock of a thread is changed only with its notice row locked first (an upsert,
 * which locks on both engines), so scheduling and sending never read each other's half-done
 * work: a change either makes the waiting email or schedules the next one.
 */
export function createReservationNoticeRepository(db: Db) {
  /** Locks the thread's notice row, creating it for an event written before it existed. */
  async function lock(trx: Db, threadId: string) {
    await trx
      .insertInto('reservation_notices')
      .values({
        thread_id: threadId,
        released_qty: null,
        released_reason: null,
        email_due_at: null,
        emailed_at: null,
        emailed_state: null,
      })
      .onConflict((oc) =>
        oc.column('thread_id').doUpdateSet((eb) => ({ seq: eb.ref('reservation_notices.seq') })),
      )
      .execute();
    return trx
      .selectFrom('reservation_notices')
      .selectAll()
      .where('thread_id', '=', threadId)
      .executeTakeFirstOrThrow();
  }

  return {
    /** The number of the thread's latest change (0 when none was noted). */
    async latestChange(threadId: string) {
      const row = await db
        .selectFrom('reservation_notices')
        .select('seq')
        .where('thread_id', '=', threadId)
        .executeTakeFirst();
      return Number(row?.seq ?? 0);
    },

    /**
     * When the thread's next email goes out, unless one is already waiting (then null): now,
     * or `windowMs` after the last one.
     */
    async scheduleEmail(trx: Db, threadId: string, now: Date, windowMs: number) {
      const notice = await lock(trx, threadId);
      if (notice.email_due_at) return null;
      const last = notice.emailed_at ? Date.parse(notice.emailed_at) : -Infinity;
      const due = new Date(Math.max(now.getTime(), last + windowMs));
      await trx
        .updateTable('reservation_notices')
        .set({ email_due_at: due.toISOString() })
        .where('thread_id', '=', threadId)
        .execute();
      return due;
    },

    /** Takes the waiting email (its clock cleared first); undefined when none is waiting. */
    async takeDueEmail(trx: Db, threadId: string) {
      const notice = await lock(trx, threadId);
      if (!notice.email_due_at) return undefined;
      await trx
        .updateTable('reservation_notices')
        .set({ email_due_at: null })
        .where('thread_id', '=', threadId)
        .execute();
      return notice;
    },

    /** The hold as it is now, and whether the thread and its post are still open. */
    async stateOf(trx: Db, threadId: string) {
      return trx
        .selectFrom('threads')
        .innerJoin('posts', 'posts.id', 'threads.post_id')
        .leftJoin('reservations', 'reservations.thread_id', 'threads.id')
        .select([
          'threads.status as thread_status',
          'posts.status as post_status',
          'reservations.qty',
          'reservations.until',
        ])
        .where('threads.id', '=', threadId)
        .executeTakeFirst();
    },

    async emailed(trx: Db, threadId: string, state: string, now: Date) {
      await trx
        .updateTable('reservation_notices')
        .set({ emailed_at: now.toISOString(), emailed_state: state })
        .where('thread_id', '=', threadId)
        .execute();
    },
  };
}

export type ReservationNoticeRepository = ReturnType<typeof createReservationNoticeRepository>;
