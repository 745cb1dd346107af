import type { PostDetail, PostListItem } from '../features/posts/presenter';
import type { TestApp } from './test-app';
import { get, post, randomIp, type SignedInUser } from './users';

// Posts through the API, as the web app makes them, plus the few row changes no call
// makes yet (expiry passing, bans).

export const DAY_MS = 86_400_000;

/** Manila city hall: the centre of the feed fixtures. */
export const MANILA = { lat: 14.5995, lng: 120.9842 } as const;

/** An ISO expiry `days` from now (fractions allowed). */
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const familyCache = new WeakMap<TestApp, Map<string, number>>();

/** A family id of the category with `categorySlug` (its first family, or the one named). */
export async function familyId(
  t: TestApp,
  categorySlug: string,
  familySlug?: string,
): Promise<number> {
  const cache = familyCache.get(t) ?? new Map<string, number>();
  familyCache.set(t, cache);
  const key = `${categorySlug}/${familySlug ?? ''}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;

  const categories = (await get(t.app, '/api/categories')).json().data as Array<{
    id: number;
    slug: string;
  }>;
  const category = categories.find((candidate) => candidate.slug === categorySlug);
  if (!category) throw new Error(`no category ${categorySlug}`);
  const families = (await get(t.app, `/api/families?categoryId=${category.id}`)).json()
    .data as Array<{ id: number; slug: string }>;
  const family = familySlug ? families.find((f) => f.slug === familySlug) : families[0];
  if (!family) throw new Error(`no family ${familySlug ?? '(first)'} in ${categorySlug}`);
  cache.set(key, family.id);
  return family.id;
}

/** A valid create body for a family of Vegetables (units kg, g, bunch); override anything. */
export function postBody(family: number, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Fresh kangkong',
    description: 'Picked this morning.',
    price: 25,
    qty: 3,
    unit: 'bunch',
    familyId: family,
    images: [],
    lat: MANILA.lat,
    lng: MANILA.lng,
    expiresAt: inDays(1),
    ...overrides,
  };
}

/** Creates a post through POST /api/posts (a Vegetables family unless overridden). */
export async function createPost(
  t: TestApp,
  user: SignedInUser,
  overrides: Record<string, unknown> = {},
): Promise<PostDetail> {
  const family = (overrides.familyId as number | undefined) ?? (await familyId(t, 'vegetables'));
  const res = await post(t.app, '/api/posts', postBody(family, overrides), user.token);
  if (res.statusCode !== 201) throw new Error(`create post failed: ${res.statusCode} ${res.body}`);
  return res.json() as PostDetail;
}

export async function del(t: TestApp, url: string, token?: string) {
  return t.app.inject({
    method: 'DELETE',
    url,
    remoteAddress: randomIp(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export interface PostList {
  data: PostListItem[];
  total: number;
}

/** GET /api/posts with the given query, expecting 200. */
export async function listPosts(
  t: TestApp,
  query: Record<string, string | number> = {},
  token?: string,
): Promise<PostList> {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const res = await get(t.app, `/api/posts?${search}`, token);
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
  return res.json() as PostList;
}

/** Moves a post's expiry into the past. */
export async function expirePost(t: TestApp, postId: string, agoMs = 60_000) {
  await t.app.database.db
    .updateTable('posts')
    .set({ expires_at: new Date(Date.now() - agoMs).toISOString() })
    .where('id', '=', postId)
    .execute();
}

/** Sets a user's ban end (null clears it), as the admin console will. */
export async function setBan(t: TestApp, userId: string, until: Date | null) {
  await t.app.database.db
    .updateTable('users')
    .set({ banned_until: until?.toISOString() ?? null })
    .where('id', '=', userId)
    .execute();
}

export async function postRow(t: TestApp, postId: string) {
  return t.app.database.db
    .selectFrom('posts')
    .selectAll()
    .where('id', '=', postId)
    .executeTakeFirst();
}

export async function countPosts(t: TestApp) {
  const row = await t.app.database.db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A post's stored public point (what everyone but its owner and admins sees and searches). */
export async function publicPointOf(t: TestApp, postId: string) {
  const row = await t.app.database.db
    .selectFrom('posts')
    .select(['public_lat', 'public_lng'])
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
  return { lat: row.public_lat, lng: row.public_lng };
}

/**
 * Puts a post's public point on its exact point, for tests of the feed's own geometry (range
 * edges, distance sorts) that need known positions. posts-privacy.test.ts covers the offset.
 */
export async function publishExactPoint(t: TestApp, postId: string) {
  await t.app.database.db
    .updateTable('posts')
    .set((eb) => ({ public_lat: eb.ref('lat'), public_lng: eb.ref('lng') }))
    .where('id', '=', postId)
    .execute();
}
