import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db, Engine } from '../../db/database';
import type { Mailer } from '../../platform/mailer';
import { createOutbox } from '../../platform/outbox';
import { sharedSetting } from '../../platform/server-settings';
import { createEventRepository } from './event-repository';
import { createHandlers } from './handlers';
import { createPushSender, loadVapidKeys } from './push-sender';
import { createNotificationRepository } from './repository';
import { createNotificationService } from './service';
import { createNotificationWorker } from './worker';

export interface NotificationSetup {
  db: Db;
  engine: Engine;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** Everything notifications need, wired once: keys, the service for routes, the worker. */
export async function createNotifications({ db, engine, config, mailer, log }: NotificationSetup) {
  const vapid = await loadVapidKeys(db, config.vapid);
  const unsubscribeSecret = await sharedSetting(db, 'unsubscribe_secret', () =>
    crypto.randomBytes(32).toString('base64url'),
  );
  const notifications = createNotificationRepository(db);
  const outbox = createOutbox(db, engine);
  const handle = createHandlers({
    db,
    outbox,
    events: createEventRepository(db),
    notifications,
    sendPush: createPushSender(vapid, config.vapidSubject, config.pushEndpointOrigins),
    mailer,
    publicUrl: config.publicUrl,
    unsubscribeSecret,
    messageEmailDelayMs: config.messageEmailDelayMs,
  });
  return {
    service: createNotificationService({
      notifications,
      publicKey: vapid.publicKey,
      unsubscribeSecret,
      allowedOrigins: config.pushEndpointOrigins,
    }),
    worker: createNotificationWorker({ outbox, handle, log }),
    outbox,
  };
}
