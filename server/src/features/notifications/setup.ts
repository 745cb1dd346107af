import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db, Engine, RawRows } from '../../db/database';
import type { Mailer } from '../../platform/mailer';
import { createOutbox } from '../../platform/outbox';
import { sharedSetting } from '../../platform/server-settings';
import { createMatchRepository } from '../alerts/match-repository';
import { alertHandlers } from '../alerts/notify';
import { createAlertRepository } from '../alerts/repository';
import { createBlockRepository } from '../blocks/repository';
import { createSukiNoticeRepository } from '../suki/notice-repository';
import { sukiHandlers } from '../suki/notify';
import { createReservationNoticeRepository } from '../threads/reservation-notice-repository';
import { reservationHandlers } from '../threads/reservation-notify';
import { createSalesRepository } from '../threads/sales-repository';
import { createEventRepository } from './event-repository';
import { createNotificationKit, dispatch, notificationHandlers } from './handlers';
import { createPushSender, loadVapidKeys } from './push-sender';
import { createNotificationRepository } from './repository';
import { createNotificationService } from './service';
import { createNotificationWorker, type WorkerDeps } from './worker';
import type { SmsSender } from '../../platform/sms/sms-sender';
import { createSmsNotices } from './sms-notices';

export interface NotificationSetup {
  db: Db;
  engine: Engine;
  /** SQLite's fast row reader, for matching posts against alerts. */
  rawRows: RawRows | undefined;
  config: AppConfig;
  mailer: Mailer;
  sms: SmsSender;
  log: FastifyBaseLogger;
  onOutcome?: WorkerDeps['onOutcome'];
}

/** Everything notifications need, wired once: keys, the service for routes, the worker. */
export async function createNotifications({
  db,
  engine,
  rawRows,
  config,
  mailer,
  sms,
  log,
  onOutcome,
}: NotificationSetup) {
  const vapid = await loadVapidKeys(db, config.vapid);
  const unsubscribeSecret = await sharedSetting(db, 'unsubscribe_secret', () =>
    crypto.randomBytes(32).toString('base64url'),
  );
  const notifications = createNotificationRepository(db);
  const outbox = createOutbox(db, engine);
  const kit = createNotificationKit({
    db,
    outbox,
    events: createEventRepository(db),
    notifications,
    sendPush: createPushSender(vapid, config.vapidSubject, config.pushEndpointOrigins),
    mailer,
    publicUrl: config.publicUrl,
    unsubscribeSecret,
    messageEmailDelayMs: config.messageEmailDelayMs,
    sms,
    smsNotice: createSmsNotices({ dailyLimit: config.smsDailyLimit, log }),
    messageSmsDelayMs: config.messageSmsDelayMs,
  });
  // Local photos are paths on this server; photos in a bucket are already absolute URLs.
  const mediaUrl = (path: string) => (path.startsWith('/') ? `${config.publicUrl}${path}` : path);
  const handle = dispatch(
    notificationHandlers(kit),
    alertHandlers(kit, {
      alerts: createAlertRepository(db, engine, rawRows),
      matches: createMatchRepository(db, engine),
      digestMs: config.alertDigestMs,
      blocks: createBlockRepository(db),
      mediaUrl,
    }),
    sukiHandlers(kit, { notices: createSukiNoticeRepository(db, engine), mediaUrl }),
    reservationHandlers(kit, {
      sales: createSalesRepository(db, engine),
      notices: createReservationNoticeRepository(db),
      emailWindowMs: config.reservationEmailWindowMs,
    }),
  );
  return {
    service: createNotificationService({
      notifications,
      publicKey: vapid.publicKey,
      unsubscribeSecret,
      allowedOrigins: config.pushEndpointOrigins,
    }),
    worker: createNotificationWorker({ outbox, handle, log, onOutcome }),
    outbox,
  };
}
