import {
  fieldErrorsFromZod,
  makeReservationBody,
  type PaidBy,
  type ReservationBody,
} from '@core/schemas';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../platform/errors';
import { blockedError, type BlockChecks } from '../blocks/service';
import type { LivePublisher } from '../live/publisher';
import type { PostRepository } from '../posts/repository';
import { sideOf } from './policy';
import { reservationDropped, reservationMade, reservationReleased } from './reservation-events';
import type { ThreadRepository, ThreadRow } from './repository';
import { hundredths, type LockedPost, type SalesRepository } from './sales-repository';

export interface SalesServiceDeps {
  threads: ThreadRepository;
  posts: PostRepository;
  sales: SalesRepository;
  blocks: Pick<BlockChecks, 'between'>;
  /** Streams open on the thread or the post hear of each change once it is committed. */
  live?: Pick<LivePublisher, 'amountsChanged'>;
}

const threadNotFound = () => notFound('Conversation not found.');
const notEnoughLeft = () =>
  new AppError('not_enough_left', 409, 'Not enough of this post is left for that amount.');
const threadClosed = () =>
  new AppError('thread_completed', 409, 'This conversation can no longer be changed.');
const postClosed = () => new AppError('post_unavailable', 409, 'This post is no longer available.');

/** Hundredths of the post nobody has bought or holds (never below 0). */
const leftOf = (post: LockedPost) =>
  Math.max(0, hundredths(post.qty) - hundredths(post.qty_reserved) - hundredths(post.qty_sold));

/**
 * Reservations and partial sales (issue 11): the seller holds part of a post for a thread's
 * buyer, or sells part of it; when nothing is left or held, the post is sold out.
 */
export function createSalesService({
  threads,
  posts,
  sales,
  blocks,
  live = { amountsChanged: () => undefined },
}: SalesServiceDeps) {
  /** A thread the caller takes part in; anyone else is told it does not exist. */
  async function participantThread(userId: string, id: string) {
    const thread = await threads.find(id);
    const side = thread ? sideOf(userId, thread) : null;
    if (!thread || !side) throw threadNotFound();
    return { thread, side };
  }

  async function sellerThread(userId: string, id: string, action: string) {
    const { thread, side } = await participantThread(userId, id);
    if (side !== 'seller') throw new AppError('forbidden', 403, `Only the seller can ${action}.`);
    return thread;
  }

  /** Inside the lock: the thread must still be open and its post for sale. */
  async function openPost(trx: Db, thread: ThreadRow, post: LockedPost | undefined) {
    if (!post || post.status !== 'active') throw postClosed();
    if ((await sales.threadStatus(trx, thread.id)) !== 'open') throw threadClosed();
    return post;
  }

  return {
    async reserve(userId: string, id: string, body: ReservationBody, now = new Date()) {
      const thread = await sellerThread(userId, id, 'reserve');
      if (thread.status !== 'open') throw threadClosed();
      if (thread.post_status !== 'active') throw postClosed();
      // A hold is news pushed to the buyer: across a block it would be a message by another
      // name. Releasing one, or closing a sale agreed before the block, stays possible.
      if (thread.buyer_id && (await blocks.between(thread.seller_id, thread.buyer_id))) {
        throw blockedError();
      }
      const reservation = await sales.withPostLocked(thread.post_id, now, async (trx, locked) => {
        const post = await openPost(trx, thread, locked);
        // The route checked the body's shape; the post's expiry is known only here.
        const checked = makeReservationBody({
          now: () => now,
          postExpiresAt: post.expires_at,
        }).safeParse(body);
        if (!checked.success) {
          throw new AppError('validation_failed', 400, 'Please fix the highlighted fields.', {
            fields: fieldErrorsFromZod(checked.error),
          });
        }
        const current = await sales.reservationOf(trx, id);
        // This thread's current hold counts as free: a change replaces it.
        const free = leftOf(post) + (current ? hundredths(current.qty) : 0);
        if (hundredths(body.qty) > free) throw notEnoughLeft();
        const reservation = {
          qty: body.qty,
          until: new Date(body.until).toISOString(),
          created_at: now.toISOString(),
        };
        await sales.putReservation(trx, { thread_id: id, post_id: thread.post_id, ...reservation });
        await sales.recount(trx, post);
        await reservationMade(trx, {
          threadId: id,
          qty: reservation.qty,
          until: reservation.until,
        });
        return { ...reservation, changed: current !== undefined };
      });
      const { changed, ...made } = reservation;
      live.amountsChanged(thread.post_id, {
        kind: 'reservation',
        threadId: id,
        action: changed ? 'changed' : 'made',
      });
      return made;
    },

    /** The seller or the buyer lets the held units go; releasing nothing is fine too. */
    async release(userId: string, id: string, now = new Date()) {
      const { thread, side } = await participantThread(userId, id);
      const released = await sales.withPostLocked(thread.post_id, now, async (trx, post) => {
        const qty = await sales.deleteReservation(trx, id);
        if (qty === undefined || !post) return false;
        await sales.recount(trx, post);
        // The buyer who let it go knows, and a closed post's holds are over anyway; a seller's
        // release of a live hold is news to the buyer.
        if (side === 'seller' && post.status === 'active') {
          await reservationReleased(trx, { threadId: id, qty, reason: 'seller' });
        } else {
          await reservationDropped(trx, id);
        }
        return true;
      });
      if (released) {
        live.amountsChanged(thread.post_id, {
          kind: 'reservation',
          threadId: id,
          action: 'released',
        });
      }
    },

    /**
     * The sale to the thread's buyer: `qty`, else the thread's reservation, else all that is
     * left. The thread completes; the post is sold out when nothing is left or held. `paidBy`
     * is the seller's note of how the buyer paid (issue 40), kept with the sale.
     */
    async sell(
      thread: ThreadRow,
      qty: number | undefined,
      paidBy: PaidBy | undefined,
      now = new Date(),
    ) {
      const sold = await sales.withPostLocked(thread.post_id, now, async (trx, locked) => {
        const post = await openPost(trx, thread, locked);
        const held = await sales.reservationOf(trx, thread.id);
        const heldHundredths = held ? hundredths(held.qty) : 0;
        const left = leftOf(post);
        const amount = qty !== undefined ? hundredths(qty) : heldHundredths || left;
        if (amount > left + heldHundredths) throw notEnoughLeft();
        // Nothing to sell while others hold the rest; a post offering 0 still sells as before.
        const heldByOthers = hundredths(post.qty_reserved) - heldHundredths;
        if (amount === 0 && heldByOthers > 0) throw notEnoughLeft();
        const sale = {
          threadId: thread.id,
          postId: thread.post_id,
          qty: amount / 100,
          paidBy: paidBy ?? null,
        };
        if (!(await sales.recordSale(trx, sale, now))) {
          throw threadClosed();
        }
        const after = await sales.recount(trx, post);
        if (leftOf(after) === 0 && hundredths(after.qty_reserved) === 0) {
          await sales.closeSoldOut(trx, thread.post_id, now);
        }
        return amount / 100;
      });
      live.amountsChanged(thread.post_id, { kind: 'sale', threadId: thread.id, soldQty: sold });
    },

    /** GET /api/posts/{id}/sales: the owner's list; others are told as for any hidden post. */
    async salesOf(userId: string, postId: string) {
      const post = await posts.findCore(postId);
      if (!post || (post.user_id !== userId && post.status === 'hidden')) {
        throw notFound('Post not found.');
      }
      if (post.user_id !== userId) {
        throw new AppError('forbidden', 403, 'Only the seller can see the sales of a post.');
      }
      const rows = await sales.sales(postId);
      return rows.map((row) => ({
        thread_id: row.thread_id,
        buyer: row.buyer_id
          ? {
              id: row.buyer_id,
              username: row.buyer_username!,
              display_name: row.buyer_display_name,
            }
          : null,
        qty: row.qty,
        sold_at: row.sold_at,
        paid_by: row.paid_by,
      }));
    },

    /** The expiry job: due reservations end (buyers told), and those of closed posts. */
    async expireReservations(now = new Date()) {
      let ended = 0;
      for (const postId of await sales.postsToSweep(now)) {
        const lapsed = await sales.sweepPost(postId, now);
        ended += lapsed.length;
        for (const { thread_id } of lapsed) {
          live.amountsChanged(postId, {
            kind: 'reservation',
            threadId: thread_id,
            action: 'expired',
          });
        }
      }
      return ended;
    },
  };
}

export type SalesService = ReturnType<typeof createSalesService>;
