import type { z } from 'zod';
import type { messageSchema, threadDetailSchema } from '../features/threads/presenter';
import { createPost } from './posts';
import type { TestApp } from './test-app';
import { get, post, type SignedInUser } from './users';

// Conversations through the API, as the web app holds them, plus the row reads and the
// back-dating the retention tests need.

export type ThreadDetail = z.infer<typeof threadDetailSchema>;
export type Message = z.infer<typeof messageSchema>;

/** POST /api/threads as `buyer`, expecting 200 or 201; returns the thread id. */
export async function startThread(
  t: TestApp,
  buyer: SignedInUser,
  postId: string,
  initialBody: string | null = null,
): Promise<string> {
  const res = await post(t.app, '/api/threads', { postId, initialBody }, buyer.token);
  if (res.statusCode !== 201 && res.statusCode !== 200) {
    throw new Error(`start thread failed: ${res.statusCode} ${res.body}`);
  }
  return (res.json() as { id: string }).id;
}

/** POST /api/threads/{id}/messages, whatever the answer. */
export const send = (t: TestApp, user: SignedInUser | undefined, threadId: string, body: unknown) =>
  post(t.app, `/api/threads/${threadId}/messages`, { body }, user?.token);

/** Sends a message, expecting 201. */
export async function sendOk(t: TestApp, user: SignedInUser, threadId: string, body: string) {
  const res = await send(t, user, threadId, body);
  if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return res.json() as Message;
}

/** GET /api/threads/{id} as `user`, expecting 200. */
export async function threadDetail(t: TestApp, user: SignedInUser, threadId: string) {
  const res = await get(t.app, `/api/threads/${threadId}`, user.token);
  if (res.statusCode !== 200) throw new Error(`thread failed: ${res.statusCode} ${res.body}`);
  return res.json() as ThreadDetail;
}

/** GET /api/threads/{id}/messages as `user`, expecting 200. */
export async function messagesOf(t: TestApp, user: SignedInUser, threadId: string) {
  const res = await get(t.app, `/api/threads/${threadId}/messages`, user.token);
  if (res.statusCode !== 200) throw new Error(`messages failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: Message[] }).data;
}

/** POST /api/threads/{id}/complete as the seller, expecting 200. */
export async function completeThread(t: TestApp, seller: SignedInUser, threadId: string) {
  const res = await post(t.app, `/api/threads/${threadId}/complete`, {}, seller.token);
  if (res.statusCode !== 200) throw new Error(`complete failed: ${res.statusCode} ${res.body}`);
  return res.json() as ThreadDetail;
}

/** A post by `seller` that `buyer` asked about (with a first message); the sale completed if asked. */
export async function sale(
  t: TestApp,
  seller: SignedInUser,
  buyer: SignedInUser,
  { completed = true, title = 'Fresh kangkong' } = {},
) {
  const created = await createPost(t, seller, { title });
  const threadId = await startThread(t, buyer, created.id, 'Available pa po?');
  if (completed) await completeThread(t, seller, threadId);
  return { postId: created.id, threadId };
}

export async function threadRow(t: TestApp, threadId: string) {
  return t.app.database.db
    .selectFrom('threads')
    .selectAll()
    .where('id', '=', threadId)
    .executeTakeFirst();
}

export async function countRows(t: TestApp, table: 'threads' | 'messages' | 'reviews') {
  const row = await t.app.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countMessages(t: TestApp, threadId: string) {
  const row = await t.app.database.db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('thread_id', '=', threadId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Runs the scheduled 'purge-old-messages' job now. */
export async function runPurgeJob(t: TestApp) {
  const job = t.app.jobs.find((candidate) => candidate.name === 'purge-old-messages');
  if (!job) throw new Error('no purge-old-messages job');
  await job.run();
}
