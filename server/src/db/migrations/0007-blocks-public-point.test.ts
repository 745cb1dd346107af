import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PUBLIC_POINT_MAX_M, PUBLIC_POINT_MIN_M } from '@core/constants';
import { haversineKm } from '@core/geo';
import { testEngines } from '../../test/test-app';
import { freshDatabasePerTest, migrate } from '../../test/migration-db';
import { initialMigration } from './0001-initial';
import { taxonomyMigration } from './0002-taxonomy';
import { feedIndexesMigration } from './0003-feed-indexes';
import { blocksPublicPointMigration } from './0007-blocks-public-point';

// Posts that existed before the public point get one each, 150 to 350 m off, on both engines.

describe.each(testEngines)('migration 0007 on %s', (engine) => {
  const openFresh = freshDatabasePerTest(engine);

  it('gives every existing post its own public point, 150 to 350 m from the exact one', async () => {
    const handle = await openFresh();
    const before = {
      '0001-initial': initialMigration(engine),
      '0002-taxonomy': taxonomyMigration(),
      '0003-feed-indexes': feedIndexesMigration(engine),
    };
    expect((await migrate(handle, before)).error).toBeUndefined();
    const now = new Date().toISOString();
    await sql`insert into users (id, email, username, username_key, password_hash, created_at, updated_at)
      values ('u1', 'u1@example.com', 'u1', 'u1', 'x', ${now}, ${now})`.execute(handle.db);
    const family = await sql<{ id: number }>`select id from families limit 1`.execute(handle.db);
    const exact = Array.from({ length: 1500 }, (_, i) => ({
      lat: 14.5 + (i % 50) * 0.01,
      lng: 121 + Math.floor(i / 50) * 0.01,
    }));
    for (const [i, point] of exact.entries()) {
      await sql`insert into posts (id, user_id, family_id, title, description, price_centavos,
          qty, unit, lat, lng, status, expires_at, created_at, updated_at)
        values (${`p${i}`}, 'u1', ${family.rows[0]!.id}, 'Kangkong', '', 2500, 1, 'bunch',
          ${point.lat}, ${point.lng}, 'active', ${now}, ${now}, ${now})`.execute(handle.db);
    }

    const result = await migrate(handle, {
      ...before,
      '0007-blocks-public-point': blocksPublicPointMigration(engine),
    });
    expect(result.error).toBeUndefined();
    const rows = await handle.db
      .selectFrom('posts')
      .select(['id', 'lat', 'lng', 'public_lat', 'public_lng'])
      .execute();
    expect(rows).toHaveLength(exact.length);
    const offsets = new Set<string>();
    for (const row of rows) {
      const metres =
        haversineKm({ lat: row.lat, lng: row.lng }, { lat: row.public_lat, lng: row.public_lng }) *
        1000;
      expect(metres).toBeGreaterThanOrEqual(PUBLIC_POINT_MIN_M - 0.01);
      expect(metres).toBeLessThanOrEqual(PUBLIC_POINT_MAX_M + 0.01);
      offsets.add(
        `${(row.public_lat - row.lat).toFixed(7)},${(row.public_lng - row.lng).toFixed(7)}`,
      );
    }
    // A random offset each, not one shared shift that one known post would give away: the
    // exact points lie on the grid the public points are rounded to, so the offsets are the
    // grid steps that land in the ring (28 or so), and they all turn up.
    expect(offsets.size).toBeGreaterThanOrEqual(24);
    // 1,500 posts written and moved one by one: about 20 s on a busy machine.
  }, 60_000);
});
