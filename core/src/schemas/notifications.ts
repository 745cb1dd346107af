// Notifications (push and email): the settings object, the browser's push subscription and the
// unsubscribe call, shared by the server's validation and the web's profile section.

import { z } from 'zod';
import { MESSAGE_KEY } from './messages';

/**
 * Every kind of notification a person can turn on or off, each on by default except `sms`:
 * reservations, sales and unread messages by SMS to the verified number (issue 37), on for
 * accounts made with a mobile number and off for the others, who may opt in.
 */
export const NOTIFICATION_SETTING_KEYS = [
  'messages_push',
  'messages_email',
  'sales_push',
  'sales_email',
  'alerts_push',
  'alerts_email',
  'sms',
  // New posts of the sellers one follows (issue 39): by push, else by email.
  'suki_posts',
] as const;
export type NotificationSettingKey = (typeof NOTIFICATION_SETTING_KEYS)[number];
export type NotificationSettings = Record<NotificationSettingKey, boolean>;

/** The kinds of email a one-click unsubscribe link can turn off. */
export const EMAIL_SETTING_KEYS = [
  'messages_email',
  'sales_email',
  'alerts_email',
  'suki_posts',
] as const;
export type EmailSettingKey = (typeof EMAIL_SETTING_KEYS)[number];

/** PATCH /api/me/notifications: any of the settings, each a boolean. */
export const notificationSettingsBody = z
  .object(
    Object.fromEntries(
      NOTIFICATION_SETTING_KEYS.map((key) => [
        key,
        z.boolean({ error: MESSAGE_KEY.invalid }).optional(),
      ]),
    ) as Record<NotificationSettingKey, z.ZodOptional<z.ZodBoolean>>,
    { error: MESSAGE_KEY.invalid },
  )
  .strict();
export type NotificationSettingsPatch = z.output<typeof notificationSettingsBody>;

/** A base64url string as browsers write push keys (no padding). */
const base64url = (max: number) =>
  z
    .string({ error: MESSAGE_KEY.invalid })
    .min(8, MESSAGE_KEY.invalid)
    .max(max, MESSAGE_KEY.invalid)
    .regex(/^[A-Za-z0-9_-]+=*$/, MESSAGE_KEY.invalid);

/** POST /api/push/subscriptions: the browser's PushSubscription.toJSON(), and this device. */
export const pushSubscriptionBody = z.object(
  {
    endpoint: z
      .url({ protocol: /^https$/, error: MESSAGE_KEY.invalid })
      .max(1000, MESSAGE_KEY.invalid),
    expirationTime: z.number().nullish(),
    keys: z.object(
      // p256dh is a 65-byte P-256 point (87 characters), auth 16 bytes (22 characters).
      { p256dh: base64url(200), auth: base64url(100) },
      { error: MESSAGE_KEY.invalid },
    ),
    deviceId: z.string({ error: MESSAGE_KEY.invalid }).trim().min(8).max(100).optional(),
  },
  { error: MESSAGE_KEY.invalid },
);
export type PushSubscriptionBody = z.output<typeof pushSubscriptionBody>;

/** DELETE /api/push/subscriptions. */
export const pushUnsubscribeBody = z.object(
  { endpoint: z.string({ error: MESSAGE_KEY.invalid }).min(1).max(1000) },
  { error: MESSAGE_KEY.invalid },
);

/** POST /api/notifications/unsubscribe: the signed token of an email's unsubscribe link. */
export const unsubscribeBody = z.object(
  { token: z.string({ error: MESSAGE_KEY.invalid }).min(10).max(300) },
  { error: MESSAGE_KEY.invalid },
);

/** What a push notification carries (the service worker shows it). */
export interface PushPayload {
  title: string;
  body: string;
  /** The page to open on a tap, e.g. /threads/{id}. */
  url: string;
  /** Notifications with the same tag replace each other (thread-<id>). */
  tag: string;
}
