import { enqueue, type OutboxEvent } from '../../platform/outbox';
import { asLocale } from '../auth/emails';
import { enqueueEvent } from '../notifications/events';
import { displayName, type HandlerMap, type NotificationKit } from '../notifications/handlers';
import type { ReservationEvents } from './reservation-events';
import type { ReservationNoticeRepository } from './reservation-notice-repository';
import { reservationEmail, reservationPush, type ReservationNotice } from './reservation-texts';
import type { SalesRepository } from './sales-repository';
import { formatQuantity } from '@core/units-display';
import { reservationSms } from '../notifications/sms-texts';

export interface ReservationNotifyDeps {
  sales: SalesRepository;
  notices: ReservationNoticeRepository;
  /** At most one reservation email per thread in this time (RESERVATION_EMAIL_WINDOW_S). */
  emailWindowMs: number;
}

/**
 * The buyer hears when the seller holds units for them and when the hold ends without a sale.
 * A reservation is part of the conversation, so the buyer's message settings (push, email)
 * decide how. However fast a seller flips a hold (issue 21), the phone shows one notification
 * per thread (same tag; a push about a change already overtaken is dropped), and the thread
 * gets at most one email per window, telling the hold as it is when the email goes out.
 */
export function reservationHandlers(
  kit: NotificationKit,
  { sales, notices, emailWindowMs }: ReservationNotifyDeps,
) {
  const { fanOut, pushToAll, emailTo } = kit;
  const { notifications } = kit.deps;

  async function buyerOf(threadId: string) {
    const thread = await sales.noticeFacts(threadId);
    const recipient = thread?.buyer_id ? await notifications.recipient(thread.buyer_id) : undefined;
    return thread && recipient ? { thread, recipient } : undefined;
  }

  async function tell(
    threadId: string,
    qty: number,
    notice: ReservationNotice,
    seq: number | undefined,
    event: OutboxEvent,
  ) {
    const found = await buyerOf(threadId);
    // A later change has its own event, which tells the news (and schedules the email).
    const overtaken = seq !== undefined && seq < (await notices.latestChange(threadId));
    if (!found || overtaken) return fanOut(event, async () => {});
    const { thread, recipient } = found;
    const facts = {
      threadId,
      seller: thread.seller_name,
      postTitle: thread.post_title,
      qty,
      unit: thread.unit,
    };
    return fanOut(event, async (trx) => {
      if (recipient.settings.messages_push) {
        await pushToAll(
          trx,
          recipient.id,
          reservationPush(asLocale(recipient.locale), facts, notice),
        );
      }
      if (recipient.settings.messages_email) {
        const due = await notices.scheduleEmail(trx, threadId, new Date(), emailWindowMs);
        if (due) {
          const payload: ReservationEvents['reservation_email'] = { threadId };
          await enqueue(trx, 'reservation_email', payload, { availableAt: due });
        }
      }
      // By SMS only a hold made or changed for the buyer: what a phone without data must know.
      if (notice.kind === 'made') {
        const locale = asLocale(recipient.locale);
        const text = reservationSms(
          locale,
          kit.deps.publicUrl,
          threadId,
          facts.seller,
          facts.postTitle,
          formatQuantity(qty, facts.unit, locale),
        );
        await kit.deps.smsNotice(trx, recipient, 'reservation', threadId, text);
      }
    });
  }

  /** What the email says now: the hold, else the release last noted; nothing if neither. */
  function newsOf(
    state: { qty: number | null; until: string | null },
    released: { released_qty: number | null; released_reason: 'seller' | 'expired' | null },
  ): { qty: number; notice: ReservationNotice; key: string } | undefined {
    if (state.qty !== null && state.until !== null) {
      const until = new Date(state.until).toISOString();
      return { qty: state.qty, notice: { kind: 'made', until }, key: `held ${state.qty} ${until}` };
    }
    const { released_qty: qty, released_reason: reason } = released;
    if (qty === null || reason === null) return undefined;
    return { qty, notice: { kind: 'released', reason }, key: `released ${qty} ${reason}` };
  }

  async function sendEmail(threadId: string, event: OutboxEvent) {
    const found = await buyerOf(threadId);
    return fanOut(event, async (trx) => {
      // Taken first: a change from now on schedules the next email instead of joining this one.
      const waiting = await notices.takeDueEmail(trx, threadId);
      if (!waiting || !found?.recipient.settings.messages_email) return;
      const { thread, recipient: buyer } = found;
      const state = await notices.stateOf(trx, threadId);
      // A sale, or a post taken down, tells the buyer itself.
      if (!state || state.thread_status !== 'open' || state.post_status !== 'active') return;
      const news = newsOf(state, waiting);
      if (!news || news.key === waiting.emailed_state) return;
      const locale = asLocale(buyer.locale);
      const facts = {
        threadId,
        seller: thread.seller_name,
        postTitle: thread.post_title,
        qty: news.qty,
        unit: thread.unit,
      };
      const copy = reservationEmail(locale, displayName(buyer), facts, news.notice);
      const message = emailTo(buyer, copy, `/threads/${threadId}`, 'messages_email');
      await notices.emailed(trx, threadId, news.key, new Date());
      await enqueueEvent(trx, 'email', { message });
    });
  }

  const handlers = {
    async reservation_made(
      { threadId, qty, until, seq }: ReservationEvents['reservation_made'],
      event: OutboxEvent,
    ) {
      return tell(threadId, qty, { kind: 'made', until }, seq, event);
    },

    async reservation_released(
      { threadId, qty, reason, seq }: ReservationEvents['reservation_released'],
      event: OutboxEvent,
    ) {
      return tell(threadId, qty, { kind: 'released', reason }, seq, event);
    },

    async reservation_email(
      { threadId }: ReservationEvents['reservation_email'],
      event: OutboxEvent,
    ) {
      return sendEmail(threadId, event);
    },
  };
  return handlers satisfies HandlerMap;
}
