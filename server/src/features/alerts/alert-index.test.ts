import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxAround } from '@core/geo';
import { newId } from '../../platform/tokens';
import { signUpAndConfirm } from '../../test/users';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { matchDistance, type PostFacts } from './matching';
import { createAlertRepository } from './repository';

// The spatial index behind matching (SQLite's grid copies, PostgreSQL's GiST box) must find
// exactly the alerts that reading every alert would: across grid cells' edges, at every range,
// far from the equator and west of Greenwich, and after alerts are paused, resumed, changed and
// deleted (the copies follow through triggers).

/** A small deterministic generator, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const PLACES = [
  { lat: 14.6, lng: 121.0 }, // Manila
  { lat: 7.07, lng: 125.61 }, // Davao
  { lat: 59.9, lng: 10.75 }, // far north, where a degree of longitude is short
  { lat: -33.87, lng: -70.65 }, // south and west: negative cells
  { lat: 0.0, lng: 0.0 }, // where the cells' signs change
];
const WORDS = ['itlog', 'mangga', 'kangkong', null, null];

describe.each(testEngines)('the alert index on %s', (engine) => {
  let t: TestApp;
  let owners: string[];
  const random = seeded(20_261_126);
  const near = (place: { lat: number; lng: number }, km: number) => ({
    lat: place.lat + ((random() - 0.5) * 2 * km) / 111,
    lng: place.lng + ((random() - 0.5) * 2 * km) / 111 / Math.cos((place.lat * Math.PI) / 180),
  });

  beforeAll(async () => {
    t = await createTestApp(engine);
    owners = [];
    for (let i = 0; i < 4; i++) owners.push((await signUpAndConfirm(t)).id);
    const now = new Date().toISOString();
    const rows = Array.from({ length: 1500 }, (_, i) => {
      const place = PLACES[i % PLACES.length]!;
      const point = near(place, 40);
      const roll = random();
      const range = Math.round((roll < 0.7 ? 1 + random() * 9 : 10 + random() * 40) * 10) / 10;
      const box = boxAround(point, range);
      const word = WORDS[Math.floor(random() * WORDS.length)] ?? null;
      return {
        id: newId(),
        user_id: owners[i % owners.length]!,
        search: word,
        search_key: word,
        family_ids: random() < 0.3 ? `,${1 + Math.floor(random() * 3)},` : null,
        max_price_centavos: random() < 0.3 ? Math.floor(random() * 100) * 100 : null,
        ...point,
        range_km: range,
        min_lat: box.minLat,
        max_lat: box.maxLat,
        min_lng: box.minLng,
        max_lng: box.maxLng,
        paused: random() < 0.1,
        created_at: now,
        last_matched_at: null,
      };
    });
    const db = t.app.database.db;
    for (let i = 0; i < rows.length; i += 250) {
      await db
        .insertInto('alerts')
        .values(rows.slice(i, i + 250))
        .execute();
    }
  });
  afterAll(async () => t?.close());

  function posts(count: number): PostFacts[] {
    return Array.from({ length: count }, (_, i) => ({
      user_id: random() < 0.2 ? owners[0]! : 'someone-else',
      title: `Fresh ${WORDS[i % WORDS.length] ?? 'pechay'}`,
      family_id: 1 + Math.floor(random() * 3),
      price_centavos: Math.floor(random() * 100) * 100,
      ...near(PLACES[i % PLACES.length]!, 45),
    }));
  }

  async function expectSameAsReadingEveryAlert() {
    const repository = createAlertRepository(
      t.app.database.db,
      t.app.database.engine,
      t.app.database.rawRows,
    );
    const every = await t.app.database.db
      .selectFrom('alerts')
      .select([
        'id',
        'user_id',
        'search_key',
        'family_ids',
        'max_price_centavos',
        'lat',
        'lng',
        'range_km',
      ])
      .where('paused', '=', false)
      .execute();
    let matched = 0;
    for (const post of posts(150)) {
      const expected = every
        .filter((alert) => matchDistance(alert, post) !== null)
        .map((alert) => alert.id)
        .sort();
      const found = (await repository.candidatesFor(post))
        .filter((alert) => matchDistance(alert, post) !== null)
        .map((alert) => alert.id)
        .sort();
      expect(found).toEqual(expected);
      matched += expected.length;
    }
    // The comparison means something only if posts do match.
    expect(matched).toBeGreaterThan(500);
  }

  it('finds exactly the alerts that reading every alert finds', async () => {
    await expectSameAsReadingEveryAlert();
  });

  it('follows pauses, resumes, moves and deletions', async () => {
    const db = t.app.database.db;
    const ids = (await db.selectFrom('alerts').select(['id', 'paused']).execute()).slice(0, 400);
    for (const [i, { id, paused }] of ids.entries()) {
      if (i % 4 === 0) {
        await db.updateTable('alerts').set({ paused: !paused }).where('id', '=', id).execute();
      } else if (i % 4 === 1) {
        await db.deleteFrom('alerts').where('id', '=', id).execute();
      } else if (i % 4 === 2) {
        const point = near(PLACES[i % PLACES.length]!, 30);
        const box = boxAround(point, 20);
        await db
          .updateTable('alerts')
          .set({
            ...point,
            range_km: 20,
            min_lat: box.minLat,
            max_lat: box.maxLat,
            min_lng: box.minLng,
            max_lng: box.maxLng,
          })
          .where('id', '=', id)
          .execute();
      } else {
        // Matching stamps last_matched_at on every match: that must not touch the index.
        await db
          .updateTable('alerts')
          .set({ last_matched_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
      }
    }
    await expectSameAsReadingEveryAlert();
  });
});
