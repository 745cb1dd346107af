import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { SIGNED_IN_HINT_HASH } from './platform/inline-script-hash';
import { openDatabase, type DatabaseHandle } from './db/database';
import { optimizeDatabase } from './db/maintenance';
import { migrateToLatest } from './db/migrate';
import { createAdminRepository } from './features/admin/repository';
import { adminRoutes } from './features/admin/routes';
import { createAdminService } from './features/admin/service';
import { createAlertRepository } from './features/alerts/repository';
import { alertRoutes } from './features/alerts/routes';
import { createAlertService } from './features/alerts/service';
import { createAccountRepository } from './features/auth/account-repository';
import { createBlockRepository } from './features/blocks/repository';
import { blockRoutes } from './features/blocks/routes';
import { createBlockService } from './features/blocks/service';
import { createSukiRepository } from './features/suki/repository';
import { sukiRoutes } from './features/suki/routes';
import { createSukiService } from './features/suki/service';
import { createPaymentQrRepository } from './features/payment-qr/repository';
import { paymentQrRoutes } from './features/payment-qr/routes';
import { readQrPicture } from './features/payment-qr/picture';
import { createPaymentQrService } from './features/payment-qr/service';
import { authRoutes } from './features/auth/routes';
import { createAuthService } from './features/auth/service';
import { createSessionRepository } from './features/auth/session-repository';
import { createDeviceRepository } from './features/devices/repository';
import { exportSnapshot } from './features/export/repository';
import { exportRoutes } from './features/export/routes';
import { createExportService } from './features/export/service';
import { createNotifications } from './features/notifications/setup';
import type { NotificationWorker } from './features/notifications/worker';
import { deviceRoutes } from './features/devices/routes';
import { createFeedbackRepository } from './features/feedback/repository';
import { feedbackRoutes } from './features/feedback/routes';
import { createFeedbackService } from './features/feedback/service';
import { healthRoutes } from './features/health/routes';
import { notificationRoutes } from './features/notifications/routes';
import { createFeedRepository } from './features/posts/feed-repository';
import { createMapRepository } from './features/posts/map-repository';
import { mapRoutes } from './features/posts/map-routes';
import { createMapService } from './features/posts/map-service';
import { allowTilesForWorker, tileOrigin } from './features/posts/map-tiles';
import { createPostRepository } from './features/posts/repository';
import { postRoutes } from './features/posts/routes';
import { createPostService } from './features/posts/service';
import { removeArchivedAccounts } from './features/profiles/removal-job';
import { createProfileRepository } from './features/profiles/repository';
import { profileRoutes } from './features/profiles/routes';
import { createProfileService } from './features/profiles/service';
import { createReportRepository } from './features/reports/repository';
import { reportRoutes } from './features/reports/routes';
import { createReportService } from './features/reports/service';
import { createReviewRepository } from './features/reviews/repository';
import { reviewRoutes } from './features/reviews/routes';
import { createReviewService } from './features/reviews/service';
import { createVisitorApi } from './features/pages/visitor-api';
import { createThreadRepository } from './features/threads/repository';
import { threadRoutes } from './features/threads/routes';
import { createSalesRepository } from './features/threads/sales-repository';
import { salesRoutes } from './features/threads/sales-routes';
import { createLivePublisher } from './features/live/publisher';
import { liveRoutes } from './features/live/routes';
import { createSessionsEnded } from './features/live/sessions-ended';
import { createStreamRegistry, type StreamRegistry } from './features/live/streams';
import { createLiveBus } from './platform/live/choose-bus';
import { createLiveLimits } from './platform/live/choose-limits';
import { createSalesService } from './features/threads/sales-service';
import { createThreadService, TYPING_INTERVAL_MS } from './features/threads/service';
import { createTaxonomyRepository } from './features/taxonomy/repository';
import { taxonomyRoutes } from './features/taxonomy/routes';
import { createSeoRepository } from './features/seo/repository';
import { seoRoutes } from './features/seo/routes';
import { languageRoutes } from './features/pages/language-route';
import { createSeoService } from './features/seo/service';
import { createAuthGuards } from './platform/authenticate';
import { refuseNulInText } from './platform/text-input';
import {
  registerRequestLimits,
  requestTimeoutOptions,
  REQUEST_TIMEOUT_MS,
} from './platform/request-limits';
import { registerErrorHandling } from './platform/errors';
import { watchEventLoop } from './platform/event-loop';
import { createMetrics, measureRequests, registerMetricsRoute } from './platform/metrics';
import { createMailer } from './platform/mailer';
import { createSmsSender } from './platform/sms/sms-sender';
import { createPhoneAuth } from './features/phone-auth/setup';
import { phoneAuthRoutes } from './features/phone-auth/routes';
import { forgetOldSmsRecords } from './features/phone-auth/code-repository';
import { createMediaStore } from './platform/media';
import { registerRateLimits } from './platform/rate-limits';
import { startScheduler, type ScheduledJob } from './platform/scheduler';
import { backup, pruneBackups } from './ops/backup';
import { registerWebApp, type WebRenderer } from './platform/web-app';
import { requestLogFields } from './platform/request-log';

/** Largest JSON body: a 2 MB photo as a base64 data URL is about 2.7 MB, plus the fields. */
export const BODY_LIMIT_BYTES = 3.5 * 1024 * 1024;

export interface App extends FastifyInstance {
  database: DatabaseHandle;
  /** The background jobs, exposed so tests can run them on demand. */
  jobs: ScheduledJob[];
  /** The notification outbox's worker, exposed so tests can drain it on demand. */
  notifications: NotificationWorker;
  /** This process's live streams: a stopping server ends them first (they never finish). */
  liveStreams: StreamRegistry;
}

export interface BuildOptions {
  /** Run the scheduled jobs on their timers (the server does; tests call them directly). */
  startJobs?: boolean;
  /** Where pages are rendered from: the server build in dist/web-ssr unless given (tests). */
  loadWebRenderer?: () => Promise<WebRenderer>;
  /** How long a request may take to arrive whole (REQUEST_TIMEOUT_MS unless given: tests). */
  requestTimeoutMs?: number;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /** The live events' coalescing window (LIVE_COALESCE_MS unless given: tests). */
  liveCoalesceMs?: number;
  /** Posts in an area past which the map reads counts (2,000 unless given: tests, few posts). */
  mapCountedFrom?: number;
}

const HOUR_MS = 3_600_000;

/** JSON lines for log collectors; readable, coloured lines when a person watches a terminal. */
function loggerOptions(config: AppConfig, stream?: BuildOptions['logStream']) {
  const pretty = !stream && process.stdout.isTTY && config.logLevel !== 'silent';
  return {
    level: config.logLevel,
    // Requests are logged without the one-time tokens some addresses carry.
    serializers: { req: requestLogFields },
    ...(stream ? { stream } : {}),
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/** Builds the whole server (used by main.ts and by tests) and migrates its database. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    // Only a proxy we run may say who the client is; otherwise anyone could dodge rate limits.
    trustProxy: config.trustProxy,
    ...requestTimeoutOptions(options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestLimits(app);

  const metrics = createMetrics();
  const stopWatchingLoop = watchEventLoop(app.log);
  app.addHook('onClose', async () => stopWatchingLoop());
  const database = openDatabase({
    ...config,
    onQuery: (ms) => metrics.querySeconds.observe(ms / 1000),
  });
  app.decorate('database', database);
  app.addHook('onClose', async () => database.close());
  await migrateToLatest(database);
  await optimizeDatabase(database);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // And the one inline script every page carries, by its hash (core/signed-in-hint).
        scriptSrc: ["'self'", SIGNED_IN_HINT_HASH],
        // React sets style attributes through the CSSOM; inline <style> only from libraries.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Photos are previewed from data: and blob: URLs before upload, and may live in a bucket.
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.s3 ? [new URL(config.s3.publicUrl).origin] : []),
          // The map's tiles (issue 38), from wherever MAP_TILE_URL points.
          ...(tileOrigin(config.mapTiles) ? [tileOrigin(config.mapTiles)!] : []),
        ],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Share links from the post page open in other apps; keep the origin in the referrer only.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(compress, { global: true, threshold: 1024 });
  allowTilesForWorker(app, config.mapTiles);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Palengke API',
        description: 'Neighbourhood marketplace for surplus and local food. See SPEC §7.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const webApp = await registerWebApp(app, {
    distDir: config.webDistDir,
    publicUrl: config.publicUrl,
    loadRenderer: options.loadWebRenderer,
  });
  registerErrorHandling(app, webApp.sendPage);
  measureRequests(app, metrics);
  if (config.metricsToken) registerMetricsRoute(app, metrics, config.metricsToken);

  const db = database.db;
  const media = createMediaStore(config.dataDir, {
    s3: config.s3,
    onRemoveError: (error, url) =>
      app.log.warn({ err: error, url }, 'a stored image stayed behind'),
  });
  await app.register(fastifyStatic, {
    root: media.root,
    prefix: '/media/',
    decorateReply: false,
    // Media names are random and never rewritten: cache them for good.
    maxAge: '365d',
    immutable: true,
  });
  const mailer = createMailer({ ...config, log: app.log });
  const sms = createSmsSender({ ...config, log: app.log });
  const limits = await registerRateLimits(app, config.redisUrl, config.rateLimitFactor);
  // Live events (issue 23): the bus between processes, this process's streams, the publisher.
  const bus = await createLiveBus({
    redisUrl: config.redisUrl,
    databaseUrl: config.databaseUrl,
    logger: app.log,
  });
  // A logout, a reset password, a ban or a deleted account ends the streams at once.
  const sessionsEnded = createSessionsEnded(bus, app.log);
  const accounts = createAccountRepository(db);
  const sessions = createSessionRepository(db);
  const guards = createAuthGuards(sessions);
  const auth = createAuthService({
    accounts,
    sessions,
    mailer,
    config,
    sessionsEnded,
    onBackgroundError: (error) => app.log.error({ err: error }, 'background auth work failed'),
  });
  const profileRepository = createProfileRepository(db);
  const profiles = createProfileService(profileRepository, media, sessionsEnded);
  const phoneAuth = await createPhoneAuth({
    db,
    engine: database.engine,
    config,
    sessions,
    auth,
    ownProfile: (userId) => profiles.getOwn(userId),
    sessionsEnded,
    log: app.log,
  });
  const taxonomy = createTaxonomyRepository(db);
  const postRepository = createPostRepository(db);
  const reviewRepository = createReviewRepository(db);
  const blockRepository = createBlockRepository(db);
  const threadRepository = createThreadRepository(db);
  // A person's streams and their "typing", counted by every process (Redis, or the primary).
  const liveLimits = createLiveLimits({
    redisUrl: config.redisUrl,
    renewMs: config.liveHeartbeatMs,
    logger: app.log,
  });
  const streams = createStreamRegistry({
    bus,
    logger: app.log,
    heartbeatMs: config.liveHeartbeatMs,
    sessionCheckMs: config.liveSessionCheckMs,
    maxStreams: config.liveMaxStreams,
    stillAllowed: (hashes) => sessions.stillAllowed(hashes),
    leases: liveLimits.leases,
  });
  app.decorate('liveStreams', streams);
  // Streams end before the bus closes, and the bus before the database.
  app.addHook('onClose', async () => {
    live.stop();
    streams.stop();
    await Promise.all([bus.close(), liveLimits.close()]);
  });
  const live = createLivePublisher({
    bus,
    threads: threadRepository,
    posts: postRepository,
    blocks: blockRepository,
    logger: app.log,
    coalesceMs: options.liveCoalesceMs,
  });
  const sales = createSalesService({
    threads: threadRepository,
    posts: postRepository,
    sales: createSalesRepository(db, database.engine),
    blocks: blockRepository,
    live,
  });
  const threads = createThreadService({
    threads: threadRepository,
    posts: postRepository,
    reviews: reviewRepository,
    profiles: profileRepository,
    sales,
    blocks: blockRepository,
    live,
    typingThrottle: liveLimits.throttle(TYPING_INTERVAL_MS),
  });
  const feedRepository = createFeedRepository(db, database.engine, database.rawRows);
  const mapRepository = createMapRepository(db, database.engine, database.rawRows);
  const map = createMapService({
    feed: feedRepository,
    map: mapRepository,
    posts: postRepository,
    blocks: blockRepository,
    countedFrom: options.mapCountedFrom,
  });
  const mapSettings = { tiles: config.mapTiles };
  const posts = createPostService({
    posts: postRepository,
    feed: feedRepository,
    taxonomy,
    media,
    publicUrl: config.publicUrl,
    authorsOf: (ids) => profileRepository.authorsOf(ids),
    blocks: blockRepository,
    live,
  });
  const notifications = await createNotifications({
    db,
    engine: database.engine,
    rawRows: database.rawRows,
    config,
    mailer,
    sms,
    log: app.log,
    onOutcome: (kind, outcome) => metrics.notifications.inc({ kind, outcome }),
  });
  metrics.gauge(
    'palengke_outbox_events',
    'Notification outbox events by kind and state (waiting, failed for good)',
    ['kind', 'state'],
    async () =>
      (await notifications.outbox.depth()).map(({ kind, state, count }) => ({
        labels: { kind, state },
        value: count,
      })),
  );
  const { poolStats } = database;
  if (poolStats) {
    metrics.gauge(
      'palengke_db_pool_connections',
      'PostgreSQL pool connections by state',
      ['state'],
      async () =>
        Object.entries(poolStats()).map(([state, value]) => ({ labels: { state }, value })),
      // Each of WORKERS processes has its own pool.
      'sum',
    );
  }
  const reviewService = createReviewService(reviewRepository);
  webApp.configure(
    createVisitorApi({
      posts,
      profiles,
      reviews: reviewService,
      taxonomy,
      blocks: blockRepository,
      mapSettings,
    }),
  );
  const reports = createReportService(createReportRepository(db), postRepository, reviewRepository);
  const feedback = createFeedbackService(createFeedbackRepository(db), media);
  const admin = createAdminService(createAdminRepository(db), sessionsEnded);
  await accounts.grantAdmins(config.adminEmails);

  await app.register(
    async (api) => {
      api.addHook('preValidation', refuseNulInText);
      await api.register(healthRoutes, {
        db,
        readiness: {
          database: () => sql`select 1`.execute(db),
          ...(limits.pingStore ? { redis: limits.pingStore } : {}),
          ...(config.s3 ? { bucket: () => media.ping() } : {}),
        },
      });
      await api.register(taxonomyRoutes, { taxonomy });
      await api.register(authRoutes, { auth, guards, limits });
      await api.register(phoneAuthRoutes, { ...phoneAuth, guards, limits });
      await api.register(profileRoutes, { profiles, guards, blocks: blockRepository, limits });
      await api.register(exportRoutes, {
        exports: createExportService({
          inSnapshot: exportSnapshot(db, database.engine),
          publicUrl: config.publicUrl,
        }),
        guards,
        limits,
      });
      await api.register(deviceRoutes, { guards, devices: createDeviceRepository(db) });
      await api.register(postRoutes, { posts, guards, limits });
      await api.register(mapRoutes, { map, guards, settings: mapSettings });
      await api.register(threadRoutes, { threads, guards, limits });
      await api.register(liveRoutes, { streams, guards, posts: postRepository });
      await api.register(salesRoutes, { sales, guards, limits });
      await api.register(reviewRoutes, { reviews: reviewService });
      await api.register(reportRoutes, { reports, guards, limits });
      await api.register(feedbackRoutes, { feedback, guards, limits });
      await api.register(adminRoutes, { admin, guards });
      await api.register(blockRoutes, {
        blocks: createBlockService(blockRepository),
        guards,
        limits,
      });
      await api.register(sukiRoutes, {
        suki: createSukiService(createSukiRepository(db, database.engine), blockRepository),
        guards,
        limits,
      });
      await api.register(paymentQrRoutes, {
        paymentQr: createPaymentQrService({
          repository: createPaymentQrRepository(db, database.engine),
          blocks: blockRepository,
          readPicture: readQrPicture,
          publicUrl: config.publicUrl,
        }),
        guards,
        limits,
      });
      await api.register(alertRoutes, {
        alerts: createAlertService(createAlertRepository(db, database.engine), taxonomy),
        guards,
        limits,
      });
      await api.register(notificationRoutes, {
        notifications: notifications.service,
        guards,
        limits,
      });
    },
    { prefix: '/api' },
  );
  // The language menu of a page without script (the app switches in place when it runs).
  await app.register(languageRoutes);
  // At the site's root, where crawlers look; routes, so the page fallback never answers them.
  await app.register(seoRoutes, {
    seo: createSeoService({
      seo: createSeoRepository(db, database.engine),
      publicUrl: config.publicUrl,
    }),
    limits,
  });

  const jobs: ScheduledJob[] = [
    { name: 'optimize-database', everyMs: 6 * HOUR_MS, run: () => optimizeDatabase(database) },
    { name: 'expire-sessions', everyMs: HOUR_MS, run: () => sessions.deleteExpired() },
    {
      name: 'remove-archived-accounts',
      everyMs: HOUR_MS,
      run: async () => void (await removeArchivedAccounts(db, media)),
    },
    // Reservations end at their time, "within a minute" (issue 11).
    {
      name: 'expire-reservations',
      everyMs: 60_000,
      run: async () => void (await sales.expireReservations()),
    },
    // The map's counts of days gone by are never read again (migration 0023).
    {
      name: 'purge-map-cells',
      everyMs: 6 * HOUR_MS,
      run: () => mapRepository.purgePastDays(new Date().toISOString().slice(0, 10)),
    },
    {
      name: 'forget-sms-records',
      everyMs: HOUR_MS,
      run: () => forgetOldSmsRecords(db),
    },
    {
      name: 'purge-old-messages',
      everyMs: 6 * HOUR_MS,
      run: async () => void (await threads.purgeOldMessages()),
    },
  ];
  if (config.backupDir) {
    if (database.engine === 'sqlite') {
      const into = config.backupDir;
      jobs.push({
        name: 'backup',
        everyMs: 24 * HOUR_MS,
        run: async () => {
          const folder = await backup(config.dataDir, into);
          await pruneBackups(into, config.backupKeep);
          app.log.info({ folder }, 'daily backup written');
        },
      });
    } else {
      app.log.warn('BACKUP_DIR is for the embedded database; back up PostgreSQL with pg_dump');
    }
  }
  app.decorate('jobs', jobs);
  app.decorate('notifications', notifications.worker);
  if (options.startJobs) {
    const stopJobs = startScheduler(jobs, app.log, (job, outcome) =>
      metrics.jobRuns.inc({ job, outcome }),
    );
    const stopWorker = notifications.worker.start(config.outboxPollMs);
    // Before the database closes (an onClose hook): the round in hand finishes first.
    app.addHook('preClose', async () => {
      stopJobs();
      await stopWorker();
    });
  }

  return app as unknown as App;
}
