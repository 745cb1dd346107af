import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THREADS_PAGE_SIZE } from '@core/constants';
import { dataUrl, solidImage } from '../../test/images';
import { createPost } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { completeThread, sendOk, startThread } from '../../test/threads';
import { get, post, signUpAndConfirm, type SignedInUser } from '../../test/users';
import type { threadListItemSchema } from './presenter';
import type { z } from 'zod';

// The conversation list and the nav badge (SPEC §2 Threads list; §3 Thread; §9):
// GET /api/threads with tabs, search and pages, and GET /api/threads/unread-count.

type ListItem = z.infer<typeof threadListItemSchema>;
interface ThreadList {
  data: ListItem[];
  total: number;
}
const MINUTE_MS = 60_000;

describe.each(testEngines)('the thread list on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  async function list(user: SignedInUser, query: Record<string, string | number> = {}) {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    const res = await get(t.app, `/api/threads?${search}`, user.token);
    if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
    return res.json() as ThreadList;
  }
  const ids = (page: ThreadList) => page.data.map((item) => item.id);
  const unreadCount = async (user: SignedInUser) =>
    (await get(t.app, '/api/threads/unread-count', user.token)).json() as { count: number };
  const markRead = (threadId: string, user: SignedInUser) =>
    post(t.app, `/api/threads/${threadId}/read`, {}, user.token);
  /** Sets when the thread last moved, `minutesAgo` before now. */
  const lastMoved = (threadId: string, minutesAgo: number) =>
    t.app.database.db
      .updateTable('threads')
      .set({ last_message_at: new Date(Date.now() - minutesAgo * MINUTE_MS).toISOString() })
      .where('id', '=', threadId)
      .execute();

  it('lists the caller’s threads unread first, completed last, then newest, with post and other party', async () => {
    const me = await signUpAndConfirm(t, { display_name: 'Ako Mismo' });
    const sellerA = await signUpAndConfirm(t, { display_name: 'Aling Nena' });
    const sellerB = await signUpAndConfirm(t);
    const asker = await signUpAndConfirm(t, { display_name: 'Mang Jose' });
    const photo = dataUrl('image/jpeg', await solidImage('jpeg', 400, 300));
    const withPhoto = await createPost(t, sellerA, { title: 'Ampalaya', images: [photo] });
    const postOf = async (seller: SignedInUser, title: string) =>
      (await createPost(t, seller, { title })).id;

    // Read by me: I sent the last message, or nobody wrote yet.
    const readOld = await startThread(t, me, withPhoto.id, 'Available pa po?');
    const readNew = await startThread(t, me, await postOf(sellerA, 'Bawang'), 'Magkano po?');
    const silent = await startThread(t, me, await postOf(sellerA, 'Calamansi'), null);
    // Unread for me: the seller answered, or someone asked about my post.
    const unreadOld = await startThread(t, me, await postOf(sellerB, 'Dalandan'), 'Meron pa?');
    await sendOk(t, sellerB, unreadOld, 'Meron pa po.');
    const unreadNew = await startThread(t, asker, await postOf(me, 'Ensaymada'), 'Pabili po');
    // Completed: one read by me since, one not.
    const doneRead = await startThread(t, me, await postOf(sellerB, 'Galunggong'), 'Kunin ko');
    await completeThread(t, sellerB, doneRead);
    await markRead(doneRead, me);
    const doneUnread = await startThread(t, me, await postOf(sellerA, 'Kamote'), 'Kunin ko');
    await completeThread(t, sellerA, doneUnread);

    await lastMoved(readOld, 360);
    await lastMoved(readNew, 60);
    await t.app.database.db
      .updateTable('threads')
      .set({ created_at: new Date(Date.now() - 240 * MINUTE_MS).toISOString() })
      .where('id', '=', silent)
      .execute();
    await lastMoved(unreadOld, 300);
    await lastMoved(unreadNew, 120);
    await lastMoved(doneRead, 10);
    await lastMoved(doneUnread, 180);

    const all = await list(me);
    expect(all.total).toBe(7);
    expect(ids(all)).toEqual([
      unreadNew,
      unreadOld,
      doneUnread,
      readNew,
      silent,
      readOld,
      doneRead,
    ]);
    expect(all.data.map((item) => item.unread)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);

    const byId = new Map(all.data.map((item) => [item.id, item]));
    expect(byId.get(readOld)).toMatchObject({
      post_id: withPhoto.id,
      buyer_id: me.id,
      seller_id: sellerA.id,
      status: 'open',
      unread_for_seller: true,
      unread_for_buyer: false,
      last_message_preview: 'Available pa po?',
      post: {
        id: withPhoto.id,
        title: 'Ampalaya',
        status: 'active',
        images: withPhoto.images,
        thumbnail: withPhoto.thumbnail,
      },
      other: { id: sellerA.id, username: sellerA.username, display_name: 'Aling Nena' },
    });
    expect(withPhoto.thumbnail).toEqual(expect.any(String));
    expect(byId.get(unreadNew)).toMatchObject({
      seller_id: me.id,
      post: { title: 'Ensaymada', images: [], thumbnail: null },
      other: { id: asker.id, username: asker.username, display_name: 'Mang Jose' },
    });
    expect(byId.get(doneRead)).toMatchObject({
      status: 'completed',
      post: { status: 'completed' },
    });

    // `unread` is the caller's own side: the same thread reads differently for the seller.
    const theirs = await list(sellerA);
    expect(theirs.data.find((item) => item.id === readOld)).toMatchObject({
      unread: true,
      other: { id: me.id, username: me.username, display_name: 'Ako Mismo' },
    });

    const unread = await list(me, { tab: 'unread' });
    expect([ids(unread), unread.total]).toEqual([[unreadNew, unreadOld, doneUnread], 3]);
    const completed = await list(me, { tab: 'completed' });
    expect([ids(completed), completed.total]).toEqual([[doneUnread, doneRead], 2]);
    expect(await unreadCount(me)).toEqual({ count: 3 });

    // Reading moves a thread down and out of the Unread tab and the badge.
    await markRead(unreadNew, me);
    expect(await unreadCount(me)).toEqual({ count: 2 });
    expect(ids(await list(me, { tab: 'unread' }))).toEqual([unreadOld, doneUnread]);
    expect(ids(await list(me))[0]).toBe(unreadOld);
    expect(await unreadCount(asker)).toEqual({ count: 0 });
  });

  it('searches the post title and the other party’s display name or username, ignoring case', async () => {
    const me = await signUpAndConfirm(t, { display_name: 'Bumibili' });
    const nena = await signUpAndConfirm(t, { username: 'suki.store', display_name: 'Aling Nena' });
    const kanor = await signUpAndConfirm(t, { username: 'kanor.farm', display_name: 'Mang Kanor' });
    const kangkong = await startThread(
      t,
      me,
      (await createPost(t, nena, { title: 'Kangkong' })).id,
    );
    const sitaw = await startThread(t, me, (await createPost(t, nena, { title: 'Sitaw 50%' })).id);
    const talong = await startThread(t, me, (await createPost(t, kanor, { title: 'Talong' })).id);
    await lastMoved(kangkong, 3);
    await lastMoved(sitaw, 2);
    await lastMoved(talong, 1);

    const found = async (search: string, user = me, tab = 'all') => {
      const page = await list(user, { search, tab });
      expect(page.total).toBe(page.data.length);
      return ids(page);
    };
    expect(await found('KANGKONG')).toEqual([kangkong]);
    expect(await found('ong')).toEqual([talong, kangkong]);
    expect(await found('nena')).toEqual([sitaw, kangkong]);
    expect(await found('SUKI.ST')).toEqual([sitaw, kangkong]);
    expect(await found('kanor.farm')).toEqual([talong]);
    // Wildcards are plain characters.
    expect(await found('50%')).toEqual([sitaw]);
    expect(await found('%')).toEqual([sitaw]);
    expect(await found('_')).toEqual([]);
    expect(await found('wala')).toEqual([]);
    expect(await found('   ')).toEqual([talong, sitaw, kangkong]);
    // The seller finds the buyer by name, and search combines with tabs.
    expect(await found('bumibili', nena)).toEqual([sitaw, kangkong]);
    expect(await found(me.username, kanor)).toEqual([talong]);
    expect(await found('kangkong', me, 'completed')).toEqual([]);
  });

  it('pages by 10 with the total', async () => {
    const me = await signUpAndConfirm(t);
    const seller = await signUpAndConfirm(t);
    const started: string[] = [];
    for (let i = 0; i < THREADS_PAGE_SIZE + 2; i++) {
      const { id } = await createPost(t, seller, { title: `Item ${i}` });
      started.push(await startThread(t, me, id, `Tanong ${i}`));
      await lastMoved(started[i]!, 100 - i);
    }
    const first = await list(me);
    expect([first.data.length, first.total]).toEqual([THREADS_PAGE_SIZE, THREADS_PAGE_SIZE + 2]);
    const second = await list(me, { page: 2 });
    expect([second.data.length, second.total]).toEqual([2, THREADS_PAGE_SIZE + 2]);
    // Newest first across the pages, none twice.
    expect([...ids(first), ...ids(second)]).toEqual([...started].reverse());
    expect(ids(await list(me, { page: 2, pageSize: 5 }))).toEqual(
      [...started].reverse().slice(5, 10),
    );
    expect((await list(me, { page: 3 })).data).toEqual([]);
    // A page size over the cap of 50 is lowered to it.
    expect(ids(await list(me, { pageSize: 500 }))).toEqual([...started].reverse());
  });
});
