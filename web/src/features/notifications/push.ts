// Web Push in this browser: what it supports, whether this phone is subscribed, and the
// browser half of turning push on and off. The server half (POST/DELETE) is in queries.ts.
import type { PushSubscriptionBody } from '@core/schemas';

/** What the profile shows for this phone. */
export type PushState = 'unsupported' | 'blocked' | 'on' | 'off';

export interface PushStatus {
  supported: boolean;
  permission: NotificationPermission;
  subscribed: boolean;
}

/** Why turning push on did not work; each has its own sentence in the UI. */
export type PushFailure = 'blocked' | 'dismissed' | 'notReady' | 'browser';

export class PushError extends Error {
  override readonly name = 'PushError';
  constructor(readonly failure: PushFailure) {
    super(`push: ${failure}`);
  }
}

/** A VAPID key as the server sends it (base64url, no padding) as the bytes subscribe() wants. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The three pieces push needs; iOS Safari outside an installed app lacks PushManager. */
export function isPushSupported(scope: {
  navigator?: object;
  PushManager?: unknown;
  Notification?: unknown;
}): boolean {
  return (
    scope.navigator !== undefined &&
    'serviceWorker' in scope.navigator &&
    scope.PushManager !== undefined &&
    scope.Notification !== undefined
  );
}

export function pushStateOf(status: PushStatus): PushState {
  if (!status.supported) return 'unsupported';
  // A subscription left from before a block receives nothing: the block is what matters.
  if (status.permission === 'denied') return 'blocked';
  return status.subscribed && status.permission === 'granted' ? 'on' : 'off';
}

/** The chat's one-time offer: only where one tap could turn push on without a detour. */
export function shouldOfferPushHint(
  status: PushStatus | undefined,
  { sent, dismissed }: { sent: boolean; dismissed: boolean },
): boolean {
  if (!sent || dismissed || !status) return false;
  return status.supported && status.permission === 'default' && !status.subscribed;
}

/** What POST /api/push/subscriptions takes, from the browser's toJSON(). */
export function subscriptionBody(
  json: PushSubscriptionJSON,
  deviceId: string,
): PushSubscriptionBody {
  const { endpoint, keys } = json;
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new PushError('browser');
  return {
    endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
    deviceId,
  };
}

const browserScope = () => ({
  navigator: typeof navigator === 'undefined' ? undefined : navigator,
  PushManager: globalThis.PushManager,
  Notification: globalThis.Notification,
});

// The service worker is registered after the page loads; a registration may not exist yet.
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function readPushStatus(): Promise<PushStatus> {
  if (!isPushSupported(browserScope())) {
    return { supported: false, permission: 'default', subscribed: false };
  }
  return {
    supported: true,
    permission: Notification.permission,
    subscribed: (await currentSubscription()) !== null,
  };
}

/** Called first in a click handler: browsers only show the prompt during a user gesture. */
export async function askPermission(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushError('blocked');
  if (permission !== 'granted') throw new PushError('dismissed');
}

// The worker normally activates within a second; a minute-long wait is a broken install.
const READY_TIMEOUT_MS = 15_000;

function workerReady(): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushError('notReady')), READY_TIMEOUT_MS);
    void navigator.serviceWorker.ready.then((registration) => {
      clearTimeout(timer);
      resolve(registration);
    });
  });
}

/** Subscribes this browser with the server's key (reusing a subscription made with it). */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  const registration = await workerReady();
  const key = base64UrlToBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    const sameKey = existing.options.applicationServerKey;
    if (sameKey && sameBytes(new Uint8Array(sameKey), key)) return existing.toJSON();
    // Made for another key (the server's keys changed): it can no longer be used.
    await existing.unsubscribe();
  }
  try {
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    return subscription.toJSON();
  } catch {
    // AbortError/NotAllowedError: no push service reachable, a private window, and the like.
    throw new PushError('browser');
  }
}

/** Ends this browser's subscription; returns its endpoint so the server can forget it. */
export async function unsubscribeBrowser(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return endpoint;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}
