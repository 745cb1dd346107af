import type { Db } from '../db/database';

/**
 * A value made once per deployment (a generated key or secret) and shared by every instance:
 * the first to start writes it, the others find it. Insert-if-absent then read keeps two
 * instances starting together from each keeping a different value.
 */
export async function sharedSetting(db: Db, name: string, make: () => string): Promise<string> {
  const existing = await read(db, name);
  if (existing !== undefined) return existing;
  await db
    .insertInto('server_settings')
    .values({ name, value: make(), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await read(db, name);
  if (stored === undefined) throw new Error(`server setting ${name} could not be stored`);
  return stored;
}

async function read(db: Db, name: string) {
  const row = await db
    .selectFrom('server_settings')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.value;
}
