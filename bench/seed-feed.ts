import crypto from 'node:crypto';
import { publicPointFor } from '@core/geo';
import type { Db } from '../server/src/db/database';

/** Metro Manila, as the issue sets it: about 6,000 of 100,000 posts fall in a 5 km circle. */
export const AREA = { minLat: 14.35, maxLat: 14.8, minLng: 120.9, maxLng: 121.15 };
export const CENTER = { lat: 14.5995, lng: 120.9842 };

const FOODS = [
  'Kangkong',
  'Pechay',
  'Talong',
  'Ampalaya',
  'Kalabasa',
  'Sitaw',
  'Mangga',
  'Saging na saba',
  'Calamansi',
  'Tilapia',
  'Bangus',
  'Galunggong',
  'Tuyo',
  'Itlog na pula',
  'Kesong puti',
  'Bigas',
  'Monggo',
  'Bawang',
  'Sibuyas',
  'Luya',
  'Puto',
  'Kutsinta',
  'Adobong manok',
  'Pandesal',
  'Buko juice',
];
const ADJECTIVES = ['Fresh', 'Organic', 'Home-grown', 'Surplus', 'Bagong ani', 'Lutong bahay'];

const DAY_MS = 86_400_000;
const pick = <T>(items: readonly T[], random: () => number) =>
  items[Math.floor(random() * items.length)]!;

/** A small, seeded generator so every run measures the same data. */
export function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export function percentile(samples: number[], p: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function seedFeed(db: Db, { users = 20_000, posts = 100_000, bannedShare = 0.02 }) {
  const random = mulberry32(42);
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const families = await db.selectFrom('families').select(['id']).execute();

  const userRows = Array.from({ length: users }, (_, i) => ({
    id: crypto.randomUUID(),
    email: `bench${i}@example.com`,
    username: `bench${i}`,
    username_key: `bench${i}`,
    password_hash: 'not-a-real-hash',
    display_name: `Kapitbahay ${i}`,
    phone: null,
    photo_path: null,
    search_range_km: null,
    banned_until: random() < bannedShare ? iso(now + 30 * DAY_MS) : null,
    whatsapp_number: null,
    facebook_username: null,
    email_confirmed_at: iso(now - 90 * DAY_MS),
    deletion_requested_at: null,
    created_at: iso(now - 90 * DAY_MS),
    updated_at: iso(now - 90 * DAY_MS),
  }));
  await db
    .transaction()
    .execute((trx) =>
      inBatches(userRows, 1000, (batch) => trx.insertInto('users').values(batch).execute()),
    );

  const postRows = Array.from({ length: posts }, () => {
    const created = now - Math.floor(random() * 30 * DAY_MS);
    const roll = random();
    const lat = AREA.minLat + random() * (AREA.maxLat - AREA.minLat);
    const lng = AREA.minLng + random() * (AREA.maxLng - AREA.minLng);
    const shown = publicPointFor({ lat, lng }, random);
    return {
      id: crypto.randomUUID(),
      user_id: pick(userRows, random).id,
      family_id: pick(families, random).id,
      title: `${pick(ADJECTIVES, random)} ${pick(FOODS, random)}`,
      description: 'Benchmark post',
      price_centavos: Math.floor(random() * 50_000),
      qty: 1 + Math.floor(random() * 20),
      unit: 'kg',
      lat,
      lng,
      public_lat: shown.lat,
      public_lng: shown.lng,
      // Mostly live posts, some sold, canceled or expired, as a real feed has.
      status:
        roll < 0.9
          ? ('active' as const)
          : roll < 0.95
            ? ('completed' as const)
            : ('hidden' as const),
      expires_at: iso(random() < 0.05 ? now - DAY_MS : now + (1 + random() * 29) * DAY_MS),
      closed_at: null,
      created_at: iso(created),
      updated_at: iso(created),
    };
  });
  await db
    .transaction()
    .execute((trx) =>
      inBatches(postRows, 500, (batch) => trx.insertInto('posts').values(batch).execute()),
    );
}
