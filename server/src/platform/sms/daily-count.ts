import type { Db } from '../../db/database';

/**
 * Every SMS the server sends counts against SMS_DAILY_LIMIT (a UTC day), in the database so
 * that every instance counts the same ones. The count is one atomic upsert: whoever makes it
 * pass the limit (count = limit + 1) is the one to log the warning, once a day in all.
 */
export async function countSms(db: Db, limit: number, now = new Date()) {
  const day = now.toISOString().slice(0, 10);
  const row = await db
    .insertInto('sms_daily_counts')
    .values({ day, count: 1 })
    .onConflict((oc) =>
      oc.column('day').doUpdateSet((eb) => ({ count: eb('sms_daily_counts.count', '+', 1) })),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return { allowed: count <= limit, firstOver: count === limit + 1, count };
}
