import crypto from 'node:crypto';
import { createMediaStore } from '../platform/media';
import { solidImage } from './images';
import type { TestApp } from './test-app';
import { get } from './users';

// Rows the archive and removal tests need from features that have no API yet
// (posts, threads, messages, reviews, reports), written straight to the database.

const DAY_MS = 86_400_000;

export async function anyFamilyId(t: TestApp): Promise<number> {
  const families = (await get(t.app, '/api/families')).json().data as Array<{ id: number }>;
  return families[0]!.id;
}

export async function insertPost(
  t: TestApp,
  userId: string,
  familyId: number,
  status: 'active' | 'hidden' | 'completed' = 'active',
) {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await t.app.database.db
    .insertInto('posts')
    .values({
      id,
      user_id: userId,
      family_id: familyId,
      title: `Post ${id.slice(0, 8)}`,
      description: 'Fresh from the garden',
      price_centavos: 5000,
      qty: 2,
      unit: 'kg',
      lat: 14.5995,
      lng: 120.9842,
      // The public point as a new post would get it: 200 m north.
      public_lat: 14.5995 + 0.2 / 111.195,
      public_lng: 120.9842,
      status,
      expires_at: new Date(Date.now() + 7 * DAY_MS).toISOString(),
      closed_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Stores a real photo (and thumbnail) for a post, as the posts feature would. */
export async function insertPostImage(t: TestApp, postId: string) {
  const media = createMediaStore(t.config.dataDir);
  const stored = await media.storeImage(await solidImage('jpeg', 640, 480), {
    kind: 'posts',
    maxSide: 1600,
    thumbSide: 320,
  });
  await t.app.database.db
    .insertInto('post_images')
    .values({
      id: crypto.randomUUID(),
      post_id: postId,
      position: 0,
      path: stored.path,
      thumb_path: stored.thumbPath!,
      width: stored.width,
      height: stored.height,
      created_at: new Date().toISOString(),
    })
    .execute();
  return { path: stored.path, thumbPath: stored.thumbPath! };
}

export async function insertThread(t: TestApp, postId: string, buyerId: string, sellerId: string) {
  const id = crypto.randomUUID();
  await t.app.database.db
    .insertInto('threads')
    .values({
      id,
      post_id: postId,
      buyer_id: buyerId,
      seller_id: sellerId,
      status: 'open',
      last_message_at: null,
      last_message_preview: null,
      completed_at: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

export async function insertMessage(t: TestApp, threadId: string, senderId: string, body: string) {
  const id = crypto.randomUUID();
  await t.app.database.db
    .insertInto('messages')
    .values({
      id,
      thread_id: threadId,
      sender_id: senderId,
      body,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

export async function insertReview(
  t: TestApp,
  threadId: string,
  reviewerId: string,
  revieweeId: string,
) {
  const id = crypto.randomUUID();
  await t.app.database.db
    .insertInto('reviews')
    .values({
      id,
      thread_id: threadId,
      reviewer_id: reviewerId,
      reviewee_id: revieweeId,
      rating: 5,
      comment: 'Sariwa!',
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

export async function insertReport(t: TestApp, postId: string, reporterId: string) {
  const id = crypto.randomUUID();
  await t.app.database.db
    .insertInto('reports')
    .values({
      id,
      post_id: postId,
      reporter_id: reporterId,
      reason: 'Looks spoiled',
      status: 'new',
      created_at: new Date().toISOString(),
      reviewed_at: null,
    })
    .execute();
  return id;
}

export async function postStatus(t: TestApp, postId: string) {
  return t.app.database.db
    .selectFrom('posts')
    .select(['status', 'closed_at'])
    .where('id', '=', postId)
    .executeTakeFirst();
}

/** Moves an account's deletion request into the past, as if `ago` ms had gone by. */
export async function backdateDeletion(t: TestApp, userId: string, agoMs: number) {
  await t.app.database.db
    .updateTable('users')
    .set({ deletion_requested_at: new Date(Date.now() - agoMs).toISOString() })
    .where('id', '=', userId)
    .execute();
}

export async function runRemovalJob(t: TestApp) {
  const job = t.app.jobs.find((candidate) => candidate.name === 'remove-archived-accounts');
  if (!job) throw new Error('no remove-archived-accounts job');
  await job.run();
}

export { DAY_MS };
