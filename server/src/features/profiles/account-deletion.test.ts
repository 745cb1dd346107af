import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaStore } from '../../platform/media';
import { dataUrl, mediaFile, solidImage } from '../../test/images';
import {
  anyFamilyId,
  backdateDeletion,
  DAY_MS,
  insertMessage,
  insertPost,
  insertPostImage,
  insertReport,
  insertReview,
  insertThread,
  postStatus,
  runRemovalJob,
} from '../../test/rows';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { get, patch, post, signUpAndConfirm, type SignedInUser } from '../../test/users';
import { removeArchivedAccounts } from './removal-job';

const ME = '/api/me/profile';
const MINUTE_MS = 60_000;

describe.each(testEngines)('account deletion on %s', (engine) => {
  let t: TestApp;
  let familyId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    familyId = await anyFamilyId(t);
  });
  afterAll(async () => t?.close());

  const archive = (user: SignedInUser) => post(t.app, '/api/me/archive', {}, user.token);
  const login = (user: SignedInUser) =>
    post(t.app, '/api/auth/login', { email: user.email, password: user.password });
  const userRow = (id: string) =>
    t.app.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

  async function withPhoto(user: SignedInUser) {
    const res = await patch(
      t.app,
      ME,
      { photo_url: dataUrl('image/png', await solidImage('png', 200, 200)) },
      user.token,
    );
    expect(res.statusCode).toBe(200);
    return res.json().photo_url as string;
  }

  it('hides the active posts at once, ends every session and hides the public profile', async () => {
    const [user, other] = [await signUpAndConfirm(t), await signUpAndConfirm(t)];
    const secondToken = (await login(user)).json().token as string;
    const photo = await withPhoto(user);
    const active = [await insertPost(t, user.id, familyId), await insertPost(t, user.id, familyId)];
    const completed = await insertPost(t, user.id, familyId, 'completed');
    const canceled = await insertPost(t, user.id, familyId, 'hidden');
    const othersPost = await insertPost(t, other.id, familyId);

    const res = await archive(user);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    const removalIn = new Date(body.removal_at).getTime() - Date.now();
    expect(Math.abs(removalIn - 30 * DAY_MS)).toBeLessThan(MINUTE_MS);

    for (const id of active) {
      expect(await postStatus(t, id)).toEqual({ status: 'hidden', closed_at: expect.any(String) });
    }
    expect((await postStatus(t, completed))?.status).toBe('completed');
    expect(await postStatus(t, canceled)).toEqual({ status: 'hidden', closed_at: null });
    expect((await postStatus(t, othersPost))?.status).toBe('active');

    for (const token of [user.token, secondToken]) {
      const me = await get(t.app, ME, token);
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ error: expect.any(String), code: 'unauthorized' });
    }
    for (const url of [
      `/api/profiles/${user.id}`,
      `/api/profiles/${user.username}`,
      `/api/profiles/by-username?username=${user.username}`,
    ]) {
      const res404 = await get(t.app, url);
      expect(res404.statusCode).toBe(404);
      expect(res404.json()).toEqual({ error: 'Profile not found.', code: 'not_found' });
    }
    const list = await get(t.app, `/api/profiles?ids=${user.id},${other.id}`, other.token);
    expect(list.json().data.map((p: { id: string }) => p.id)).toEqual([other.id]);

    // Nothing is removed yet: the account waits 30 days.
    expect((await userRow(user.id))?.deletion_requested_at).toEqual(expect.any(String));
    expect(fs.existsSync(mediaFile(t, photo))).toBe(true);
  });

  it('answers visitors 401', async () => {
    const res = await post(t.app, '/api/me/archive', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'unauthorized' });
  });

  it('cancels the deletion at the next login; the archived posts stay hidden', async () => {
    const user = await signUpAndConfirm(t);
    const postId = await insertPost(t, user.id, familyId);
    await archive(user);

    const back = await login(user);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ deletion_canceled: true, user: { id: user.id } });
    expect((await get(t.app, ME, back.json().token)).statusCode).toBe(200);
    expect((await get(t.app, `/api/profiles/${user.id}`)).statusCode).toBe(200);
    expect((await postStatus(t, postId))?.status).toBe('hidden');
    expect((await userRow(user.id))?.deletion_requested_at).toBeNull();
    expect((await login(user)).json().deletion_canceled).toBe(false);

    // Long after, the job leaves the account alone.
    await removeArchivedAccounts(
      t.app.database.db,
      createMediaStore(t.config.dataDir),
      new Date(Date.now() + 31 * DAY_MS),
    );
    expect(await userRow(user.id)).toBeDefined();
  });

  it('shows a deleted account as a former member on its reviews at once, until it is back', async () => {
    const [leaving, staying, seller] = [
      await signUpAndConfirm(t, { display_name: 'Aling Nena' }),
      await signUpAndConfirm(t, { display_name: 'Mang Jose' }),
      await signUpAndConfirm(t),
    ];
    // The staying reviewer's review is the newer one: first in the list.
    for (const [reviewer, hoursAgo] of [
      [leaving, 2],
      [staying, 1],
    ] as const) {
      const sold = await insertPost(t, seller.id, familyId, 'completed');
      const thread = await insertThread(t, sold, reviewer.id, seller.id);
      const review = await insertReview(t, thread, reviewer.id, seller.id);
      await t.app.database.db
        .updateTable('reviews')
        .set({ created_at: new Date(Date.now() - hoursAgo * 3_600_000).toISOString() })
        .where('id', '=', review)
        .execute();
    }
    const reviewsOfSeller = async () => {
      const res = await get(t.app, `/api/reviews?revieweeId=${seller.id}`);
      expect(res.statusCode).toBe(200);
      return res.json().data as object[];
    };
    const byWhom = async () => {
      const res = await get(t.app, '/api/me/export', seller.token);
      return (res.json().reviews_received as { by: unknown; created_at: string }[])
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .map((review) => review.by);
    };
    const shown = (user: SignedInUser, name: string) => ({
      reviewer_id: user.id,
      reviewer: { username: user.username, display_name: name },
      reviewer_former_member: false,
    });
    const formerMember = { reviewer_id: null, reviewer: null, reviewer_former_member: true };
    const both = [shown(staying, 'Mang Jose'), shown(leaving, 'Aling Nena')];
    expect(await reviewsOfSeller()).toMatchObject(both);

    expect((await archive(leaving)).statusCode).toBe(200);
    const [kept, hidden] = await reviewsOfSeller();
    expect(kept).toMatchObject(shown(staying, 'Mang Jose'));
    expect(hidden).toMatchObject({ ...formerMember, rating: 5, comment: 'Sariwa!' });
    // Nothing of the account is left in the answer: not its name, username nor id.
    for (const word of [leaving.id, leaving.username, 'Aling Nena']) {
      expect(JSON.stringify(hidden)).not.toContain(word);
    }
    expect(await byWhom()).toEqual([
      { username: staying.username, display_name: 'Mang Jose' },
      null,
    ]);
    // Its stars still count: the review stays, only its author's name goes.
    const rating = await get(t.app, `/api/users/${seller.id}/rating`);
    expect(rating.json()).toEqual({ avg: 5, count: 2 });

    // Signing in within the 30 days cancels the deletion: the name is back.
    const back = await login(leaving);
    expect(back.json().deletion_canceled).toBe(true);
    expect(await reviewsOfSeller()).toMatchObject(both);
    expect(await byWhom()).toEqual([
      { username: staying.username, display_name: 'Mang Jose' },
      { username: leaving.username, display_name: 'Aling Nena' },
    ]);

    // Deleted again and removed for good: a former member still.
    expect((await archive({ ...leaving, token: back.json().token })).statusCode).toBe(200);
    await backdateDeletion(t, leaving.id, 30 * DAY_MS + MINUTE_MS);
    await runRemovalJob(t);
    expect(await reviewsOfSeller()).toMatchObject([shown(staying, 'Mang Jose'), formerMember]);
  });

  it('removes the account 30 days after the request, not 29', async () => {
    const user = await signUpAndConfirm(t);
    const photo = await withPhoto(user);
    await archive(user);

    await backdateDeletion(t, user.id, 29 * DAY_MS);
    await runRemovalJob(t);
    expect(await userRow(user.id)).toBeDefined();

    await backdateDeletion(t, user.id, 30 * DAY_MS - MINUTE_MS);
    await runRemovalJob(t);
    expect(await userRow(user.id)).toBeDefined();
    expect(fs.existsSync(mediaFile(t, photo))).toBe(true);

    await backdateDeletion(t, user.id, 30 * DAY_MS + MINUTE_MS);
    await runRemovalJob(t);
    expect(await userRow(user.id)).toBeUndefined();
    expect(fs.existsSync(mediaFile(t, photo))).toBe(false);
  });

  it('counts the 30 days from the request when the job runs later (removeArchivedAccounts)', async () => {
    const user = await signUpAndConfirm(t);
    await archive(user);
    const media = createMediaStore(t.config.dataDir);
    const db = t.app.database.db;
    await removeArchivedAccounts(db, media, new Date(Date.now() + 29 * DAY_MS));
    expect(await userRow(user.id)).toBeDefined();
    await removeArchivedAccounts(db, media, new Date(Date.now() + 30 * DAY_MS + MINUTE_MS));
    expect(await userRow(user.id)).toBeUndefined();
  });

  it('removes what was the user’s own and anonymises what others keep', async () => {
    const [leaving, seller, buyer] = [
      await signUpAndConfirm(t),
      await signUpAndConfirm(t),
      await signUpAndConfirm(t),
    ];
    const photo = await withPhoto(leaving);
    await post(t.app, '/api/devices/register', { deviceId: 'device-leaving-1' }, leaving.token);

    // The leaving user's own post, with a photo, a buyer's thread and a report.
    const ownPost = await insertPost(t, leaving.id, familyId);
    const ownImage = await insertPostImage(t, ownPost);
    const ownThread = await insertThread(t, ownPost, buyer.id, leaving.id);
    await insertMessage(t, ownThread, buyer.id, 'Available pa?');
    await insertMessage(t, ownThread, leaving.id, 'Oo, meron pa.');
    await insertReport(t, ownPost, buyer.id);

    // The leaving user as a buyer in another seller's thread: a message, a review, a report.
    const sellersPost = await insertPost(t, seller.id, familyId, 'completed');
    const sellersImage = await insertPostImage(t, sellersPost);
    const thread = await insertThread(t, sellersPost, leaving.id, seller.id);
    const sent = await insertMessage(t, thread, leaving.id, 'Kukunin ko po.');
    const reply = await insertMessage(t, thread, seller.id, 'Sige po.');
    const review = await insertReview(t, thread, leaving.id, seller.id);
    const report = await insertReport(t, sellersPost, leaving.id);

    expect((await archive(leaving)).statusCode).toBe(200);
    await backdateDeletion(t, leaving.id, 30 * DAY_MS + MINUTE_MS);
    await runRemovalJob(t);

    const db = t.app.database.db;
    expect(await userRow(leaving.id)).toBeUndefined();
    expect(await postStatus(t, ownPost)).toBeUndefined();
    expect(
      await db.selectFrom('threads').select('id').where('id', '=', ownThread).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('messages').select('id').where('thread_id', '=', ownThread).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('reports').select('id').where('post_id', '=', ownPost).execute(),
    ).toEqual([]);
    for (const table of ['sessions', 'devices'] as const) {
      expect(
        await db.selectFrom(table).select('id').where('user_id', '=', leaving.id).execute(),
      ).toEqual([]);
    }
    for (const file of [photo, ownImage.path, ownImage.thumbPath]) {
      expect(fs.existsSync(mediaFile(t, file))).toBe(false);
    }

    // The seller keeps the thread, both messages, the review and the report, anonymised.
    expect(
      await db
        .selectFrom('threads')
        .select(['buyer_id', 'seller_id'])
        .where('id', '=', thread)
        .executeTakeFirst(),
    ).toEqual({ buyer_id: null, seller_id: seller.id });
    const messages = await db
      .selectFrom('messages')
      .select(['id', 'sender_id', 'body'])
      .where('thread_id', '=', thread)
      .execute();
    expect(messages.sort((a, b) => a.body.localeCompare(b.body))).toEqual([
      { id: sent, sender_id: null, body: 'Kukunin ko po.' },
      { id: reply, sender_id: seller.id, body: 'Sige po.' },
    ]);
    expect(
      await db
        .selectFrom('reviews')
        .select(['reviewer_id', 'reviewee_id'])
        .where('id', '=', review)
        .executeTakeFirst(),
    ).toEqual({ reviewer_id: null, reviewee_id: seller.id });
    expect(
      await db
        .selectFrom('reports')
        .select('reporter_id')
        .where('id', '=', report)
        .executeTakeFirst(),
    ).toEqual({ reporter_id: null });
    expect(await postStatus(t, sellersPost)).toMatchObject({ status: 'completed' });
    for (const file of [sellersImage.path, sellersImage.thumbPath]) {
      expect(fs.existsSync(mediaFile(t, file))).toBe(true);
    }

    // The others are untouched; the email and username are free again.
    expect((await get(t.app, ME, seller.token)).statusCode).toBe(200);
    expect((await get(t.app, ME, buyer.token)).statusCode).toBe(200);
    expect((await login(leaving)).json().code).toBe('invalid_credentials');
    const again = await post(t.app, '/api/auth/signup', {
      email: leaving.email,
      username: leaving.username,
      password: 'another-pass',
    });
    expect(again.statusCode).toBe(201);
  });
});
