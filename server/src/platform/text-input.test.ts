import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, familyId, postBody } from '../test/posts';
import { createTestApp, testEngines, type TestApp } from '../test/test-app';
import { startThread } from '../test/threads';
import { get, patch, post, signUpAndConfirm, uniqueUser, type SignedInUser } from '../test/users';
import { pathsHoldingNul } from './text-input';

// A NUL character in any text a client sends (issue 21): SQLite's search answered 500
// ("unterminated string") and PostgreSQL refuses NUL in text. Every one is a 400 now.

const NUL = '\u0000';

describe('pathsHoldingNul', () => {
  it('names the nested fields that hold NUL, and nothing else', () => {
    expect(pathsHoldingNul({ a: 'x', b: { c: [`y${NUL}`, 'z'] }, d: 3, e: null })).toEqual([
      'b.c.0',
    ]);
    expect(pathsHoldingNul(`a${NUL}`)).toEqual(['']);
    expect(pathsHoldingNul({ ok: 'Kamatis ₱50 🍅' })).toEqual([]);
  });

  it('names keys holding NUL and keeps the order fields come in', () => {
    expect(
      pathsHoldingNul({ [`k${NUL}`]: { x: `1${NUL}` }, a: [`${NUL}`, { b: NUL }], z: NUL }),
    ).toEqual([`k${NUL}`, `k${NUL}.x`, 'a.0', 'a.1.b', 'z']);
    expect(pathsHoldingNul({ [`k${NUL}`]: NUL })).toEqual([`k${NUL}`, `k${NUL}`]);
    expect(pathsHoldingNul({ b: NUL }, 'body')).toEqual(['body.b']);
  });

  it('walks values far deeper than the call stack goes (a body 5,000 levels deep answered 500)', () => {
    const depth = 50_000;
    let deep: unknown = `bottom${NUL}`;
    for (let i = 0; i < depth; i++) deep = i % 2 ? { d: deep } : [deep];
    const found = pathsHoldingNul({ top: deep });
    expect(found).toHaveLength(1);
    expect(found[0]!.split('.')).toHaveLength(depth + 1);
    expect(found[0]!.startsWith('top.d.0.d.0')).toBe(true);
    expect(pathsHoldingNul(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)))).toEqual([]);
  });
});

describe.each(testEngines)('NUL in text input (%s)', (engine) => {
  let t: TestApp;
  let seller: SignedInUser;
  let buyer: SignedInUser;
  let postId: string;
  let threadId: string;
  let family: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    seller = await signUpAndConfirm(t);
    buyer = await signUpAndConfirm(t);
    family = await familyId(t, 'vegetables');
    postId = (await createPost(t, seller)).id;
    threadId = await startThread(t, buyer, postId);
  });
  afterAll(async () => t?.close());

  const refused = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: expect.any(Object) });
  };

  it('refuses NUL in query strings and path parameters', async () => {
    const nul = encodeURIComponent(NUL);
    refused(await get(t.app, `/api/posts?search=kamatis${nul}`));
    refused(await get(t.app, `/api/posts?search=${nul}&page=1`));
    refused(await get(t.app, `/api/profiles/by-username?username=ab${nul}c`));
    refused(await get(t.app, `/api/posts/${postId}${nul}`));
    refused(await get(t.app, `/api/threads?search=a${nul}`, buyer.token));
    // The search still works without it.
    expect((await get(t.app, '/api/posts?search=kamatis')).statusCode).toBe(200);
  });

  it('refuses NUL in every kind of body text, and writes nothing', async () => {
    refused(
      await post(t.app, '/api/posts', postBody(family, { title: `Itlog${NUL}` }), seller.token),
    );
    refused(
      await post(t.app, '/api/posts', postBody(family, { description: `a${NUL}b` }), seller.token),
    );
    refused(await patch(t.app, `/api/posts/${postId}`, { title: `x${NUL}` }, seller.token));
    refused(
      await post(t.app, `/api/threads/${threadId}/messages`, { body: `hello${NUL}` }, buyer.token),
    );
    refused(await patch(t.app, '/api/me/profile', { display_name: `Nena${NUL}` }, seller.token));
    refused(
      await post(t.app, '/api/reports/posts', { postId, reason: `spam${NUL}spam` }, buyer.token),
    );
    refused(
      await post(t.app, '/api/feedback', {
        category: 'bug',
        message: `broken${NUL} page`,
        path: '/',
        userAgent: 'test',
        images: [],
        email: 'someone@example.com',
      }),
    );
    refused(await post(t.app, '/api/auth/signup', { ...uniqueUser(), display_name: `a${NUL}` }));
    refused(
      await post(t.app, '/api/auth/login', { email: `a${NUL}@b.c`, password: 'secret-pass' }),
    );

    const thread = await get(t.app, `/api/threads/${threadId}/messages`, buyer.token);
    expect(thread.statusCode).toBe(200);
    expect(JSON.stringify(thread.json())).not.toContain('\\u0000');
    const mine = await get(t.app, `/api/posts/${postId}`, seller.token);
    expect(mine.json()).toMatchObject({ title: expect.not.stringContaining(NUL) });
  });
});
