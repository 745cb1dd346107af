import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { get, patch, post, signUpAndConfirm, type SignedInUser } from '../../test/users';
import { mayReadContacts } from './profile-view';

// Contacts under one rule on every read (issue 21): a person's WhatsApp and Facebook reach
// signed-in people only, and nobody across a block, whichever way it goes and whichever
// call reads them.

const HIDDEN = { whatsapp_number: null, facebook_username: null };

describe('mayReadContacts', () => {
  it('lets signed-in people with no block read them, and the owner their own', () => {
    expect(mayReadContacts('a', 'b', false)).toBe(true);
    expect(mayReadContacts('a', 'b', true)).toBe(false);
    expect(mayReadContacts(undefined, 'b', false)).toBe(false);
    expect(mayReadContacts('b', 'b', false)).toBe(true);
  });
});

describe.each(testEngines)('contacts on %s', (engine) => {
  let t: TestApp;
  let ana: SignedInUser;
  let ben: SignedInUser;
  let cora: SignedInUser;
  let anaPost: string;
  const contactsOf = (user: SignedInUser) => ({
    whatsapp_number: '+639171234567',
    facebook_username: `${user.username.toLowerCase()}.fb`,
  });

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitFactor: 100 });
    [ana, ben, cora] = await Promise.all([
      signUpAndConfirm(t),
      signUpAndConfirm(t),
      signUpAndConfirm(t),
    ]);
    for (const user of [ana, ben]) {
      const res = await patch(
        t.app,
        '/api/me/profile',
        { ...contactsOf(user), show_contact_on_posts: true },
        user.token,
      );
      expect(res.statusCode).toBe(200);
    }
    anaPost = (await createPost(t, ana, { title: 'Puto ni Ana' })).id;
    expect((await post(t.app, '/api/blocks', { userId: ben.id }, ana.token)).statusCode).toBe(201);
  });
  afterAll(async () => t?.close());

  const listed = async (viewer: SignedInUser, ids: string[]) => {
    const res = await get(t.app, `/api/profiles?ids=${ids.join(',')}`, viewer.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{ id: string }>;
    return (id: string) => data.find((profile) => profile.id === id);
  };

  it('hides contacts in the list of profiles by ids across a block, both ways', async () => {
    expect((await listed(ben, [ana.id, cora.id]))(ana.id)).toMatchObject(HIDDEN);
    expect((await listed(ana, [ben.id]))(ben.id)).toMatchObject(HIDDEN);
    // Someone else still sees both, and each their own.
    const byCora = await listed(cora, [ana.id, ben.id]);
    expect(byCora(ana.id)).toMatchObject(contactsOf(ana));
    expect(byCora(ben.id)).toMatchObject(contactsOf(ben));
    expect((await listed(ana, [ana.id]))(ana.id)).toMatchObject(contactsOf(ana));
  });

  it('shows visitors no contacts on any read, so signing out is no way around a block', async () => {
    for (const url of [
      `/api/profiles/${ana.id}`,
      `/api/profiles/${ana.username}`,
      `/api/profiles/by-username?username=${ana.username}`,
    ]) {
      const visitor = await get(t.app, url);
      expect(visitor.statusCode, url).toBe(200);
      expect(visitor.json(), url).toMatchObject({ ...HIDDEN, show_contact_on_posts: true });
      expect(visitor.body, url).not.toContain('9171234567');
      expect((await get(t.app, url, cora.token)).json(), url).toMatchObject(contactsOf(ana));
    }
    const seller = async (token?: string) =>
      (await get(t.app, `/api/posts/${anaPost}`, token)).json().author;
    expect(await seller()).toMatchObject(HIDDEN);
    expect(await seller(ben.token)).toMatchObject(HIDDEN);
    expect(await seller(cora.token)).toMatchObject(contactsOf(ana));
  });
});
