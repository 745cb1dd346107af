import type pg from 'pg';

/**
 * Drops a database once its connections are gone. pg's pool.end() resolves before its sockets
 * have closed, and dropping WITH (FORCE) while they close makes them emit errors.
 */
export async function dropDatabaseWhenIdle(admin: pg.Client, name: string) {
  for (let i = 0; i < 50; i++) {
    const { rows } = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
