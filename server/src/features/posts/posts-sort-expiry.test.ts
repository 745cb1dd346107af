import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, inDays, MANILA } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { get, signUpAndConfirm, type SignedInUser } from '../../test/users';

// "Expiring soon" (issue 11): GET /api/posts?sortBy=expiry, soonest first unless sortDir=desc,
// with no location needed and equal expiries in a stable order (newest post first).

describe.each(testEngines)('the expiry sort on %s', (engine) => {
  let t: TestApp;
  let seller: SignedInUser;
  const titles: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(engine);
    seller = await signUpAndConfirm(t);
    const sameDay = inDays(3);
    // Created in this order; C and D expire at the same instant.
    for (const [name, expiresAt] of [
      ['A', inDays(2)],
      ['B', inDays(1)],
      ['C', sameDay],
      ['D', sameDay],
    ] as const) {
      const created = await createPost(t, seller, { title: `Calamansi ${name}`, expiresAt });
      titles[created.id] = name;
    }
  });
  afterAll(async () => t?.close());

  async function order(query: string, token?: string) {
    const res = await get(t.app, `/api/posts?${query}`, token);
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { id: string }[] }).data.map((post) => titles[post.id]);
  }

  it('lists soonest first by default, latest first with desc, on every feed path', async () => {
    const paths = [
      `userId=${seller.id}`, // the plain feed query
      'search=Calamansi', // the searched candidates
      `lat=${MANILA.lat}&lng=${MANILA.lng}&rangeKm=5`, // the near-me candidates
    ];
    for (const path of paths) {
      expect(await order(`${path}&sortBy=expiry`), path).toEqual(['B', 'A', 'D', 'C']);
      expect(await order(`${path}&sortBy=expiry&sortDir=asc`), path).toEqual(['B', 'A', 'D', 'C']);
      expect(await order(`${path}&sortBy=expiry&sortDir=desc`), path).toEqual(['D', 'C', 'A', 'B']);
    }
    expect(await order('mine=1&sortBy=expiry', seller.token)).toEqual(['B', 'A', 'D', 'C']);
  });

  it('keeps equal expiries in the same order from page to page', async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      pages.push(...(await order(`userId=${seller.id}&sortBy=expiry&pageSize=1&page=${page}`)));
    }
    expect(pages).toEqual(['B', 'A', 'D', 'C']);
  });

  it('leaves the other sorts newest first by default', async () => {
    expect(await order(`userId=${seller.id}`)).toEqual(['D', 'C', 'B', 'A']);
    const bad = await get(t.app, '/api/posts?sortBy=soonest');
    expect(bad.statusCode).toBe(400);
  });
});
