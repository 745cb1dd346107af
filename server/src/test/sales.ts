import type { PostDetail } from '../features/posts/presenter';
import type { ThreadDetail } from './threads';
import type { TestApp } from './test-app';
import { get, post, randomIp, type SignedInUser } from './users';

// Reservations and partial sales (issue 11) through the API.

export const HOUR_MS = 3_600_000;
export const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

function send(t: TestApp, method: 'PUT' | 'DELETE', url: string, token?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    remoteAddress: randomIp(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** PUT /api/threads/{id}/reservation, whatever the answer. */
export const reserve = (
  t: TestApp,
  user: SignedInUser | undefined,
  threadId: string,
  body: { qty: unknown; until?: unknown },
) =>
  send(t, 'PUT', `/api/threads/${threadId}/reservation`, user?.token, {
    until: inHours(2),
    ...body,
  });

/** DELETE /api/threads/{id}/reservation, whatever the answer. */
export const release = (t: TestApp, user: SignedInUser | undefined, threadId: string) =>
  send(t, 'DELETE', `/api/threads/${threadId}/reservation`, user?.token);

/** POST /api/threads/{id}/complete with { qty }, or with no body at all. */
export const sell = (t: TestApp, user: SignedInUser | undefined, threadId: string, qty?: number) =>
  qty === undefined
    ? t.app.inject({
        method: 'POST',
        url: `/api/threads/${threadId}/complete`,
        remoteAddress: randomIp(),
        headers: user ? { authorization: `Bearer ${user.token}` } : {},
      })
    : post(t.app, `/api/threads/${threadId}/complete`, { qty }, user?.token);

/** Sells, expecting 200; returns the completed thread. */
export async function sellOk(t: TestApp, user: SignedInUser, threadId: string, qty?: number) {
  const res = await sell(t, user, threadId, qty);
  if (res.statusCode !== 200) throw new Error(`sale failed: ${res.statusCode} ${res.body}`);
  return res.json() as ThreadDetail;
}

/** GET /api/posts/{id} as `user` (or a visitor), expecting 200. */
export async function postDetail(t: TestApp, postId: string, user?: SignedInUser) {
  const res = await get(t.app, `/api/posts/${postId}`, user?.token);
  if (res.statusCode !== 200) throw new Error(`post failed: ${res.statusCode} ${res.body}`);
  return res.json() as PostDetail;
}

/** The amounts of a post as every post object carries them. */
export async function amountsOf(t: TestApp, postId: string) {
  const { qty, qty_reserved, qty_sold, qty_available, status } = await postDetail(t, postId);
  return { qty, qty_reserved, qty_sold, qty_available, status };
}

/** Runs the scheduled 'expire-reservations' job now. */
export async function runExpiryJob(t: TestApp) {
  const job = t.app.jobs.find((candidate) => candidate.name === 'expire-reservations');
  if (!job) throw new Error('no expire-reservations job');
  await job.run();
}
