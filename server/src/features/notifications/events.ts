import type { PushPayload } from '@core/schemas';
import type { Db } from '../../db/database';
import type { MailMessage } from '../../platform/mailer';
import type { SmsMessage } from '../../platform/sms/sms-sender';
import { enqueue } from '../../platform/outbox';

/**
 * The events of the notification outbox. A cause (a message, a sale) writes one small event in
 * its own transaction; the worker turns it into deliveries (one push per subscription, one
 * email), so a failing phone is retried alone and never makes another phone get it twice.
 */
export type Side = 'buyer' | 'seller';

export interface NotificationEvents {
  message_sent: { messageId: string };
  /** Is the message still unread after the delay? Then one email for the thread. */
  message_email: { threadId: string; side: Side; messageAt: string };
  /** Is the message still unread after MESSAGE_SMS_DELAY_S? Then one SMS (no e-mail accounts). */
  message_sms: { threadId: string; side: Side; messageAt: string };
  sale_completed: { threadId: string };
  push: { subscriptionId: string; payload: PushPayload };
  email: { message: MailMessage };
  sms: { message: SmsMessage };
}

export type NotificationKind = keyof NotificationEvents;

export function enqueueEvent<K extends NotificationKind>(
  trx: Db,
  kind: K,
  payload: NotificationEvents[K],
  options?: { availableAt?: Date; now?: Date },
) {
  return enqueue(trx, kind, payload, options);
}

/** In the message's transaction: its recipient will hear about it. */
export const messageSent = (trx: Db, messageId: string, now?: Date) =>
  enqueueEvent(trx, 'message_sent', { messageId }, { now });

/** In the sale's transaction: the buyer will hear about it. */
export const saleCompleted = (trx: Db, threadId: string, now?: Date) =>
  enqueueEvent(trx, 'sale_completed', { threadId }, { now });
