import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A real Web Push service on localhost for tests: web-push-testing speaks the protocol (VAPID
 * checked, payloads decrypted), served here over TLS because push services are HTTPS only.
 * The server under test trusts its certificate through NODE_EXTRA_CA_CERTS (set by
 * vitest.config.ts and the Playwright config to CERTIFICATE_FILE).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
export const CERTIFICATE_FILE = path.join(here, 'localhost-cert.pem');
const KEY_FILE = path.join(here, 'localhost-key.pem');

interface PushApiModel {
  notifyUrl: string;
  subscribe(options: Record<string, string>): Promise<PushSubscriptionData>;
  expireSubscription(clientHash: string): void;
  getNotifications(body: { clientHash: string }): { messages: unknown[] };
}

interface TestingServer {
  _app: import('node:http').RequestListener;
  setRequestHandlers(): void;
}

export interface PushSubscriptionData {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export interface PushServiceStandIn {
  /** e.g. https://localhost:43123: what PUSH_ENDPOINT_ORIGINS must list. */
  origin: string;
  /** A new subscription, as a browser would get one for this application server key. */
  subscribe(applicationServerKey: string): Promise<PushSubscriptionData>;
  /** What the push service received for a subscription, decrypted (payload strings). */
  received(clientHash: string): string[];
  /** From now on the push service answers 410 Gone for this subscription. */
  expire(clientHash: string): void;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

export async function startPushService(port = 0): Promise<PushServiceStandIn> {
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
    PushApiModel: new () => PushApiModel;
  };
  const Server = require('web-push-testing/src/server.js') as new (
    model: PushApiModel,
    port: number,
  ) => TestingServer;
  const model = new PushApiModel();
  const standIn = new Server(model, port);
  standIn.setRequestHandlers();
  const server = https.createServer(
    { key: fs.readFileSync(KEY_FILE), cert: fs.readFileSync(CERTIFICATE_FILE) },
    standIn._app,
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `https://localhost:${(server.address() as AddressInfo).port}`;
  model.notifyUrl = `${origin}/notify/`;
  return {
    origin,
    subscribe: (applicationServerKey) =>
      model.subscribe({ userVisibleOnly: 'true', applicationServerKey }),
    received: (clientHash) =>
      model.getNotifications({ clientHash }).messages.map((message) => String(message)),
    expire: (clientHash) => model.expireSubscription(clientHash),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The value for NODE_EXTRA_CA_CERTS that trusts the stand-in: its certificate, added to the
 * bundle the machine may already name there (Node takes one file only).
 */
export function caCertsTrustingStandIn(current = process.env.NODE_EXTRA_CA_CERTS): string {
  if (!current || path.resolve(current) === CERTIFICATE_FILE || !fs.existsSync(current)) {
    return CERTIFICATE_FILE;
  }
  const bundle = path.join(os.tmpdir(), 'palengke-extra-ca-certs.pem');
  fs.writeFileSync(
    bundle,
    `${fs.readFileSync(current, 'utf8')}\n${fs.readFileSync(CERTIFICATE_FILE, 'utf8')}`,
  );
  return bundle;
}
