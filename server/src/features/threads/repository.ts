import { sql } from 'kysely';
import { messagePreview } from '@core/constants';
import { parseScamFlags, scamFlags, serializeScamFlags } from '@core/scam-flags';
import type { Db } from '../../db/database';
import { newId } from '../../platform/tokens';
import { messageSent } from '../notifications/events';
import type { Side } from './policy';

export type ThreadTab = 'all' | 'unread' | 'completed';

export interface ThreadListQuery {
  userId: string;
  tab: ThreadTab;
  search?: string | undefined;
  page: number;
  pageSize: number;
}

export function createThreadRepository(db: Db) {
  const threadQuery = () =>
    db
      .selectFrom('threads')
      .innerJoin('posts', 'posts.id', 'threads.post_id')
      .leftJoin('reservations', 'reservations.thread_id', 'threads.id')
      .selectAll('threads')
      .select([
        'posts.title as post_title',
        'posts.status as post_status',
        'posts.user_id as post_owner',
        'reservations.qty as reservation_qty',
        'reservations.until as reservation_until',
      ]);

  async function addMessageIn(
    trx: Db,
    thread: { id: string; buyer_id: string | null; seller_id: string },
    senderId: string,
    body: string,
    now: Date,
    clientId: string | null = null,
  ) {
    const id = newId();
    const at = now.toISOString();
    // Looked at here, where every message is stored, so no way of sending one skips the guard.
    const flags = scamFlags(body);
    await trx
      .insertInto('messages')
      .values({
        id,
        thread_id: thread.id,
        sender_id: senderId,
        body,
        created_at: at,
        flags: serializeScamFlags(flags),
        client_id: clientId,
      })
      .execute();
    const toSeller = senderId !== thread.seller_id;
    await trx
      .updateTable('threads')
      .set({
        last_message_at: at,
        last_message_preview: messagePreview(body),
        ...(toSeller ? { unread_for_seller: true } : { unread_for_buyer: true }),
      })
      .where('id', '=', thread.id)
      .execute();
    // In the message's own transaction: the other side hears of it exactly when it exists.
    await messageSent(trx, id, now);
    return { id, thread_id: thread.id, sender_id: senderId, body, created_at: at, flags };
  }

  return {
    find(id: string) {
      return threadQuery().where('threads.id', '=', id).executeTakeFirst();
    },

    findForBuyer(postId: string, buyerId: string) {
      return db
        .selectFrom('threads')
        .select('id')
        .where('post_id', '=', postId)
        .where('buyer_id', '=', buyerId)
        .executeTakeFirst();
    },

    /** A new thread and, when given, its first message, together. */
    async create(
      post: { id: string; user_id: string },
      buyerId: string,
      firstMessage: string | null,
      now = new Date(),
    ) {
      const id = newId();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('threads')
          .values({
            id,
            post_id: post.id,
            buyer_id: buyerId,
            seller_id: post.user_id,
            status: 'open',
            last_message_at: null,
            last_message_preview: null,
            completed_at: null,
            created_at: now.toISOString(),
          })
          .execute();
        if (firstMessage) {
          await addMessageIn(
            trx,
            { id, buyer_id: buyerId, seller_id: post.user_id },
            buyerId,
            firstMessage,
            now,
          );
        }
      });
      return id;
    },

    /** `clientId`: the sender's id for it; a second message with it breaks the unique index. */
    addMessage(
      thread: { id: string; buyer_id: string | null; seller_id: string },
      senderId: string,
      body: string,
      clientId: string | null = null,
      now = new Date(),
    ) {
      return db
        .transaction()
        .execute((trx) => addMessageIn(trx, thread, senderId, body, now, clientId));
    },

    /** The message `senderId` already sent in this thread under `clientId`, if any. */
    async messageByClientId(threadId: string, senderId: string, clientId: string) {
      const row = await db
        .selectFrom('messages')
        .select(['id', 'thread_id', 'sender_id', 'body', 'created_at', 'flags'])
        .where('thread_id', '=', threadId)
        .where('sender_id', '=', senderId)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return row && { ...row, flags: parseScamFlags(row.flags) };
    },

    async messages(threadId: string) {
      const rows = await db
        .selectFrom('messages')
        .select(['id', 'sender_id', 'body', 'created_at', 'flags'])
        .where('thread_id', '=', threadId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ ...row, flags: parseScamFlags(row.flags) }));
    },

    /** Read now: no unread-message email for what was read, and the next one may go again. */
    async markRead(threadId: string, side: Side, now = new Date()) {
      const at = now.toISOString();
      await db
        .updateTable('threads')
        .set(
          side === 'buyer'
            ? { unread_for_buyer: false, buyer_read_at: at, buyer_emailed_at: null }
            : { unread_for_seller: false, seller_read_at: at, seller_emailed_at: null },
        )
        .where('id', '=', threadId)
        .execute();
    },

    /** The caller's threads: unread first, completed last, then newest. */
    async list(query: ThreadListQuery) {
      const { userId } = query;
      const unreadForMe = sql<boolean>`(case when threads.seller_id = ${userId} then threads.unread_for_seller else threads.unread_for_buyer end)`;
      let base = db
        .selectFrom('threads')
        .innerJoin('posts', 'posts.id', 'threads.post_id')
        .leftJoin('users as other', (join) =>
          join.on(
            sql`other.id`,
            '=',
            sql`(case when threads.seller_id = ${userId} then threads.buyer_id else threads.seller_id end)`,
          ),
        )
        .where((eb) =>
          eb.or([eb('threads.buyer_id', '=', userId), eb('threads.seller_id', '=', userId)]),
        );
      if (query.tab === 'unread')
        base = base.where(sql<boolean>`${unreadForMe} = ${sql.lit(true)}`);
      if (query.tab === 'completed') base = base.where('threads.status', '=', 'completed');
      const term = query.search?.trim().toLowerCase();
      if (term) {
        const pattern = `%${term.replace(/[\\%_]/g, '\\$&')}%`;
        base = base.where((eb) =>
          eb.or([
            eb(sql`lower(posts.title)`, 'like', sql`${pattern} escape '\\'`),
            // Both names: a display name must not hide the username (or the other way round).
            eb(sql`lower(other.display_name)`, 'like', sql`${pattern} escape '\\'`),
            eb(sql`lower(other.username)`, 'like', sql`${pattern} escape '\\'`),
          ]),
        );
      }
      const rows = await base
        .leftJoin('reservations', 'reservations.thread_id', 'threads.id')
        .selectAll('threads')
        .select([
          'reservations.qty as reservation_qty',
          'reservations.until as reservation_until',
          'posts.title as post_title',
          'posts.status as post_status',
          'other.id as other_id',
          'other.username as other_username',
          'other.display_name as other_display_name',
          unreadForMe.as('unread'),
        ])
        .orderBy(sql`${unreadForMe} desc`)
        .orderBy(sql`case when threads.status = 'completed' then 1 else 0 end`)
        .orderBy(sql`coalesce(threads.last_message_at, threads.created_at) desc`)
        .orderBy('threads.id')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      const count = await base
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirst();
      return { rows, total: Number(count?.total ?? 0) };
    },

    async unreadCount(userId: string) {
      const row = await db
        .selectFrom('threads')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where((eb) =>
          eb.or([
            eb.and([eb('seller_id', '=', userId), eb('unread_for_seller', '=', true)]),
            eb.and([eb('buyer_id', '=', userId), eb('unread_for_buyer', '=', true)]),
          ]),
        )
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /**
     * Messages of finished conversations go after the retention period (SPEC §2 My Posts):
     * completed threads, and every thread of a canceled or sold post, which can take no more
     * messages (the other buyers' threads of a sold post, a post marked sold from My Posts).
     */
    async purgeOldMessages(cutoff: Date) {
      const before = cutoff.toISOString();
      const finished = db
        .selectFrom('threads')
        .innerJoin('posts', 'posts.id', 'threads.post_id')
        .select('threads.id')
        .where((eb) =>
          eb.or([
            eb.and([
              eb('threads.status', '=', 'completed'),
              eb('threads.completed_at', '<=', before),
            ]),
            eb.and([
              eb('posts.status', 'in', ['hidden', 'completed']),
              eb('posts.closed_at', '<=', before),
            ]),
          ]),
        );
      const result = await db
        .deleteFrom('messages')
        .where('thread_id', 'in', finished)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type ThreadRepository = ReturnType<typeof createThreadRepository>;
export type ThreadRow = NonNullable<Awaited<ReturnType<ThreadRepository['find']>>>;
export type ThreadListRow = Awaited<ReturnType<ThreadRepository['list']>>['rows'][number];
