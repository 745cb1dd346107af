import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, setBan } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { get, signUpAndConfirm, type SignedInUser } from '../../test/users';

// A gap found in testing (issue 12): the own-posts list answered a banned token 401, where
// every other call answers 403 `banned` with banned_until.

describe.each(testEngines)('a banned user’s own posts on %s', (engine) => {
  let t: TestApp;
  let seller: SignedInUser;
  const until = new Date(Date.now() + 7 * 86_400_000);

  beforeAll(async () => {
    t = await createTestApp(engine);
    seller = await signUpAndConfirm(t);
    await createPost(t, seller, { title: 'Kamote' });
    await setBan(t, seller.id, until);
  });
  afterAll(async () => t?.close());

  it('answers GET /api/posts?mine=1 with 403 banned and banned_until, like the other calls', async () => {
    const banned = {
      error: `Your account is banned until ${until.toISOString()}.`,
      code: 'banned',
      banned_until: until.toISOString(),
    };
    for (const url of [
      '/api/posts?mine=1',
      '/api/posts?mine=true&status=active',
      '/api/me/profile',
    ]) {
      const res = await get(t.app, url, seller.token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual(banned);
    }
    // Without a token it is still "sign in first"; the public feed still answers the token.
    expect((await get(t.app, '/api/posts?mine=1')).json().code).toBe('unauthorized');
    expect((await get(t.app, '/api/posts', seller.token)).statusCode).toBe(200);
  });

  it('lists them again once the ban ends', async () => {
    await setBan(t, seller.id, null);
    const res = await get(t.app, '/api/posts?mine=1', seller.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(1);
    await setBan(t, seller.id, until);
  });
});
