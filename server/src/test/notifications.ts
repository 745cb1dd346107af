import type { PushPayload } from '@core/schemas';
import {
  startPushService,
  type PushServiceStandIn,
  type PushSubscriptionData,
} from './push-service';
import type { TestApp } from './test-app';
import { get, post, readOutbox, type OutboxMail, type SignedInUser } from './users';

// Push subscriptions through the API against the real push service stand-in, and what it got.

export { startPushService, type PushServiceStandIn };

export interface NotificationMail extends OutboxMail {
  headers?: Record<string, string>;
}

/** A browser's subscription for this app's key, saved for `user` through the API. */
export async function subscribe(
  t: TestApp,
  pushService: PushServiceStandIn,
  user: SignedInUser,
): Promise<PushSubscriptionData> {
  const { publicKey } = (await get(t.app, '/api/push/public-key')).json() as { publicKey: string };
  const subscription = await pushService.subscribe(publicKey);
  const res = await post(
    t.app,
    '/api/push/subscriptions',
    { endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys },
    user.token,
  );
  if (res.statusCode !== 201) throw new Error(`subscribe failed: ${res.statusCode} ${res.body}`);
  return subscription;
}

/** The decrypted payloads the push service received for a subscription. */
export const pushesTo = (pushService: PushServiceStandIn, subscription: PushSubscriptionData) =>
  pushService.received(subscription.clientHash).map((text) => JSON.parse(text) as PushPayload);

/** Notification emails to `to` (sign-up confirmations left out). */
export const notificationMailsTo = (t: TestApp, to: string) =>
  (readOutbox(t) as NotificationMail[]).filter(
    (mail) => mail.to === to && mail.headers?.['List-Unsubscribe'] !== undefined,
  );

/** The worker's view of the clock after `ms` more: delayed events become due. */
export const later = (ms: number) => new Date(Date.now() + ms);
