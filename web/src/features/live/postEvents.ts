import type { PostStatus } from '@core/constants';
import type { QueryClient } from '@tanstack/react-query';
import type { EventSourceMessage } from 'eventsource-parser';
import { postFormKeys } from '../post-form/queries';
import { parseFields } from './streamAttempt';

/** The `post` event of GET /api/posts/{id}/events: the post's status and amounts now. */
export interface PostAmounts {
  post_id: string;
  status: PostStatus;
  qty: number;
  qty_reserved: number;
  qty_sold: number;
  qty_available: number;
}

const AMOUNTS = ['qty', 'qty_reserved', 'qty_sold', 'qty_available'] as const;

export function readPostEvent(message: EventSourceMessage): PostAmounts | null {
  if (message.event !== 'post') return null;
  const data = parseFields(message.data);
  if (!data || typeof data.post_id !== 'string' || typeof data.status !== 'string') return null;
  const counted = AMOUNTS.every(
    (key) => typeof data[key] === 'number' && Number.isFinite(data[key]),
  );
  return counted ? (data as unknown as PostAmounts) : null;
}

type CachedPost = { id: string; status?: string } & Partial<
  Record<(typeof AMOUNTS)[number], number>
>;

/** The cached post with the event's status and amounts; the same object when nothing changed. */
export function withPostAmounts<T extends CachedPost>(post: T | undefined, event: PostAmounts) {
  if (!post || post.id !== event.post_id) return post;
  const same = post.status === event.status && AMOUNTS.every((key) => post[key] === event[key]);
  if (same) return post;
  const { post_id: _postId, ...amounts } = event;
  return { ...post, ...amounts };
}

/**
 * Merges the event into every cached copy of the post (the page, at any viewer position; the
 * edit form), so "5 of 10 kg left", "All reserved" and "Sold out" change on screen at once.
 * A new status also changes what the viewer may do (edit, cancel): that is asked again.
 */
export function applyPostEvent(queryClient: QueryClient, event: PostAmounts): void {
  const queryKey = postFormKeys.detail(event.post_id);
  const statusChanged = queryClient
    .getQueriesData<CachedPost>({ queryKey })
    .some(([, post]) => post !== undefined && post.status !== event.status);
  queryClient.setQueriesData<CachedPost>({ queryKey }, (post) => withPostAmounts(post, event));
  if (statusChanged) void queryClient.invalidateQueries({ queryKey });
}
