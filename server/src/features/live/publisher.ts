import type { LiveBus, LiveLogger } from '../../platform/live/bus';
import type { BlockChecks } from '../blocks/service';
import type { PostRepository } from '../posts/repository';
import { quantitiesOf } from '../posts/quantities';
import type { ThreadRepository } from '../threads/repository';
import { createCoalescer, LIVE_COALESCE_MS } from './coalesce';

/** The channel of one person's streams (every tab they have open). */
export const userChannel = (userId: string) => `user:${userId}`;
/** The channel a post page follows, signed in or not. */
export const postChannel = (postId: string) => `post:${postId}`;

interface ThreadParties {
  id: string;
  buyer_id: string | null;
  seller_id: string;
}

export interface SentMessage {
  id: string;
  thread_id: string;
  sender_id: string | null;
  body: string;
  created_at: string;
  flags: string[];
}

export type AmountsChange =
  | { kind: 'reservation'; threadId: string; action: 'made' | 'changed' | 'released' | 'expired' }
  | { kind: 'sale'; threadId: string; soldQty: number }
  | { kind: 'post' };

export interface LivePublisherDeps {
  bus: LiveBus;
  threads: Pick<ThreadRepository, 'find' | 'unreadCount'>;
  posts: Pick<PostRepository, 'amountsOf'>;
  blocks: Pick<BlockChecks, 'between'>;
  logger: LiveLogger;
  /** A post's `post` events and a reader's `read` events: at most one per this window. */
  coalesceMs?: number;
}

/**
 * What happened, told to whoever has a stream open (issue 23). Every call comes after the
 * change's transaction committed, so a stream never shows what a rollback undid; a failure
 * to publish is logged and never fails the request (the browser refetches after any gap).
 * Blocked pairs hear nothing of each other. A post's page and a thread's reads are told at
 * most once a window (./coalesce.ts), since one edit or read reaches every follower.
 */
export function createLivePublisher({
  bus,
  threads,
  posts,
  blocks,
  logger,
  coalesceMs = LIVE_COALESCE_MS,
}: LivePublisherDeps) {
  const postPages = createCoalescer(coalesceMs);
  const reads = createCoalescer(coalesceMs);

  function send(channel: string, type: string, data: unknown) {
    bus
      .publish({ channel, type, data })
      .catch((error: unknown) => logger.warn({ err: error, type }, 'live: publish failed'));
  }

  const otherParty = (thread: ThreadParties, userId: string) =>
    userId === thread.seller_id ? thread.buyer_id : thread.seller_id;

  async function sendUnread(userId: string) {
    send(userChannel(userId), 'unread', { count: await threads.unreadCount(userId) });
  }

  /** Both parties, or only `actor` when the two blocked one another. */
  async function partiesOf(thread: ThreadParties, actor: string): Promise<string[]> {
    const other = otherParty(thread, actor);
    if (!other) return [actor];
    return (await blocks.between(actor, other)) ? [actor] : [actor, other];
  }

  async function postAmounts(postId: string) {
    const post = await posts.amountsOf(postId);
    if (!post) return null;
    return { post_id: post.id, status: post.status, qty: post.qty, ...quantitiesOf(post) };
  }

  /** Work whose failure is logged: the promise never rejects. */
  const logged = (work: () => Promise<void>) => () =>
    work().catch((error: unknown) => logger.warn({ err: error }, 'live: publish failed'));
  /** Run after the request's answer is decided: publishing never delays or fails it. */
  const later = (work: () => Promise<void>) => void logged(work)();

  return {
    messageSent(thread: ThreadParties, message: SentMessage) {
      later(async () => {
        const sender = message.sender_id ?? thread.seller_id;
        for (const userId of await partiesOf(thread, sender)) {
          send(userChannel(userId), 'message', message);
        }
        const other = otherParty(thread, sender);
        if (other && !(await blocks.between(sender, other))) await sendUnread(other);
      });
    },

    /**
     * Per reader, not per thread: the two sides' reads are different news (each side's "Seen"),
     * and folding one into the other's would lose it.
     */
    threadRead(thread: ThreadParties, readerId: string) {
      reads.run(
        `${thread.id} ${readerId}`,
        logged(async () => {
          for (const userId of await partiesOf(thread, readerId)) {
            send(userChannel(userId), 'read', { thread_id: thread.id, reader_id: readerId });
          }
          await sendUnread(readerId);
        }),
      );
    },

    typing(thread: ThreadParties, userId: string) {
      later(async () => {
        const other = otherParty(thread, userId);
        if (!other || (await blocks.between(userId, other))) return;
        send(userChannel(other), 'typing', { thread_id: thread.id, user_id: userId });
      });
    },

    /** A thread began on a post, or its status changed: both sides' lists change. */
    threadChanged(threadId: string, actor: string) {
      later(async () => {
        const thread = await threads.find(threadId);
        if (!thread) return;
        for (const userId of await partiesOf(thread, actor)) {
          send(userChannel(userId), 'thread', { thread_id: thread.id, status: thread.status });
          await sendUnread(userId);
        }
      });
    },

    /** A hold or a sale changed what a post has left: its page and the thread's two sides. */
    amountsChanged(postId: string, change: AmountsChange) {
      // The page hears the amounts as they are when its event goes, folded or not.
      postPages.run(
        postId,
        logged(async () => {
          const amounts = await postAmounts(postId);
          if (amounts) send(postChannel(postId), 'post', amounts);
        }),
      );
      if (change.kind === 'post') return;
      later(async () => {
        const amounts = await postAmounts(postId);
        if (!amounts) return;
        const thread = await threads.find(change.threadId);
        if (!thread) return;
        const detail =
          change.kind === 'sale'
            ? { action: 'sold', sold_qty: change.soldQty }
            : { action: change.action };
        // A hold or sale is news to both sides; across a block, only to the seller, whose
        // post it is (an expired hold has no actor to tell apart).
        const { seller_id: sellerId, buyer_id: buyerId } = thread;
        const blocked = buyerId !== null && (await blocks.between(sellerId, buyerId));
        for (const userId of blocked ? [sellerId] : [sellerId, buyerId]) {
          if (!userId) continue;
          send(userChannel(userId), change.kind, {
            thread_id: change.threadId,
            ...detail,
            ...amounts,
          });
        }
      });
    },

    /** The events still waiting for their window are dropped: the server is stopping. */
    stop() {
      postPages.stop();
      reads.stop();
    },
  };
}

export type LivePublisher = ReturnType<typeof createLivePublisher>;

/** For services built without streams (scripts, some tests): every call does nothing. */
export const silentPublisher: LivePublisher = {
  messageSent: () => undefined,
  threadRead: () => undefined,
  typing: () => undefined,
  threadChanged: () => undefined,
  amountsChanged: () => undefined,
  stop: () => undefined,
};
