import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundCoordinate } from '@core/geo';
import {
  MANILA,
  createPost,
  expirePost,
  familyId,
  listPosts,
  publishExactPoint,
  setBan,
  type PostList,
} from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { get, post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// The public feed (SPEC §2 Home feed, §7 Posts) over a fixture of known positions north,
// south and east of Manila. 0.01° of latitude is 1.112 km on a sphere of 6371 km.

interface Spec {
  title: string;
  category: string;
  unit: string;
  price: number;
  dLat: number;
  dLng?: number;
  /** Haversine distance from MANILA, rounded to one decimal. */
  km: number;
}

const VISIBLE: Spec[] = [
  { title: 'Kangkong bunch', category: 'vegetables', unit: 'bunch', price: 20, dLat: 0, km: 0 },
  { title: 'ampalaya', category: 'vegetables', unit: 'kg', price: 45, dLat: 0.01, km: 1.1 },
  { title: 'Mangga (carabao)', category: 'fruits', unit: 'kg', price: 120, dLat: 0.03, km: 3.3 },
  // 4.998 km north and 4.997 km east: inside a 5 km range, at its very edge.
  {
    title: '100% calamansi juice',
    category: 'beverages',
    unit: 'L',
    price: 60,
    dLat: 0.04495,
    km: 5,
  },
  {
    title: 'Sitaw bundle',
    category: 'vegetables',
    unit: 'bunch',
    price: 30,
    dLat: 0,
    dLng: 0.04644,
    km: 5,
  },
  // 5.015 km: just outside.
  { title: 'Ube_halaya', category: 'prepared-food', unit: 'tray', price: 150, dLat: 0.0451, km: 5 },
  { title: 'Talong "native"', category: 'vegetables', unit: 'kg', price: 35, dLat: 0.09, km: 10 },
  { title: 'Bangus', category: 'fish-and-seafood', unit: 'kg', price: 180, dLat: -0.2, km: 22.2 },
  {
    title: 'Free malunggay',
    category: 'vegetables',
    unit: 'bunch',
    price: 0,
    dLat: -0.005,
    km: 0.6,
  },
];

const titles = (list: PostList) => list.data.map((item) => item.title);

describe.each(testEngines)('posts feed on %s', (engine) => {
  let t: TestApp;
  let ana: SignedInUser;
  let ben: SignedInUser;
  let viewer: SignedInUser;
  const ids = new Map<string, string>();
  /** Visible titles, newest first (creation order reversed). */
  const newest = () => [...VISIBLE].reverse().map((spec) => spec.title);

  beforeAll(async () => {
    t = await createTestApp(engine);
    [ana, ben, viewer] = await Promise.all([
      signUpAndConfirm(t, { display_name: 'Aling Ana' }),
      signUpAndConfirm(t),
      signUpAndConfirm(t),
    ]);
    const cora = await signUpAndConfirm(t);
    for (const [index, spec] of VISIBLE.entries()) {
      const created = await createPost(t, index % 2 ? ben : ana, {
        title: spec.title,
        familyId: await familyId(t, spec.category),
        unit: spec.unit,
        price: spec.price,
        lat: MANILA.lat + spec.dLat,
        lng: MANILA.lng + (spec.dLng ?? 0),
      });
      // The range edges and sorts below need known public points (see posts-privacy).
      await publishExactPoint(t, created.id);
      ids.set(spec.title, created.id);
    }
    // Never in the feed: canceled, sold, expired, and posted by a banned user.
    const canceled = await createPost(t, ana, { title: 'Hidden kamote' });
    expect((await post(t.app, `/api/posts/${canceled.id}/cancel`, {}, ana.token)).statusCode).toBe(
      200,
    );
    const sold = await createPost(t, ana, { title: 'Sold pechay' });
    expect((await post(t.app, `/api/posts/${sold.id}/complete`, {}, ana.token)).statusCode).toBe(
      200,
    );
    await expirePost(t, (await createPost(t, ben, { title: 'Old tinapay' })).id);
    await createPost(t, cora, { title: 'Banned seller okra' });
    await setBan(t, cora.id, new Date(Date.now() + 86_400_000));
  });
  afterAll(async () => t?.close());

  it('lists active, unexpired posts of authors not banned, newest first, with total', async () => {
    const list = await listPosts(t);
    expect(list.total).toBe(VISIBLE.length);
    expect(titles(list)).toEqual(newest());
    const kangkong = list.data.find((item) => item.title === 'Kangkong bunch')!;
    expect(kangkong).toMatchObject({
      id: ids.get('Kangkong bunch'),
      user_id: ana.id,
      price: 20,
      qty: 3,
      unit: 'bunch',
      status: 'active',
      is_expired: false,
      thumbnail: null,
      images: [],
      distance_km: null,
      author: { id: ana.id, username: ana.username, display_name: 'Aling Ana' },
    });
    expect(kangkong).not.toHaveProperty('description');
  });

  it('pages with pageSize (default 10, capped at 50), keeping the total', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => listPosts(t, { page, pageSize: 4 })),
    );
    expect(pages.map((page) => page.total)).toEqual([9, 9, 9, 9]);
    expect(pages.map((page) => page.data.length)).toEqual([4, 4, 1, 0]);
    expect(pages.flatMap(titles)).toEqual(newest());
    expect((await listPosts(t, { pageSize: 50 })).data).toHaveLength(9);
    // Over the cap is lowered to it, not refused.
    const capped = await get(t.app, '/api/posts?pageSize=500');
    expect(capped.statusCode).toBe(200);
    expect(capped.json().data).toHaveLength(9);

    for (const query of ['pageSize=0', 'pageSize=x', 'page=0', 'page=x']) {
      const res = await get(t.app, `/api/posts?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        error: 'Please fix the highlighted fields.',
        fields: { [query.split('=')[0]!]: 'errors.invalid' },
      });
    }
  });

  it('searches titles case-insensitively, short terms included', async () => {
    expect(titles(await listPosts(t, { search: 'KANG' }))).toEqual(['Kangkong bunch']);
    expect(titles(await listPosts(t, { search: 'kangkong BUNCH' }))).toEqual(['Kangkong bunch']);
    const twoLetters = await listPosts(t, { search: 'nG' });
    expect(twoLetters.total).toBe(5);
    expect(titles(twoLetters).sort()).toEqual([
      'Bangus',
      'Free malunggay',
      'Kangkong bunch',
      'Mangga (carabao)',
      'Talong "native"',
    ]);
    const oneLetter = await listPosts(t, { search: 'U' });
    expect(titles(oneLetter).sort()).toEqual([
      '100% calamansi juice',
      'Bangus',
      'Free malunggay',
      'Kangkong bunch',
      'Sitaw bundle',
      'Ube_halaya',
    ]);
    // Hidden, sold, expired and banned posts are not found either.
    for (const search of ['kamote', 'pechay', 'tinapay', 'okra', 'no such thing']) {
      expect(await listPosts(t, { search }), search).toEqual({ data: [], total: 0 });
    }
  });

  it('takes quotes, % and _ in a search literally, whatever its length', async () => {
    const cases: Array<[string, string[]]> = [
      ['%', ['100% calamansi juice']],
      ['0%', ['100% calamansi juice']],
      ['% c', ['100% calamansi juice']],
      ['_', ['Ube_halaya']],
      ['e_', ['Ube_halaya']],
      ['e_h', ['Ube_halaya']],
      ['"', ['Talong "native"']],
      ['"n', ['Talong "native"']],
      ['"native"', ['Talong "native"']],
      ['g "n', ['Talong "native"']],
      ['(carabao)', ['Mangga (carabao)']],
      ['\\', []],
      ["'", []],
      ['a*', []],
      ['OR', []],
    ];
    for (const [search, expected] of cases) {
      expect(titles(await listPosts(t, { search })), search).toEqual(expected);
    }
  });

  it('filters by a comma list of family ids', async () => {
    const [fruit, fish, vegetables] = await Promise.all([
      familyId(t, 'fruits'),
      familyId(t, 'fish-and-seafood'),
      familyId(t, 'vegetables'),
    ]);
    expect(titles(await listPosts(t, { familyIds: fruit }))).toEqual(['Mangga (carabao)']);
    expect(titles(await listPosts(t, { familyIds: `${fish}, ${fruit}` })).sort()).toEqual([
      'Bangus',
      'Mangga (carabao)',
    ]);
    const greens = await listPosts(t, { familyIds: vegetables, search: 'a', sortBy: 'price' });
    expect(titles(greens)).toEqual([
      'ampalaya',
      'Talong "native"',
      'Sitaw bundle',
      'Kangkong bunch',
      'Free malunggay',
    ]);
    expect((await get(t.app, '/api/posts?familyIds=1,x')).statusCode).toBe(400);
  });

  it('sorts by price, title and age in both directions', async () => {
    const byPrice = [...VISIBLE].sort((a, b) => a.price - b.price).map((spec) => spec.title);
    expect(titles(await listPosts(t, { sortBy: 'price', sortDir: 'asc' }))).toEqual(byPrice);
    expect(titles(await listPosts(t, { sortBy: 'price', sortDir: 'desc' }))).toEqual(
      [...byPrice].reverse(),
    );
    const byName = [
      '100% calamansi juice',
      'ampalaya',
      'Bangus',
      'Free malunggay',
      'Kangkong bunch',
      'Mangga (carabao)',
      'Sitaw bundle',
      'Talong "native"',
      'Ube_halaya',
    ];
    expect(titles(await listPosts(t, { sortBy: 'title', sortDir: 'asc' }))).toEqual(byName);
    expect(titles(await listPosts(t, { sortBy: 'title', sortDir: 'desc' }))).toEqual(
      [...byName].reverse(),
    );
    expect(titles(await listPosts(t, { sortBy: 'newest', sortDir: 'asc' }))).toEqual(
      [...newest()].reverse(),
    );
    // The same orders when a range or a longer search narrows the feed first.
    const everywhere = { ...MANILA, rangeKm: 25 };
    for (const [sortBy, sortDir, expected] of [
      ['title', 'asc', byName],
      ['title', 'desc', [...byName].reverse()],
      ['price', 'asc', byPrice],
      ['newest', 'desc', newest()],
    ] as const) {
      expect(titles(await listPosts(t, { ...everywhere, sortBy, sortDir })), sortBy).toEqual(
        expected,
      );
    }
    expect(titles(await listPosts(t, { search: 'ang', sortBy: 'title', sortDir: 'asc' }))).toEqual([
      'Bangus',
      'Kangkong bunch',
      'Mangga (carabao)',
    ]);
    expect((await get(t.app, '/api/posts?sortBy=cheapest')).statusCode).toBe(400);
    expect((await get(t.app, '/api/posts?sortDir=up')).statusCode).toBe(400);
  });

  it('gives each post its distance in km (one decimal) from a location, and sorts by it', async () => {
    const near = await listPosts(t, { ...MANILA, sortBy: 'distance', sortDir: 'asc' });
    const nearToFar = [...VISIBLE].sort((a, b) => a.km - b.km || a.dLat - b.dLat);
    expect(near.data.map((item) => [item.title, item.distance_km])).toEqual(
      nearToFar.map((spec) => [spec.title, spec.km]),
    );
    const far = await listPosts(t, { ...MANILA, sortBy: 'distance', sortDir: 'desc' });
    expect(titles(far)).toEqual(titles(near).reverse());
    // Another sort keeps the distances.
    const cheap = await listPosts(t, { ...MANILA, sortBy: 'price', sortDir: 'asc', pageSize: 1 });
    expect(cheap.data[0]).toMatchObject({ title: 'Free malunggay', distance_km: 0.6 });
  });

  it('falls back to newest for a distance sort without a location', async () => {
    for (const sortDir of ['asc', 'desc']) {
      expect(titles(await listPosts(t, { sortBy: 'distance', sortDir })), sortDir).toEqual(
        newest(),
      );
    }
    // Half a location is no location, and says so.
    expect((await get(t.app, `/api/posts?lat=${MANILA.lat}`)).statusCode).toBe(400);
  });

  it('keeps to rangeKm by great-circle distance, up to its very edge', async () => {
    const within5 = await listPosts(t, {
      ...MANILA,
      rangeKm: 5,
      sortBy: 'distance',
      sortDir: 'asc',
    });
    expect(titles(within5)).toEqual([
      'Kangkong bunch',
      'Free malunggay',
      'ampalaya',
      'Mangga (carabao)',
      'Sitaw bundle',
      '100% calamansi juice',
    ]);
    expect(within5.total).toBe(6);
    expect(titles(await listPosts(t, { ...MANILA, rangeKm: 1 })).sort()).toEqual([
      'Free malunggay',
      'Kangkong bunch',
    ]);
    expect((await listPosts(t, { ...MANILA, rangeKm: 25 })).total).toBe(9);
    expect(await listPosts(t, { lat: MANILA.lat + 1, lng: MANILA.lng, rangeKm: 50 })).toEqual({
      data: [],
      total: 0,
    });
    // Range with search, families and paging together.
    const combined = await listPosts(t, {
      ...MANILA,
      rangeKm: 5,
      search: 'a',
      familyIds: await familyId(t, 'vegetables'),
      sortBy: 'price',
      sortDir: 'desc',
      pageSize: 2,
    });
    expect(combined.total).toBe(4);
    expect(titles(combined)).toEqual(['ampalaya', 'Sitaw bundle']);
  });

  it('shows others only rounded coordinates, the owner the exact ones', async () => {
    const exact = { lat: MANILA.lat + 0.04495, lng: MANILA.lng };
    const rounded = { lat: roundCoordinate(exact.lat), lng: roundCoordinate(exact.lng) };
    expect(rounded).not.toEqual(exact);
    const pick = (list: PostList) => {
      const item = list.data.find((entry) => entry.title === '100% calamansi juice')!;
      return { lat: item.lat, lng: item.lng, distance_km: item.distance_km };
    };
    const query = { search: 'calamansi', ...MANILA };
    expect(pick(await listPosts(t, query))).toEqual({ ...rounded, distance_km: 5 });
    expect(pick(await listPosts(t, query, viewer.token))).toEqual({ ...rounded, distance_km: 5 });
    // The calamansi juice is ben's (odd index).
    expect(pick(await listPosts(t, query, ben.token))).toEqual({ ...exact, distance_km: 5 });
    expect(pick(await listPosts(t, query, ana.token))).toEqual({ ...rounded, distance_km: 5 });
  });
});
