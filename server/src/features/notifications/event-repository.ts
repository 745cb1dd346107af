import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Side } from './events';

const nameOf = sql<string>`coalesce(sender.display_name, sender.username)`;

/** What the worker reads to write a notification, and the marks that keep emails to one. */
export function createEventRepository(db: Db) {
  return {
    message(messageId: string) {
      return db
        .selectFrom('messages')
        .innerJoin('threads', 'threads.id', 'messages.thread_id')
        .innerJoin('posts', 'posts.id', 'threads.post_id')
        .innerJoin('users as sender', 'sender.id', 'messages.sender_id')
        .select([
          'messages.id',
          'messages.body',
          'messages.sender_id',
          'messages.created_at',
          'threads.id as thread_id',
          'threads.buyer_id',
          'threads.seller_id',
          'posts.title as post_title',
          nameOf.as('sender_name'),
        ])
        .where('messages.id', '=', messageId)
        .executeTakeFirst();
    },

    sale(threadId: string) {
      return db
        .selectFrom('threads')
        .innerJoin('posts', 'posts.id', 'threads.post_id')
        .innerJoin('users as sender', 'sender.id', 'threads.seller_id')
        .select([
          'threads.id',
          'threads.buyer_id',
          'threads.status',
          'posts.title as post_title',
          nameOf.as('seller_name'),
        ])
        .where('threads.id', '=', threadId)
        .executeTakeFirst();
    },

    /** The thread as one side sees it, for the unread-message email. */
    thread(threadId: string) {
      return db
        .selectFrom('threads')
        .innerJoin('posts', 'posts.id', 'threads.post_id')
        .selectAll('threads')
        .select('posts.title as post_title')
        .where('threads.id', '=', threadId)
        .executeTakeFirst();
    },

    /** The other side's messages that `side` has not read, oldest first. */
    unreadMessages(threadId: string, senderId: string, readAt: string | null, limit = 5) {
      let query = db
        .selectFrom('messages')
        .innerJoin('users as sender', 'sender.id', 'messages.sender_id')
        .select(['messages.body', 'messages.created_at', nameOf.as('sender_name')])
        .where('messages.thread_id', '=', threadId)
        .where('messages.sender_id', '=', senderId);
      if (readAt) query = query.where('messages.created_at', '>', readAt);
      return query
        .orderBy('messages.created_at', 'desc')
        .limit(limit)
        .execute()
        .then((rows) => rows.reverse());
    },

    /**
     * Claims the thread's one email for `side`: only while it is unread, was not read since the
     * message, and no email went out since the last read. False when any of that has changed.
     */
    async markEmailed(trx: Db, threadId: string, side: Side, messageAt: string, now: Date) {
      const emailed = side === 'buyer' ? 'buyer_emailed_at' : 'seller_emailed_at';
      const readAt = side === 'buyer' ? 'buyer_read_at' : 'seller_read_at';
      const unread = side === 'buyer' ? 'unread_for_buyer' : 'unread_for_seller';
      const result = await trx
        .updateTable('threads')
        .set({ [emailed]: now.toISOString() })
        .where('id', '=', threadId)
        .where(emailed, 'is', null)
        .where(unread, '=', true)
        .where((eb) => eb.or([eb(readAt, 'is', null), eb(readAt, '<', messageAt)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type EventRepository = ReturnType<typeof createEventRepository>;
