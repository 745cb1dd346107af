import type { EmailSettingKey, PushPayload } from '@core/schemas';
import type { Db } from '../../db/database';
import type { Mailer } from '../../platform/mailer';
import type { Outbox, OutboxEvent } from '../../platform/outbox';
import { asLocale } from '../auth/emails';
import { notificationEmail } from './emails';
import type { EventRepository } from './event-repository';
import { enqueueEvent, type NotificationEvents, type Side } from './events';
import type { NotificationRepository, Recipient } from './repository';
import type { PushOutcome, SendPush } from './push-sender';
import { messageEmail, messagePush, saleEmail, salePush, type EmailCopy } from './texts';
import { unsubscribeToken } from './unsubscribe-tokens';
import type { SmsSender } from '../../platform/sms/sms-sender';
import type { SmsNotice } from './sms-notices';
import { messageSms, saleSms } from './sms-texts';

export interface HandlerDeps {
  db: Db;
  outbox: Outbox;
  events: EventRepository;
  notifications: NotificationRepository;
  sendPush: SendPush;
  mailer: Mailer;
  publicUrl: string;
  unsubscribeSecret: string;
  messageEmailDelayMs: number;
  /** SMS delivery (issue 37) and the SMS notices' rules (caps, the setting). */
  sms: SmsSender;
  smsNotice: SmsNotice;
  messageSmsDelayMs: number;
}

/** What became of an event: done (deleted), or to be retried, or failed for good. */
export type HandlerOutcome = 'done' | { retry: string } | { failed: string };

/** Handlers by event kind; each feature that writes events brings its own. */
export type HandlerMap = Record<
  string,
  (payload: never, event: OutboxEvent) => Promise<HandlerOutcome>
>;

export const displayName = (user: Pick<Recipient, 'display_name' | 'username'>) =>
  user.display_name ?? user.username;

/** The shared moves of every handler: follow-ups with their cause, a push to each phone, an email. */
export function createNotificationKit(deps: HandlerDeps) {
  const { db, outbox, notifications } = deps;

  /** Follow-ups and the end of their cause in one transaction: each is written once. */
  async function fanOut(event: OutboxEvent, write: (trx: Db) => Promise<void>) {
    await db.transaction().execute(async (trx) => {
      await write(trx);
      await outbox.complete(event.id, trx);
    });
    return 'done' as const;
  }

  async function pushToAll(trx: Db, userId: string, payload: PushPayload) {
    for (const subscriptionId of await notifications.subscriptionIdsOf(userId, trx)) {
      await enqueueEvent(trx, 'push', { subscriptionId, payload });
    }
  }

  function emailTo(recipient: Recipient, copy: EmailCopy, path: string, setting: EmailSettingKey) {
    const token = encodeURIComponent(
      unsubscribeToken(deps.unsubscribeSecret, recipient.id, setting),
    );
    // Callers look at the email settings first, which are off without a confirmed address.
    return notificationEmail(recipient.email ?? '', copy, `${deps.publicUrl}${path}`, {
      page: `${deps.publicUrl}/unsubscribe?token=${token}`,
      oneClick: `${deps.publicUrl}/api/notifications/unsubscribe?token=${token}`,
    });
  }

  return { deps, fanOut, pushToAll, emailTo };
}

export type NotificationKit = ReturnType<typeof createNotificationKit>;

/** Messages, sales and the deliveries themselves (push, email). */
export function notificationHandlers(kit: NotificationKit) {
  const { deps, fanOut, pushToAll, emailTo } = kit;
  const { outbox, events, notifications } = deps;
  const handlers: {
    [K in keyof NotificationEvents]: (
      payload: NotificationEvents[K],
      event: OutboxEvent,
    ) => Promise<HandlerOutcome>;
  } = {
    async message_sent({ messageId }, event) {
      const message = await events.message(messageId);
      if (!message) return 'done'; // purged or its sender removed: nothing left to tell
      const side: Side = message.sender_id === message.seller_id ? 'buyer' : 'seller';
      const recipientId = side === 'buyer' ? message.buyer_id : message.seller_id;
      const recipient = recipientId ? await notifications.recipient(recipientId) : undefined;
      if (!recipient) return fanOut(event, async () => {});
      return fanOut(event, async (trx) => {
        if (recipient.settings.messages_push) {
          const payload = messagePush(
            message.thread_id,
            message.sender_name,
            message.post_title,
            message.body,
          );
          await pushToAll(trx, recipient.id, payload);
        }
        if (recipient.settings.messages_email) {
          const availableAt = new Date(Date.parse(message.created_at) + deps.messageEmailDelayMs);
          await enqueueEvent(
            trx,
            'message_email',
            { threadId: message.thread_id, side, messageAt: message.created_at },
            { availableAt },
          );
        }
        if (recipient.settings.sms && recipient.login_phone) {
          const availableAt = new Date(Date.parse(message.created_at) + deps.messageSmsDelayMs);
          await enqueueEvent(
            trx,
            'message_sms',
            { threadId: message.thread_id, side, messageAt: message.created_at },
            { availableAt },
          );
        }
      });
    },

    async message_sms({ threadId, side }, event) {
      const thread = await events.thread(threadId);
      const recipientId = thread && (side === 'buyer' ? thread.buyer_id : thread.seller_id);
      const senderId = thread && (side === 'buyer' ? thread.seller_id : thread.buyer_id);
      const recipient = recipientId ? await notifications.recipient(recipientId) : undefined;
      if (!thread || !senderId || !recipient) return fanOut(event, async () => {});
      const readAt = side === 'buyer' ? thread.buyer_read_at : thread.seller_read_at;
      const unread = await events.unreadMessages(threadId, senderId, readAt);
      const from = unread.at(-1)?.sender_name;
      if (!from) return fanOut(event, async () => {});
      const text = messageSms(
        asLocale(recipient.locale),
        deps.publicUrl,
        threadId,
        from,
        thread.post_title,
      );
      return fanOut(event, async (trx) => {
        await deps.smsNotice(trx, recipient, 'message', threadId, text);
      });
    },

    async message_email({ threadId, side, messageAt }, event) {
      const thread = await events.thread(threadId);
      const recipientId = thread && (side === 'buyer' ? thread.buyer_id : thread.seller_id);
      const senderId = thread && (side === 'buyer' ? thread.seller_id : thread.buyer_id);
      const recipient = recipientId ? await notifications.recipient(recipientId) : undefined;
      if (!thread || !senderId || !recipient?.settings.messages_email) {
        return fanOut(event, async () => {});
      }
      const readAt = side === 'buyer' ? thread.buyer_read_at : thread.seller_read_at;
      const unread = await events.unreadMessages(threadId, senderId, readAt);
      const from = unread.at(-1)?.sender_name;
      if (!from) return fanOut(event, async () => {});
      const copy = messageEmail(
        asLocale(recipient.locale),
        displayName(recipient),
        from,
        thread.post_title,
        unread.map((message) => message.body).join('\n\n'),
      );
      const message = emailTo(recipient, copy, `/threads/${threadId}`, 'messages_email');
      return fanOut(event, async (trx) => {
        if (await events.markEmailed(trx, threadId, side, messageAt, new Date())) {
          await enqueueEvent(trx, 'email', { message });
        }
      });
    },

    async sale_completed({ threadId }, event) {
      const sale = await events.sale(threadId);
      const recipient = sale?.buyer_id ? await notifications.recipient(sale.buyer_id) : undefined;
      if (!sale || !recipient) return fanOut(event, async () => {});
      const locale = asLocale(recipient.locale);
      return fanOut(event, async (trx) => {
        if (recipient.settings.sales_push) {
          await pushToAll(
            trx,
            recipient.id,
            salePush(locale, threadId, sale.seller_name, sale.post_title),
          );
        }
        if (recipient.settings.sales_email) {
          const copy = saleEmail(locale, displayName(recipient), sale.seller_name, sale.post_title);
          const message = emailTo(recipient, copy, `/threads/${threadId}`, 'sales_email');
          await enqueueEvent(trx, 'email', { message });
        }
        const text = saleSms(locale, deps.publicUrl, threadId, sale.seller_name, sale.post_title);
        await deps.smsNotice(trx, recipient, 'sale', threadId, text);
      });
    },

    async push({ subscriptionId, payload }, event) {
      const target = await notifications.subscription(subscriptionId);
      if (!target) return fanOut(event, async () => {}); // unsubscribed meanwhile
      const outcome: PushOutcome = await deps.sendPush(target, payload);
      if (outcome === 'gone') {
        await notifications.forgetSubscription(subscriptionId);
        return fanOut(event, async () => {});
      }
      if (outcome === 'refused') {
        // Never to be sent to: the row goes, and the event stays as failed for the operator.
        await notifications.forgetSubscription(subscriptionId);
        return { failed: 'push endpoint not allowed' };
      }
      if (outcome !== 'sent') return outcome;
      return fanOut(event, (trx) => notifications.markSubscriptionUsed(subscriptionId, trx));
    },

    async email({ message }, event) {
      try {
        await deps.mailer.send(message);
      } catch (error) {
        return { retry: String(error) };
      }
      await outbox.complete(event.id);
      return 'done';
    },

    async sms({ message }, event) {
      try {
        await deps.sms.send(message);
      } catch (error) {
        return { retry: String(error) };
      }
      await outbox.complete(event.id);
      return 'done';
    },
  };

  return handlers;
}

/** One handler for every kind of event the maps know. */
export function dispatch(...maps: HandlerMap[]) {
  const all: HandlerMap = Object.assign({}, ...maps);
  return async function handle(event: OutboxEvent): Promise<HandlerOutcome> {
    const handler = all[event.kind] as
      ((payload: unknown, event: OutboxEvent) => Promise<HandlerOutcome>) | undefined;
    if (!handler) return { failed: `unknown event kind ${event.kind}` };
    return handler(event.payload, event);
  };
}
