import { THREAD_MESSAGE_RETENTION_MONTHS } from '@core/constants';
import type { PaidBy } from '@core/schemas';
import { isUniqueViolation } from '../../db/errors';
import { AppError, notFound } from '../../platform/errors';
import { blockedError, type BlockChecks } from '../blocks/service';
import { silentPublisher, type LivePublisher } from '../live/publisher';
import { createThrottle, type Throttle } from '../live/throttle';
import type { PostRepository } from '../posts/repository';
import type { ProfileRepository } from '../profiles/repository';
import type { ReviewRepository } from '../reviews/repository';
import type { SalesService } from './sales-service';
import { canComplete, canReview, canSendMessage, sideOf } from './policy';
import { presentListItem, presentThread, type PostImages } from './presenter';
import type { ThreadListQuery, ThreadRepository, ThreadRow } from './repository';

export interface ThreadServiceDeps {
  threads: ThreadRepository;
  posts: PostRepository;
  reviews: ReviewRepository;
  profiles: ProfileRepository;
  blocks: BlockChecks;
  /** Partial sales and reservations (issue 11): a sale goes through them. */
  sales: Pick<SalesService, 'sell'>;
  /** Streams open on the thread hear of each change once it is committed (issue 23). */
  live?: LivePublisher;
  /** Holds "typing" to TYPING_INTERVAL_MS, shared by every process (this one's alone if absent). */
  typingThrottle?: Throttle;
}

const threadNotFound = () => notFound('Conversation not found.');

/** Issue 23: "typing" is told at most once every 3 s per thread and person. */
export const TYPING_INTERVAL_MS = 3_000;

export function createThreadService({
  threads,
  posts,
  reviews,
  profiles,
  blocks,
  sales,
  live = silentPublisher,
  typingThrottle = createThrottle(TYPING_INTERVAL_MS),
}: ThreadServiceDeps) {
  async function imagesOf(postIds: string[]) {
    const rows = await posts.imagesOf(postIds);
    return (postId: string): PostImages => {
      const own = rows.filter((row) => row.post_id === postId);
      return { images: own.map((row) => row.path), thumbnail: own[0]?.thumb_path ?? null };
    };
  }

  /** A thread the caller takes part in; anyone else is told it does not exist. */
  async function participantThread(userId: string, id: string) {
    const thread = await threads.find(id);
    const side = thread ? sideOf(userId, thread) : null;
    if (!thread || !side) throw threadNotFound();
    return { thread, side };
  }

  async function detail(userId: string, thread: ThreadRow) {
    const side = sideOf(userId, thread)!;
    const otherId = side === 'buyer' ? thread.seller_id : thread.buyer_id;
    const [images, others, review, blocked] = await Promise.all([
      imagesOf([thread.post_id]),
      otherId ? profiles.authorsOf([otherId]) : Promise.resolve([]),
      reviews.forThread(thread.id),
      otherId ? blocks.between(userId, otherId) : Promise.resolve(false),
    ]);
    return {
      ...presentThread(thread, images(thread.post_id)),
      my_role: side,
      // A block leaves the conversation readable but closed to new messages, both ways.
      can_send: canSendMessage(userId, thread, thread.post_status) && !blocked,
      blocked,
      can_complete: canComplete(userId, thread),
      can_review: canReview(userId, thread, review !== undefined),
      other: others[0] ?? null,
    };
  }

  return {
    /** One thread per post and buyer: asking again returns the existing one. */
    async start(buyerId: string, postId: string, initialBody: string | null) {
      const post = await posts.findCore(postId);
      if (!post || post.status === 'hidden') throw notFound('Post not found.');
      if (post.user_id === buyerId) {
        throw new AppError('own_post', 409, 'You cannot message yourself about your own post.');
      }
      if (await blocks.between(buyerId, post.user_id)) throw blockedError();
      const existing = await threads.findForBuyer(postId, buyerId);
      if (existing) {
        if (initialBody) await this.send(buyerId, existing.id, initialBody);
        return { id: existing.id, created: false };
      }
      if (post.status !== 'active') {
        throw new AppError('post_unavailable', 409, 'This post is no longer available.');
      }
      try {
        const id = await threads.create(post, buyerId, initialBody);
        live.threadChanged(id, buyerId);
        return { id, created: true };
      } catch (error) {
        // Two taps on Message at once: the unique (post, buyer) pair keeps one thread.
        const raced = await threads.findForBuyer(postId, buyerId);
        if (raced) return { id: raced.id, created: false };
        throw error;
      }
    },

    async get(userId: string, id: string) {
      const { thread } = await participantThread(userId, id);
      return detail(userId, thread);
    },

    async list(query: ThreadListQuery) {
      const { rows, total } = await threads.list(query);
      const images = await imagesOf([...new Set(rows.map((row) => row.post_id))]);
      return { data: rows.map((row) => presentListItem(row, images(row.post_id))), total };
    },

    unreadCount: (userId: string) => threads.unreadCount(userId),

    async messages(userId: string, id: string) {
      await participantThread(userId, id);
      return threads.messages(id);
    },

    /**
     * A message from a participant. With `clientId`, a repeat (a send whose answer was lost,
     * the phone's offline queue sent again) answers the message already stored, `created`
     * false, even if the thread has closed since: the sender only learns it arrived.
     */
    async send(userId: string, id: string, body: string, clientId?: string) {
      const { thread, side } = await participantThread(userId, id);
      if (clientId) {
        const stored = await threads.messageByClientId(id, userId, clientId);
        if (stored) return { message: stored, created: false };
      }
      const otherId = side === 'buyer' ? thread.seller_id : thread.buyer_id;
      if (otherId && (await blocks.between(userId, otherId))) throw blockedError();
      if (thread.status === 'completed' || thread.post_status === 'completed') {
        throw new AppError(
          'thread_completed',
          409,
          'This sale is complete; no more messages can be sent.',
        );
      }
      if (!canSendMessage(userId, thread, thread.post_status)) {
        throw new AppError('post_unavailable', 409, 'This post is no longer available.');
      }
      let message;
      try {
        message = await threads.addMessage(thread, userId, body, clientId);
      } catch (error) {
        // The same message twice at once: the unique index kept the first; answer it.
        const stored =
          clientId && isUniqueViolation(error)
            ? await threads.messageByClientId(id, userId, clientId)
            : undefined;
        if (!stored) throw error;
        return { message: stored, created: false };
      }
      live.messageSent(thread, message);
      return { message, created: true };
    },

    async markRead(userId: string, id: string) {
      const { thread, side } = await participantThread(userId, id);
      await threads.markRead(id, side);
      live.threadRead(thread, userId);
    },

    /**
     * The caller is typing: the other side's chat says so for a few seconds. Told at most
     * once every TYPING_INTERVAL_MS per person and thread; more often is answered but unsaid.
     */
    async typing(userId: string, id: string) {
      const { thread } = await participantThread(userId, id);
      if (thread.status !== 'open' || !(await typingThrottle.take(`${userId} ${id}`))) return;
      live.typing(thread, userId);
    },

    /**
     * The sale: `qty` of the post, else the thread's reservation, else all that is left;
     * `paidBy`, the seller's note of how it was paid.
     */
    async complete(userId: string, id: string, qty?: number, paidBy?: PaidBy) {
      const { thread } = await participantThread(userId, id);
      if (sideOf(userId, thread) !== 'seller') {
        throw new AppError('forbidden', 403, 'Only the seller can mark the sale complete.');
      }
      if (!canComplete(userId, thread) || thread.post_status !== 'active') {
        throw new AppError(
          'thread_completed',
          409,
          'This conversation can no longer be completed.',
        );
      }
      await sales.sell(thread, qty, paidBy);
      live.threadChanged(id, userId);
      return this.get(userId, id);
    },

    async myReview(userId: string, id: string) {
      await participantThread(userId, id);
      const review = await reviews.forThread(id);
      return review && review.reviewer_id === userId ? review : null;
    },

    async review(userId: string, id: string, rating: number, comment: string | null) {
      const { thread } = await participantThread(userId, id);
      if (sideOf(userId, thread) !== 'buyer') {
        throw new AppError('forbidden', 403, 'Only the buyer can review the seller.');
      }
      if (thread.status !== 'completed') {
        throw new AppError(
          'thread_not_completed',
          409,
          'You can review the seller once the sale is complete.',
        );
      }
      if (await reviews.forThread(id)) {
        throw new AppError('already_reviewed', 409, 'You have already reviewed this sale.');
      }
      try {
        const created = await reviews.create({
          threadId: id,
          reviewerId: userId,
          revieweeId: thread.seller_id,
          rating,
          comment,
        });
        return { ...created, rating, comment, reviewer_id: userId, reviewee_id: thread.seller_id };
      } catch (error) {
        // The unique thread id stops a second review sent at the same moment.
        if (!isUniqueViolation(error)) throw error;
        throw new AppError('already_reviewed', 409, 'You have already reviewed this sale.');
      }
    },

    purgeOldMessages(now = new Date()) {
      const cutoff = new Date(now);
      cutoff.setMonth(cutoff.getMonth() - THREAD_MESSAGE_RETENTION_MONTHS);
      return threads.purgeOldMessages(cutoff);
    },
  };
}

export type ThreadService = ReturnType<typeof createThreadService>;
