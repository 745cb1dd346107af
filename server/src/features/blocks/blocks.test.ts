import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, del, listPosts, MANILA } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { reserve } from '../../test/sales';
import { messagesOf, send, startThread, threadDetail } from '../../test/threads';
import { get, patch, post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// Blocking (issue 12): the calls, and every effect both ways between the two people, while
// everyone else sees both of them as before.

const BLOCKED = { error: "You can't message this user.", code: 'blocked' };

describe.each(testEngines)('blocking on %s', (engine) => {
  let t: TestApp;
  let ana: SignedInUser;
  let ben: SignedInUser;
  let cora: SignedInUser;
  let admin: SignedInUser;
  const block = (by: SignedInUser, userId: string) =>
    post(t.app, '/api/blocks', { userId }, by.token);
  const unblock = (by: SignedInUser, userId: string) => del(t, `/api/blocks/${userId}`, by.token);
  const blocksOf = async (user: SignedInUser) =>
    (await get(t.app, '/api/blocks', user.token)).json().data as Array<{ user_id: string }>;

  beforeAll(async () => {
    t = await createTestApp(engine, { adminEmails: ['bantay@example.com'], rateLimitFactor: 100 });
    [ana, ben, cora, admin] = await Promise.all([
      signUpAndConfirm(t, { display_name: 'Aling Ana' }),
      signUpAndConfirm(t, { display_name: 'Mang Ben' }),
      signUpAndConfirm(t),
      signUpAndConfirm(t, { email: 'bantay@example.com' }),
    ]);
  });
  afterAll(async () => t?.close());

  it('blocks once however often asked, lists, unblocks, and refuses oneself and strangers', async () => {
    const first = await block(ana, ben.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      user_id: ben.id,
      username: ben.username,
      display_name: 'Mang Ben',
      created_at: expect.any(String),
    });
    expect((await block(ana, ben.id)).statusCode).toBe(201);
    expect(await blocksOf(ana)).toEqual([first.json()]);
    expect(await blocksOf(ben)).toEqual([]);

    const self = await block(ana, ana.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: "You can't block yourself.", code: 'bad_request' });
    expect((await block(ana, 'no-such-user')).statusCode).toBe(404);
    expect((await block(ana, '')).statusCode).toBe(400);
    expect((await post(t.app, '/api/blocks', { userId: ben.id })).statusCode).toBe(401);
    expect((await get(t.app, '/api/blocks')).statusCode).toBe(401);

    const removed = await unblock(ana, ben.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    expect(await blocksOf(ana)).toEqual([]);
    // Unblocking someone not blocked changes nothing.
    expect((await unblock(ana, ben.id)).statusCode).toBe(200);
  });

  it('lets anyone block an admin, and moderation goes on as before', async () => {
    const sellerPost = await createPost(t, cora, { title: 'Kakanin ni Cora' });
    expect((await block(cora, admin.id)).statusCode).toBe(201);
    const listed = await get(t.app, '/api/admin/posts?search=Kakanin', admin.token);
    expect(listed.json().data.map((p: { id: string }) => p.id)).toContain(sellerPost.id);
    const removed = await patch(
      t.app,
      `/api/admin/posts/${sellerPost.id}/archive`,
      {},
      admin.token,
    );
    expect(removed.statusCode).toBe(200);
    await unblock(cora, admin.id);
  });

  describe('between two people, both ways', () => {
    let anaPost: string;
    let benPost: string;
    let threadAboutAna: string;
    let threadAboutBen: string;

    beforeAll(async () => {
      await patch(
        t.app,
        '/api/me/profile',
        { whatsapp_number: '+639171234567', show_contact_on_posts: true },
        ana.token,
      );
      anaPost = (await createPost(t, ana, { title: 'Puto ni Ana' })).id;
      benPost = (await createPost(t, ben, { title: 'Puto ni Ben' })).id;
      // Conversations from before the block stay readable.
      threadAboutAna = await startThread(t, ben, anaPost, 'Available pa po?');
      threadAboutBen = await startThread(t, ana, benPost, 'Magkano po?');
      expect((await block(ana, ben.id)).statusCode).toBe(201);
    });

    const pairs = () =>
      [
        { viewer: ana, other: ben, otherPost: benPost, ownPost: anaPost },
        { viewer: ben, other: ana, otherPost: anaPost, ownPost: benPost },
      ] as const;
    const ids = (list: { data: Array<{ id: string }> }) => list.data.map((p) => p.id);

    it('leaves the other’s posts out of the feed, searches, ranges and public profile lists', async () => {
      for (const { viewer, other, otherPost, ownPost } of pairs()) {
        const queries: Array<Record<string, string | number>> = [
          {},
          { search: 'Puto' },
          { search: 'ni' },
          { ...MANILA, rangeKm: 5 },
          { ...MANILA, sortBy: 'distance', sortDir: 'asc' },
        ];
        for (const query of queries) {
          const list = await listPosts(t, query, viewer.token);
          expect(ids(list), JSON.stringify(query)).toContain(ownPost);
          expect(ids(list), JSON.stringify(query)).not.toContain(otherPost);
        }
        expect(await listPosts(t, { userId: other.id }, viewer.token)).toEqual({
          data: [],
          total: 0,
        });
      }
      // Everyone else sees both.
      for (const token of [cora.token, undefined]) {
        expect(ids(await listPosts(t, { search: 'Puto' }, token)).sort()).toEqual(
          [anaPost, benPost].sort(),
        );
      }
    });

    it('still opens the other’s post by link, marked blocked, with no contacts', async () => {
      for (const { viewer, otherPost } of pairs()) {
        const res = await get(t.app, `/api/posts/${otherPost}`, viewer.token);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          id: otherPost,
          blocked: true,
          author: { whatsapp_number: null },
        });
      }
      const outsider = (await get(t.app, `/api/posts/${anaPost}`, cora.token)).json();
      expect(outsider).toMatchObject({
        blocked: false,
        author: { whatsapp_number: '+639171234567' },
      });
      expect((await get(t.app, `/api/posts/${anaPost}`, ana.token)).json().blocked).toBe(false);
    });

    it('shows the other’s public profile without contacts, the same to both sides', async () => {
      for (const { viewer, other } of pairs()) {
        for (const url of [
          `/api/profiles/${other.id}`,
          `/api/profiles/by-username?username=${other.username}`,
        ]) {
          const res = await get(t.app, url, viewer.token);
          expect(res.statusCode).toBe(200);
          expect(res.json()).toMatchObject({
            id: other.id,
            blocked: true,
            whatsapp_number: null,
            facebook_username: null,
          });
        }
      }
      expect((await get(t.app, `/api/profiles/${ana.id}`, cora.token)).json()).toMatchObject({
        blocked: false,
        whatsapp_number: '+639171234567',
      });
      // Visitors see no contacts at all (issue 21): signing out is no way around a block.
      expect((await get(t.app, `/api/profiles/${ana.id}`)).json()).toMatchObject({
        blocked: false,
        whatsapp_number: null,
      });
    });

    it('refuses new conversations and messages with 403 blocked; old ones stay readable', async () => {
      for (const { viewer, otherPost } of pairs()) {
        const started = await post(
          t.app,
          '/api/threads',
          { postId: otherPost, initialBody: 'Hello?' },
          viewer.token,
        );
        expect(started.statusCode).toBe(403);
        expect(started.json()).toEqual(BLOCKED);
        for (const threadId of [threadAboutAna, threadAboutBen]) {
          const sent = await send(t, viewer, threadId, 'Nandiyan ka pa?');
          expect(sent.statusCode).toBe(403);
          expect(sent.json()).toEqual(BLOCKED);
          expect(await threadDetail(t, viewer, threadId)).toMatchObject({
            can_send: false,
            blocked: true,
          });
          expect((await messagesOf(t, viewer, threadId)).length).toBe(1);
        }
      }
      // Cora is not part of it.
      expect(await startThread(t, cora, anaPost, 'Pabili po')).toEqual(expect.any(String));
    });

    it('refuses a reservation across the block, whichever side blocked', async () => {
      for (const [seller, threadId] of [
        [ana, threadAboutAna],
        [ben, threadAboutBen],
      ] as const) {
        const held = await reserve(t, seller, threadId, { qty: 1 });
        expect(held.statusCode).toBe(403);
        expect(held.json()).toEqual(BLOCKED);
        expect((await threadDetail(t, seller, threadId)).reservation).toBeNull();
      }
    });

    it('tells neither of the other’s new posts through food alerts', async () => {
      for (const user of [ana, ben, cora]) {
        const res = await post(
          t.app,
          '/api/alerts',
          { ...MANILA, rangeKm: 5, search: 'bibingka' },
          user.token,
        );
        expect(res.statusCode).toBe(201);
      }
      const byAna = await createPost(t, ana, { title: 'Bibingka ni Ana' });
      const byBen = await createPost(t, ben, { title: 'Bibingka ni Ben' });
      await t.app.notifications.drain();
      const matched = async (postId: string) =>
        (
          await t.app.database.db
            .selectFrom('alert_matches')
            .select('user_id')
            .where('post_id', '=', postId)
            .execute()
        )
          .map((row) => row.user_id)
          .sort();
      expect(await matched(byAna.id)).toEqual([cora.id]);
      expect(await matched(byBen.id)).toEqual([cora.id]);
    });

    it('undoes every effect on unblock', async () => {
      expect((await unblock(ana, ben.id)).statusCode).toBe(200);
      for (const { viewer, otherPost } of pairs()) {
        expect(ids(await listPosts(t, { search: 'Puto' }, viewer.token))).toContain(otherPost);
        expect((await get(t.app, `/api/posts/${otherPost}`, viewer.token)).json().blocked).toBe(
          false,
        );
      }
      expect((await send(t, ben, threadAboutAna, 'Salamat po')).statusCode).toBe(201);
      expect(await threadDetail(t, ana, threadAboutAna)).toMatchObject({
        can_send: true,
        blocked: false,
      });
    });
  });
});
