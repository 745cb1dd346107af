import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PUSH_SERVICE_CERT, PUSH_SERVICE_ORIGIN } from '../playwright.config';

export interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

/** POSTs JSON to the push service stand-in's own API (web-push-testing), trusting its cert. */
function callStandIn<T>(route: string, body: unknown): Promise<T> {
  const ca = fs.readFileSync(path.resolve(PUSH_SERVICE_CERT));
  return new Promise((resolve, reject) => {
    const request = https.request(
      `${PUSH_SERVICE_ORIGIN}${route}`,
      { method: 'POST', ca, headers: { 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          if ((response.statusCode ?? 500) >= 400) {
            reject(new Error(`push stand-in ${route}: ${response.statusCode} ${text}`));
          } else resolve((JSON.parse(text) as { data: T }).data);
        });
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

export const subscribeAtStandIn = (applicationServerKey: string) =>
  callStandIn<StandInSubscription>('/subscribe', { userVisibleOnly: 'true', applicationServerKey });

/** The payloads the stand-in received for a subscription, decrypted. */
export const receivedAtStandIn = (clientHash: string) =>
  callStandIn<{ messages: string[] }>('/get-notifications', { clientHash }).then(
    (data) => data.messages,
  );

// In the page, as a string (the e2e code is type-checked without the DOM library). Only
// subscribe and getSubscription change: the service worker, its registration and the
// permission stay Chromium's own. The subscription is kept in localStorage, so a reload
// still finds it, as a real browser would.
const STAND_IN_SCRIPT = `(() => {
  const STORE = '__pushStandIn';
  const toKey = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  const toBytes = (key) => Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')),
    (c) => c.charCodeAt(0)).buffer;
  const make = (saved) => ({
    endpoint: saved.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: toBytes(saved.serverKey) },
    getKey: (name) => toBytes(saved.keys[name]),
    toJSON: () => ({ endpoint: saved.endpoint, expirationTime: null, keys: saved.keys }),
    unsubscribe: async () => { localStorage.removeItem(STORE); return true; },
  });
  PushManager.prototype.getSubscription = async function () {
    const raw = localStorage.getItem(STORE);
    return raw ? make(JSON.parse(raw)) : null;
  };
  PushManager.prototype.subscribe = async function (options) {
    const serverKey = toKey(options.applicationServerKey);
    const { endpoint, keys } = await window.__pushStandInSubscribe(serverKey);
    const saved = { endpoint, keys, serverKey };
    localStorage.setItem(STORE, JSON.stringify(saved));
    return make(saved);
  };
})();`;

/**
 * Chromium's own push service (Google FCM) cannot be reached here, so the page's
 * PushManager subscribes at the stand-in instead. Returns the subscriptions made, whose
 * clientHash reads what the server pushed.
 */
export async function usePushStandIn(page: Page): Promise<StandInSubscription[]> {
  const made: StandInSubscription[] = [];
  await page.exposeFunction('__pushStandInSubscribe', async (applicationServerKey: string) => {
    const subscription = await subscribeAtStandIn(applicationServerKey);
    made.push(subscription);
    return subscription;
  });
  await page.addInitScript(STAND_IN_SCRIPT);
  return made;
}
