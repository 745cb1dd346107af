import { asLocale } from '../auth/emails';
import type { OutboxEvent } from '../../platform/outbox';
import { enqueueEvent } from '../notifications/events';
import { displayName, type HandlerMap, type NotificationKit } from '../notifications/handlers';
import type { ReservationEvents } from './reservation-events';
import {
  amountOf,
  reservationEmail,
  reservationPush,
  type ReservationNotice,
} from './reservation-texts';
import type { SalesRepository } from './sales-repository';

/**
 * The buyer hears when the seller holds units for them and when the hold ends without a sale.
 * A reservation is part of the conversation, so the buyer's message settings (push, email)
 * decide how.
 */
export function reservationHandlers(kit: NotificationKit, sales: SalesRepository) {
  const { fanOut, pushToAll, emailTo } = kit;
  const { notifications } = kit.deps;

  async function tell(
    threadId: string,
    qty: number,
    notice: ReservationNotice,
    event: OutboxEvent,
  ) {
    const thread = await sales.noticeFacts(threadId);
    const recipient = thread?.buyer_id ? await notifications.recipient(thread.buyer_id) : undefined;
    if (!thread || !recipient) return fanOut(event, async () => {});
    const locale = asLocale(recipient.locale);
    const facts = {
      threadId,
      seller: thread.seller_name,
      postTitle: thread.post_title,
      amount: amountOf(qty, thread.unit),
    };
    return fanOut(event, async (trx) => {
      if (recipient.settings.messages_push) {
        await pushToAll(trx, recipient.id, reservationPush(locale, facts, notice));
      }
      if (recipient.settings.messages_email) {
        const copy = reservationEmail(locale, displayName(recipient), facts, notice);
        const message = emailTo(recipient, copy, `/threads/${threadId}`, 'messages_email');
        await enqueueEvent(trx, 'email', { message });
      }
    });
  }

  const handlers = {
    async reservation_made(
      { threadId, qty, until }: ReservationEvents['reservation_made'],
      event: OutboxEvent,
    ) {
      return tell(threadId, qty, { kind: 'made', until }, event);
    },

    async reservation_released(
      { threadId, qty, reason }: ReservationEvents['reservation_released'],
      event: OutboxEvent,
    ) {
      return tell(threadId, qty, { kind: 'released', reason }, event);
    },
  };
  return handlers satisfies HandlerMap;
}
