import type { App } from '../server/src/app';
import { createAlertRepository } from '../server/src/features/alerts/repository';
import { matchDistance } from '../server/src/features/alerts/matching';
import { boxAround } from '@core/geo';
import { newId } from '../server/src/platform/tokens';
import { AREA, mulberry32, percentile } from './seed-feed';

// The alerts case of `npm run bench`: 100,000 saved alerts over Metro Manila, then the
// matching of one new post (the spatial prefilter and the exact rules, as the outbox worker
// runs them), timed at many points. Target: p50 under 10 ms on SQLite.

export const ALERTS = 100_000;
export const ALERT_TARGET_P50_MS = 10;
const FOODS = ['itlog', 'mangga', 'kangkong', 'bangus', 'saging', 'pandesal', 'tilapia', 'adobo'];

/** Most people watch their own street or barangay; a few watch the whole city. */
function rangeKm(random: () => number) {
  const roll = random();
  if (roll < 0.8) return 1 + random() * 4;
  if (roll < 0.98) return 5 + random() * 5;
  return 10 + random() * 40;
}

const searchFor = (word: string | null) => ({ search: word, search_key: word });

export async function seedAlerts(app: App, count = ALERTS) {
  const random = mulberry32(7);
  const db = app.database.db;
  const users = (await db.selectFrom('users').select('id').execute()).map((row) => row.id);
  const families = (await db.selectFrom('families').select('id').execute()).map((row) => row.id);
  const now = new Date().toISOString();
  const rows = Array.from({ length: count }, () => {
    const lat = AREA.minLat + random() * (AREA.maxLat - AREA.minLat);
    const lng = AREA.minLng + random() * (AREA.maxLng - AREA.minLng);
    const range = Math.round(rangeKm(random) * 10) / 10;
    const box = boxAround({ lat, lng }, range);
    return {
      id: newId(),
      user_id: users[Math.floor(random() * users.length)]!,
      ...(random() < 0.5
        ? searchFor(FOODS[Math.floor(random() * FOODS.length)]!)
        : searchFor(null)),
      family_ids: random() < 0.3 ? `,${families[Math.floor(random() * families.length)]},` : null,
      max_price_centavos: random() < 0.3 ? Math.floor(random() * 200) * 100 : null,
      lat,
      lng,
      range_km: range,
      min_lat: box.minLat,
      max_lat: box.maxLat,
      min_lng: box.minLng,
      max_lng: box.maxLng,
      paused: random() < 0.05,
      created_at: now,
      last_matched_at: null,
    };
  });
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('alerts')
      .values(rows.slice(i, i + 1000))
      .execute();
  }
}

/** p50/p95 of matching one post, at `runs` points spread over the area. */
export async function benchAlertMatching(app: App, runs: number) {
  const alerts = createAlertRepository(app.database.db, app.database.engine, app.database.rawRows);
  const random = mulberry32(11);
  const samples: number[] = [];
  let matched = 0;
  let candidates = 0;
  for (let i = 0; i < runs + 5; i++) {
    const post = {
      user_id: 'bench-author',
      title: `Fresh ${FOODS[i % FOODS.length]}`,
      family_id: 1,
      price_centavos: 2500,
      lat: AREA.minLat + random() * (AREA.maxLat - AREA.minLat),
      lng: AREA.minLng + random() * (AREA.maxLng - AREA.minLng),
    };
    const start = performance.now();
    const found = await alerts.candidatesFor(post);
    const hits = found.filter((alert) => matchDistance(alert, post) !== null).length;
    if (i < 5) continue; // warm-up
    samples.push(performance.now() - start);
    matched += hits;
    candidates += found.length;
  }
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    candidates: Math.round(candidates / runs),
    matched: Math.round(matched / runs),
  };
}
