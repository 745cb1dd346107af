import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { boxAround } from '@core/geo';
import { createAlertRepository } from '../../features/alerts/repository';
import { matchDistance } from '../../features/alerts/matching';
import { freshDatabasePerTest, migrate } from '../../test/migration-db';
import { testEngines } from '../../test/test-app';
import { migrationsBefore } from '../migrate';
import { alertCellsMigration } from './0009-alert-cells';

// Alerts saved before the grid index arrives are copied into it by the migration (SQLite; on
// PostgreSQL it changes nothing and the GiST index goes on answering), and matching finds
// exactly what reading every alert finds.

describe.each(testEngines)('migration 0009 on %s', (engine) => {
  const openFresh = freshDatabasePerTest(engine);

  it('indexes the alerts that already exist', async () => {
    const handle = await openFresh();
    const before = migrationsBefore(engine, '0009-alert-cells');
    expect((await migrate(handle, before)).error).toBeUndefined();
    const now = new Date().toISOString();
    await sql`insert into users (id, email, username, username_key, password_hash, created_at, updated_at)
      values ('u1', 'u1@example.com', 'u1', 'u1', 'x', ${now}, ${now})`.execute(handle.db);
    const alerts = Array.from({ length: 400 }, (_, i) => {
      const point = { lat: 14.5 + (i % 20) * 0.011, lng: 121 + Math.floor(i / 20) * 0.009 };
      const range = 1 + (i % 13) * 3.5;
      const box = boxAround(point, range);
      return {
        id: `a${i}`,
        user_id: 'u1',
        search: i % 3 === 0 ? 'itlog' : null,
        search_key: i % 3 === 0 ? 'itlog' : null,
        family_ids: null,
        max_price_centavos: i % 4 === 0 ? 1000 : null,
        ...point,
        range_km: range,
        min_lat: box.minLat,
        max_lat: box.maxLat,
        min_lng: box.minLng,
        max_lng: box.maxLng,
        paused: i % 10 === 0,
        created_at: now,
        last_matched_at: null,
      };
    });
    await handle.db.insertInto('alerts').values(alerts).execute();

    const result = await migrate(handle, {
      ...before,
      '0009-alert-cells': alertCellsMigration(engine),
    });
    expect(result.error).toBeUndefined();

    const repository = createAlertRepository(handle.db, handle.engine, handle.rawRows);
    let matched = 0;
    for (let i = 0; i < 60; i++) {
      const post = {
        user_id: 'someone-else',
        title: i % 2 ? 'Itlog na pula' : 'Pechay',
        family_id: 1,
        price_centavos: (i % 3) * 600,
        lat: 14.45 + (i % 10) * 0.03,
        lng: 120.95 + Math.floor(i / 10) * 0.04,
      };
      const expected = alerts
        .filter((alert) => !alert.paused && matchDistance(alert, post) !== null)
        .map((alert) => alert.id)
        .sort();
      const found = (await repository.candidatesFor(post))
        .filter((alert) => matchDistance(alert, post) !== null)
        .map((alert) => alert.id)
        .sort();
      expect(found).toEqual(expected);
      matched += found.length;
    }
    expect(matched).toBeGreaterThan(500);
  });
});
