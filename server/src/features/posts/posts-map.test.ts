import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPointFor, type LatLng } from '@core/geo';
import { MAP_MAX_FEATURES, type Bbox, type MapAnswer, type MapPost } from '@core/map';
import { createPost, DAY_MS, familyId, listPosts, setBan } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { get, post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// GET /api/posts/map (issue 38): the feed's posts inside an area as pins and clusters. Its
// total is what the feed finds with the same filters inside the area, its counts add up to the
// total, it shows public points to all but the owner and admins, and it refuses bad areas.
// The app reads counts (migration 0023) for areas of more than 40 posts here, so that both
// ways of answering (counts, and posts read one by one) are compared with the feed.

const METRO_MANILA = { minLat: 14.35, maxLat: 14.8, minLng: 120.9, maxLng: 121.15 };
const CEBU = { lat: 10.315_701, lng: 123.885_437 };
const DAVAO = { lat: 7.073_104, lng: 125.612_801 };
const TITLES = ['Kangkong', 'Mangga', 'Bangus', 'Pandesal'];
const BULK_POSTS = 640;

/** A small seeded generator: the same posts on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const sumOf = (answer: MapAnswer) =>
  answer.features.reduce((sum, f) => sum + (f.type === 'post' ? 1 : f.count), 0);
const inside = ([west, south, east, north]: Bbox, p: LatLng) =>
  p.lat >= south && p.lat <= north && p.lng >= west && p.lng <= east;
const around = (p: LatLng, degrees: number): Bbox => [
  p.lng - degrees,
  p.lat - degrees,
  p.lng + degrees,
  p.lat + degrees,
];

describe.each(testEngines)('GET /api/posts/map on %s', (engine) => {
  let t: TestApp;
  let viewer: SignedInUser;
  let owner: SignedInUser;
  let admin: SignedInUser;
  let blockedSeller: SignedInUser;
  let bannedSeller: SignedInUser;
  let families: number[];
  const ownerPosts: { id: string; exact: LatLng }[] = [];
  const bulkIds: string[] = [];

  async function mapOf(query: Record<string, string | number>, token?: string) {
    const res = await get(t.app, `/api/posts/map?${new URLSearchParams(stringify(query))}`, token);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as MapAnswer;
    expect(answer.features.length).toBeLessThanOrEqual(MAP_MAX_FEATURES);
    expect(sumOf(answer)).toBe(answer.total);
    return answer;
  }

  /** Every post the feed finds with these filters (all pages), with its shown point. */
  async function feedPoints(filters: Record<string, string | number>, token?: string) {
    const points: { id: string; lat: number; lng: number }[] = [];
    for (let page = 1; ; page++) {
      const list = await listPosts(t, { ...filters, page, pageSize: 50 }, token);
      points.push(...list.data.map(({ id, lat, lng }) => ({ id, lat, lng })));
      if (points.length >= list.total || list.data.length === 0) return points;
    }
  }

  async function insertUser(banned = false) {
    const id = crypto.randomUUID();
    const now = new Date().toISOString();
    await t.app.database.db
      .insertInto('users')
      .values({
        id,
        email: `${id}@example.com`,
        username: `u${id.slice(0, 8)}`,
        username_key: `u${id.slice(0, 8)}`,
        password_hash: 'not-a-real-hash',
        display_name: null,
        phone: null,
        photo_path: null,
        search_range_km: null,
        banned_until: banned ? new Date(Date.now() + 30 * DAY_MS).toISOString() : null,
        whatsapp_number: null,
        facebook_username: null,
        email_confirmed_at: now,
        deletion_requested_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp(
      engine,
      { adminEmails: ['warden@example.com'], rateLimitFactor: 100 },
      { mapCountedFrom: 40 },
    );
    [viewer, owner, admin, blockedSeller, bannedSeller] = await Promise.all([
      signUpAndConfirm(t),
      signUpAndConfirm(t),
      signUpAndConfirm(t, { email: 'warden@example.com' }),
      signUpAndConfirm(t),
      signUpAndConfirm(t),
    ]);
    families = [await familyId(t, 'vegetables'), await familyId(t, 'fruits')];

    // One seller's three posts at one place in Cebu share one public point.
    for (let i = 0; i < 3; i++) {
      const exact = { lat: CEBU.lat + i * 0.0004, lng: CEBU.lng };
      ownerPosts.push({ id: (await createPost(t, owner, exact)).id, exact });
    }
    // In Davao: a blocked seller's two posts, a banned seller's two, and one of the owner.
    for (const [seller, offset] of [
      [blockedSeller, 0],
      [bannedSeller, 0.02],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        await createPost(t, seller, { lat: DAVAO.lat + offset, lng: DAVAO.lng + i * 0.01 });
      }
    }
    await createPost(t, owner, { lat: DAVAO.lat - 0.02, lng: DAVAO.lng });

    // Metro Manila: hundreds of posts of many authors (some banned, and the blocked seller),
    // some sold, canceled, expired or expiring today.
    const random = seeded(38);
    const authors = [
      ...(await Promise.all(Array.from({ length: 24 }, () => insertUser()))),
      ...(await Promise.all(Array.from({ length: 3 }, () => insertUser(true)))),
      blockedSeller.id,
    ];
    const now = Date.now();
    const tomorrow =
      Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00.000Z`) + DAY_MS;
    const rows = Array.from({ length: BULK_POSTS }, (_, i) => {
      const exact = {
        lat: METRO_MANILA.minLat + random() * (METRO_MANILA.maxLat - METRO_MANILA.minLat),
        lng: METRO_MANILA.minLng + random() * (METRO_MANILA.maxLng - METRO_MANILA.minLng),
      };
      const shown = publicPointFor(exact, random);
      const roll = random();
      const expiry = random();
      const id = crypto.randomUUID();
      bulkIds.push(id);
      const iso = (ms: number) => new Date(ms).toISOString();
      return {
        id,
        user_id: authors[Math.floor(random() * authors.length)]!,
        family_id: families[i % 2]!,
        title: `${TITLES[i % TITLES.length]} ${i}`,
        description: 'Test post',
        price_centavos: 1000 + i,
        qty: 5,
        unit: 'kg',
        lat: exact.lat,
        lng: exact.lng,
        public_lat: shown.lat,
        public_lng: shown.lng,
        status:
          roll < 0.85
            ? ('active' as const)
            : roll < 0.93
              ? ('completed' as const)
              : ('hidden' as const),
        expires_at: iso(
          expiry < 0.1
            ? now - DAY_MS
            : expiry < 0.25
              ? now + (tomorrow - now) / 2 // later today
              : now + (1 + random() * 20) * DAY_MS,
        ),
        closed_at: null,
        created_at: iso(now - i * 60_000),
        updated_at: iso(now - i * 60_000),
      };
    });
    await t.app.database.db.insertInto('posts').values(rows).execute();

    const blocked = await post(t.app, '/api/blocks', { userId: blockedSeller.id }, viewer.token);
    expect(blocked.statusCode).toBe(201);
    await setBan(t, bannedSeller.id, new Date(Date.now() + 7 * DAY_MS));
  }, 120_000);
  afterAll(async () => t?.close());

  /** Areas over Metro Manila at zooms that take counts, posts one by one, or both. */
  const AREAS: { bbox: Bbox; zoom: number }[] = [
    { bbox: [120.2, 14.1, 121.9, 15.0], zoom: 10 },
    { bbox: [120.95, 14.45, 121.1, 14.7], zoom: 12 },
    { bbox: [120.97, 14.5, 121.03, 14.6], zoom: 14 },
    { bbox: [121.0, 14.55, 121.02, 14.57], zoom: 16 },
    { bbox: [100, 0, 140, 25], zoom: 3 },
    { bbox: [120.9, 14.35, 121.15, 14.8], zoom: 16 },
  ];

  it('finds what the feed finds inside the area, in counts that add up', async () => {
    for (const token of [undefined, viewer.token]) {
      const everything = await feedPoints({}, token);
      for (const { bbox, zoom } of AREAS) {
        const answer = await mapOf({ bbox: bbox.join(','), zoom }, token);
        const expected = everything.filter((p) => inside(bbox, p)).length;
        expect(answer.total, `${bbox} at ${zoom}`).toBe(expected);
        for (const feature of answer.features) expect(inside(bbox, feature)).toBe(true);
      }
    }
  });

  it('takes the feed’s own filters: search, families, range', async () => {
    const manila = { lat: 14.5995, lng: 120.9842 };
    const filterSets: Record<string, string | number>[] = [
      { search: 'Mangga' },
      { search: 'ba' },
      { familyIds: String(families[1]) },
      { lat: manila.lat, lng: manila.lng, rangeKm: 5 },
      { lat: manila.lat, lng: manila.lng, rangeKm: 12, search: 'kangkong' },
    ];
    for (const filters of filterSets) {
      const found = await feedPoints(filters, viewer.token);
      expect((await listPosts(t, filters, viewer.token)).total).toBe(found.length);
      for (const { bbox, zoom } of AREAS) {
        const answer = await mapOf({ ...filters, bbox: bbox.join(','), zoom }, viewer.token);
        expect(answer.total, JSON.stringify({ filters, bbox })).toBe(
          found.filter((p) => inside(bbox, p)).length,
        );
      }
    }
  });

  it('gives each post the feed’s own values', async () => {
    const bbox: Bbox = [121.0, 14.55, 121.05, 14.6];
    const center = { lat: 14.5995, lng: 120.9842 };
    const answer = await mapOf({ bbox: bbox.join(','), zoom: 22, ...center });
    const pins = answer.features.filter((f): f is MapPost => f.type === 'post');
    expect(pins.length).toBe(answer.total);
    expect(pins.length).toBeGreaterThan(3);
    const listed = new Map(
      (await feedPoints({ ...center, search: '' })).map((p) => [p.id, p] as const),
    );
    for (const pin of pins.slice(0, 5)) {
      const detail = (
        await get(t.app, `/api/posts/${pin.id}?lat=${center.lat}&lng=${center.lng}`)
      ).json();
      expect(pin).toEqual({
        type: 'post',
        id: detail.id,
        lat: detail.lat,
        lng: detail.lng,
        title: detail.title,
        price: detail.price,
        qty: detail.qty,
        qty_available: detail.qty_available,
        unit: detail.unit,
        thumbnail: detail.thumbnail,
        family_id: detail.family_id,
        distance_km: detail.distance_km,
      });
      expect(listed.get(pin.id)).toMatchObject({ lat: pin.lat, lng: pin.lng });
    }
  });

  it('keeps one seller’s shared point one cluster at every zoom, listed at zoom 22', async () => {
    const shown = (await get(t.app, `/api/posts/${ownerPosts[0]!.id}`)).json() as LatLng;
    for (let zoom = 0; zoom <= 21; zoom++) {
      const answer = await mapOf({ bbox: around(CEBU, 0.5).join(','), zoom });
      expect(answer.features, `zoom ${zoom}`).toEqual([
        {
          type: 'cluster',
          lat: shown.lat,
          lng: shown.lng,
          count: 3,
          bbox: [shown.lng, shown.lat, shown.lng, shown.lat],
          at_one_point: true,
        },
      ]);
    }
    const listed = await mapOf({
      bbox: [shown.lng, shown.lat, shown.lng, shown.lat].join(','),
      zoom: 22,
    });
    expect(listed.total).toBe(3);
    expect(listed.features.map((f) => (f.type === 'post' ? f.id : f.type)).sort()).toEqual(
      ownerPosts.map((p) => p.id).sort(),
    );
  });

  it('shows public points to everyone but the owner and admins, and clusters them only', async () => {
    const { lat, lng } = (await get(t.app, `/api/posts/${ownerPosts[0]!.id}`)).json() as LatLng;
    const shown = { lat, lng };
    const point = [shown.lng, shown.lat, shown.lng, shown.lat].join(',');
    for (const [token, exact] of [
      [undefined, false],
      [viewer.token, false],
      [owner.token, true],
      [admin.token, true],
    ] as const) {
      const listed = await mapOf({ bbox: point, zoom: 22 }, token);
      for (const feature of listed.features as MapPost[]) {
        const own = ownerPosts.find((p) => p.id === feature.id)!;
        expect({ lat: feature.lat, lng: feature.lng }).toEqual(exact ? own.exact : shown);
      }
      // A cluster stands at the public point for the owner too.
      const cluster = (await mapOf({ bbox: around(CEBU, 0.2).join(','), zoom: 12 }, token))
        .features[0];
      expect(cluster).toMatchObject({ type: 'cluster', lat: shown.lat, lng: shown.lng });
    }
    // An exact point is never the area's test: asking around the exact point finds nothing.
    const exact = ownerPosts[0]!.exact;
    const tiny = await mapOf({ bbox: around(exact, 0.0001).join(','), zoom: 22 });
    expect(tiny.total).toBe(0);
  });

  it('leaves out blocked and banned authors', async () => {
    const davao = around(DAVAO, 0.1).join(',');
    const ids = (answer: MapAnswer) => answer.features.map((f) => (f.type === 'post' ? f.id : ''));
    const visitor = await mapOf({ bbox: davao, zoom: 22 });
    expect(visitor.total).toBe(3); // the blocked seller's two and the owner's one
    const blocker = await mapOf({ bbox: davao, zoom: 22 }, viewer.token);
    expect(blocker.total).toBe(1);
    const blockedIds = (
      await t.app.database.db
        .selectFrom('posts')
        .select('id')
        .where('user_id', '=', blockedSeller.id)
        .execute()
    ).map((row) => row.id);
    expect(ids(blocker).some((id) => blockedIds.includes(id))).toBe(false);
    // A banned seller's posts show to no one.
    const banned = await t.app.database.db
      .selectFrom('posts')
      .select('id')
      .where('user_id', '=', bannedSeller.id)
      .execute();
    expect(ids(visitor).some((id) => banned.some((row) => row.id === id))).toBe(false);
    // Over Metro Manila, on the counts: the blocked seller's live posts there are the difference.
    const manila = { bbox: '120.2,14.1,121.9,15.0', zoom: 10 };
    const blockedThere = (await feedPoints({})).filter(
      (p) => blockedIds.includes(p.id) && inside([120.2, 14.1, 121.9, 15.0], p),
    ).length;
    expect(blockedThere).toBeGreaterThan(0);
    expect((await mapOf(manila)).total - (await mapOf(manila, viewer.token)).total).toBe(
      blockedThere,
    );
  });

  it('answers at most 300 features, posts when they are few and stand apart', async () => {
    const whole = [120.9, 14.35, 121.15, 14.8].join(',');
    for (const zoom of [10, 14, 16, 22]) {
      const answer = await mapOf({ bbox: whole, zoom });
      expect(answer.total).toBeGreaterThan(MAP_MAX_FEATURES);
      expect(answer.features.some((f) => f.type === 'cluster')).toBe(true);
    }
    const street = await mapOf({ bbox: '121.0,14.5,121.05,14.55', zoom: 16 });
    expect(street.total).toBeGreaterThan(1);
    expect(street.features.every((f) => f.type === 'post')).toBe(true);
  });

  it('follows posts as they are sold, canceled, moved, expired and deleted', async () => {
    const db = t.app.database.db;
    const [sold, canceled, moved, expired, deleted] = [0, 1, 2, 3, 4].map((k) =>
      bulkIds.filter((_, i) => i % 17 === k),
    );
    await db.updateTable('posts').set({ status: 'completed' }).where('id', 'in', sold!).execute();
    await db.updateTable('posts').set({ status: 'hidden' }).where('id', 'in', canceled!).execute();
    await db
      .updateTable('posts')
      .set({ public_lat: 14.6, public_lng: 121.0 })
      .where('id', 'in', moved!)
      .execute();
    await db
      .updateTable('posts')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', 'in', expired!)
      .execute();
    await db.deleteFrom('posts').where('id', 'in', deleted!).execute();
    const everything = await feedPoints({});
    for (const { bbox, zoom } of AREAS) {
      const answer = await mapOf({ bbox: bbox.join(','), zoom });
      expect(answer.total, `${bbox} at ${zoom}`).toBe(
        everything.filter((p) => inside(bbox, p)).length,
      );
    }
  });

  it('refuses bad areas and zooms with validation_failed and the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ zoom: '10' }, 'bbox'],
      [{ bbox: '120,14,121', zoom: '10' }, 'bbox'],
      [{ bbox: '120,14,121,15,16', zoom: '10' }, 'bbox'],
      [{ bbox: 'a,b,c,d', zoom: '10' }, 'bbox'],
      [{ bbox: '120,,121,15', zoom: '10' }, 'bbox'],
      [{ bbox: '120,15,121,14', zoom: '10' }, 'bbox'], // south of north
      [{ bbox: '120,-91,121,15', zoom: '10' }, 'bbox'],
      [{ bbox: '120,14,121,90.5', zoom: '10' }, 'bbox'],
      [{ bbox: '-181,14,121,15', zoom: '10' }, 'bbox'],
      [{ bbox: '179,14,-179,15', zoom: '10' }, 'bbox'], // across the antimeridian
      [{ bbox: '60,14,121,15', zoom: '10' }, 'bbox'], // 61 degrees wide
      [{ bbox: '120,14,121,15' }, 'zoom'],
      [{ bbox: '120,14,121,15', zoom: '-1' }, 'zoom'],
      [{ bbox: '120,14,121,15', zoom: '23' }, 'zoom'],
      [{ bbox: '120,14,121,15', zoom: 'near' }, 'zoom'],
      [{ bbox: '120,14,121,15', zoom: '10', lat: '14.5' }, 'lat'],
      [{ bbox: '120,14,121,15', zoom: '10', rangeKm: '0.5', lat: '14.5', lng: '121' }, 'rangeKm'],
    ];
    for (const [query, field] of cases) {
      const res = await get(t.app, `/api/posts/map?${new URLSearchParams(query)}`);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      const body = res.json();
      expect(body.code).toBe('validation_failed');
      expect(Object.keys(body.fields), JSON.stringify(query)).toContain(field);
    }
    // Exactly 60 degrees wide, a single point, and the widest latitudes are fine.
    for (const bbox of ['60,-10,120,10', '121,14.5,121,14.5', '100,-90,110,90']) {
      expect((await get(t.app, `/api/posts/map?bbox=${bbox}&zoom=4`)).statusCode).toBe(200);
    }
  });
});

function stringify(query: Record<string, string | number>) {
  return Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]);
}
