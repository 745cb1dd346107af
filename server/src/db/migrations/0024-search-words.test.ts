import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshDatabasePerTest, migrate } from '../../test/migration-db';
import { testEngines } from '../../test/test-app';
import { migrationsBefore } from '../migrate';
import { searchWordsMigration } from './0024-search-words';

// Rows written before 0024: the title indexes hold them folded (accents gone), new and edited
// titles follow, and saved alerts' keys are refolded as new ones are saved.

describe.each(testEngines)('migration 0024 on %s', (engine) => {
  const openFresh = freshDatabasePerTest(engine);
  const name = '0024-search-words';

  it('indexes existing titles without accents, keeps new ones in step, refolds alert keys', async () => {
    const handle = await openFresh();
    const { db } = handle;
    const before = migrationsBefore(engine, name);
    expect((await migrate(handle, before)).error).toBeUndefined();
    const now = new Date().toISOString();
    await sql`insert into users (id, email, username, username_key, password_hash, created_at, updated_at)
      values ('u1', 'u1@example.com', 'u1', 'u1', 'x', ${now}, ${now})`.execute(db);
    await sql`insert into posts (id, user_id, family_id, title, description, price_centavos,
        qty, unit, lat, lng, public_lat, public_lng, status, expires_at, created_at, updated_at)
      select 'p1', 'u1', min(id), 'PIÑA at Itlog', '', 2500, 1, 'pc', 14.6, 121, 14.6, 121, 'active',
        ${now}, ${now}, ${now} from families`.execute(db);
    await sql`insert into alerts (id, user_id, search, search_key, lat, lng, range_km,
        min_lat, max_lat, min_lng, max_lng, created_at)
      values ('a1', 'u1', 'Piña,  ITLOG', 'piña,  itlog', 14.6, 121, 5, 14.5, 14.7, 120.9, 121.1, ${now})`.execute(
      db,
    );
    expect(
      (await migrate(handle, { ...before, [name]: searchWordsMigration(engine) })).error,
    ).toBeUndefined();

    const alert = await sql<{
      search_key: string;
    }>`select search_key from alerts where id = 'a1'`.execute(db);
    expect(alert.rows[0]?.search_key).toBe('pina itlog');

    /** The posts whose title the engine's indexes find for a word. */
    const found = async (word: string) => {
      const rows =
        engine === 'sqlite'
          ? await sql<{ id: string }>`select id from posts
              where seq in (select rowid from posts_words where posts_words match ${`"${word}"`})
                and seq in (select rowid from posts_fts where posts_fts match ${`"${word}"`})
              order by id`.execute(db)
          : await sql<{ id: string }>`select id from posts
              where title_folded like ${`%${word}%`} order by id`.execute(db);
      return rows.rows.map((row) => row.id);
    };
    expect(await found('pina')).toEqual(['p1']);
    expect(await found('itlog')).toEqual(['p1']);

    await sql`insert into posts (id, user_id, family_id, title, description, price_centavos,
        qty, unit, lat, lng, public_lat, public_lng, status, expires_at, created_at, updated_at)
      select 'p2', 'u1', family_id, 'Jamón de bola', '', 2500, 1, 'pc', 14.6, 121, 14.6, 121, 'active',
        expires_at, created_at, updated_at from posts where id = 'p1'`.execute(db);
    expect(await found('jamon')).toEqual(['p2']);
    await sql`update posts set title = 'Kesong puti' where id = 'p1'`.execute(db);
    expect(await found('itlog')).toEqual([]);
    expect(await found('kesong')).toEqual(['p1']);
    await sql`delete from posts where id = 'p2'`.execute(db);
    expect(await found('jamon')).toEqual([]);
  });
});
