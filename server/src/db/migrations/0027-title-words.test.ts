import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { searchConditions } from '../../features/posts/feed-search';
import { freshDatabasePerTest, migrate } from '../../test/migration-db';
import { testEngines } from '../../test/test-app';
import { migrationsBefore, migrationsFor } from '../migrate';

// PostgreSQL's index of whole title words: it holds the titles written before it, and the
// feed's food search spells its expression so that PostgreSQL can use it (a query that
// missed by one character would silently read the trigram index, or every row, instead).

const postgresOnly = testEngines.includes('postgres') ? describe : describe.skip;

postgresOnly('migration 0027 on postgres', () => {
  const openFresh = freshDatabasePerTest('postgres');
  const name = '0027-title-words';

  it('indexes the existing titles, and the food search is answered through the index', async () => {
    const handle = await openFresh();
    const { db } = handle;
    expect((await migrate(handle, migrationsBefore('postgres', name))).error).toBeUndefined();
    const now = new Date().toISOString();
    await sql`insert into users (id, email, username, username_key, password_hash, created_at, updated_at)
      values ('u1', 'u1@example.com', 'u1', 'u1', 'x', ${now}, ${now})`.execute(db);
    await sql`insert into posts (id, user_id, family_id, title, description, price_centavos,
        qty, unit, lat, lng, public_lat, public_lng, status, expires_at, created_at, updated_at)
      select 'p1', 'u1', min(id), 'Kalamansing Batangas, 1 kg', '', 2500, 1, 'kg', 14.6, 121,
        14.6, 121, 'active', ${now}, ${now}, ${now} from families`.execute(db);
    expect((await migrate(handle, migrationsFor('postgres'))).error).toBeUndefined();

    const search = (word: string) =>
      db
        .selectFrom('posts')
        .select('id')
        .where((eb) => eb.and(searchConditions('postgres', word)));
    expect((await search('calamansi').execute()).map((row) => row.id)).toEqual(['p1']);
    expect(await search('mangga').execute()).toEqual([]);

    const plan = await db.transaction().execute(async (trx) => {
      // One post: without this, reading the table is cheaper than any index.
      await sql`set local enable_seqscan = off`.execute(trx);
      const query = search('calamansi').compile();
      const explained = await sql
        .raw<{ 'QUERY PLAN': string }>(
          `explain ${query.sql.replace(/\$(\d+)/g, (_, i) => literal(query.parameters[i - 1]))}`,
        )
        .execute(trx);
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('posts_title_words');
  });
});

/** A parameter as an SQL literal, for EXPLAIN (which takes no parameters). */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `array[${value.map(literal).join(',')}]`;
  return `'${String(value).replace(/'/g, "''")}'`;
}
