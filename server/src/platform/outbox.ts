import type { Db, Engine } from '../db/database';
import { sql, type Selectable } from 'kysely';
import type { OutboxTable } from '../db/schema';
import { newId } from './tokens';

/**
 * The durable outbox (DESIGN: notifications). An event is written in the same transaction as
 * its cause, so it exists exactly when the cause does; a worker on any instance claims due
 * events, handles them and deletes them. A claim is a lease: an event whose worker died is
 * taken over when the lease runs out. Claims never overlap: FOR UPDATE SKIP LOCKED on
 * PostgreSQL, and on SQLite the single writer runs the claiming UPDATE as one statement.
 */
export interface OutboxEvent {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
}

export interface EnqueueOptions {
  /** Not before this time (a delayed check); now by default. */
  availableAt?: Date;
  now?: Date;
}

/** Writes an event; pass the transaction of the change that causes it. */
export async function enqueue(
  db: Db,
  kind: string,
  payload: unknown,
  { availableAt, now = new Date() }: EnqueueOptions = {},
) {
  await db
    .insertInto('outbox')
    .values({
      id: newId(),
      kind,
      payload: JSON.stringify(payload),
      available_at: (availableAt ?? now).toISOString(),
      locked_until: null,
      last_error: null,
      failed_at: null,
      created_at: now.toISOString(),
    })
    .execute();
}

const toEvent = (row: Selectable<OutboxTable>): OutboxEvent => ({
  id: row.id,
  kind: row.kind,
  payload: JSON.parse(row.payload) as unknown,
  attempts: row.attempts,
});

export function createOutbox(db: Db, engine: Engine) {
  return {
    /** Takes up to `limit` due events for `leaseMs`; nobody else gets them meanwhile. */
    async claim(limit: number, leaseMs: number, now = new Date()): Promise<OutboxEvent[]> {
      const at = now.toISOString();
      let due = db
        .selectFrom('outbox')
        .select('id')
        .where('failed_at', 'is', null)
        .where('available_at', '<=', at)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
        .orderBy('available_at')
        .limit(limit);
      if (engine === 'postgres') due = due.forUpdate().skipLocked();
      const rows = await db
        .updateTable('outbox')
        .set((eb) => ({
          locked_until: new Date(now.getTime() + leaseMs).toISOString(),
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', 'in', due)
        .returningAll()
        .execute();
      return rows
        .sort((a, b) => a.available_at.localeCompare(b.available_at))
        .map((row) => toEvent(row));
    },

    /** Done: the event is gone (in `trx` when its follow-ups are written with it). */
    async complete(id: string, trx: Db = db) {
      await trx.deleteFrom('outbox').where('id', '=', id).execute();
    },

    /** Try again later, or give up for good (kept with its error for the operator). */
    async fail(id: string, error: string, retryAt: Date | null, now = new Date()) {
      await db
        .updateTable('outbox')
        .set({
          locked_until: null,
          last_error: error.slice(0, 1000),
          ...(retryAt ? { available_at: retryAt.toISOString() } : { failed_at: now.toISOString() }),
        })
        .where('id', '=', id)
        .execute();
    },

    /** Events by kind, waiting or failed for good (metrics: queue depth, failures). */
    async depth() {
      const rows = await db
        .selectFrom('outbox')
        .select((eb) => [
          'kind',
          eb.fn.countAll<number>().as('count'),
          sql<string>`case when failed_at is null then 'waiting' else 'failed' end`.as('state'),
        ])
        .groupBy(['kind', sql`case when failed_at is null then 'waiting' else 'failed' end`])
        .execute();
      return rows.map((row) => ({ kind: row.kind, state: row.state, count: Number(row.count) }));
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
