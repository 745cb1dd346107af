import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { readMapTiles, type MapTiles } from './features/posts/map-tiles';

/** Environment variables the server reads, validated once at start-up. See docs/configuration.md. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Palengke <no-reply@palengke.local>'),
  ADMIN_EMAILS: z.string().default(''),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).default('false'),
  RATE_LIMIT_FACTOR: z.coerce.number().positive().max(1000).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).default('false'),
  S3_PUBLIC_URL: z.url().optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: URL')
    .optional(),
  PUSH_ENDPOINT_ORIGINS: z.string().default(''),
  LIVE_HEARTBEAT_S: z.coerce.number().min(0.05).max(3_600).default(25),
  LIVE_SESSION_CHECK_S: z.coerce.number().min(0.05).max(3_600).default(5),
  LIVE_MAX_STREAMS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  MESSAGE_EMAIL_DELAY_S: z.coerce
    .number()
    .min(0)
    .max(7 * 86_400)
    .default(900),
  RESERVATION_EMAIL_WINDOW_S: z.coerce
    .number()
    .min(0)
    .max(7 * 86_400)
    .default(600),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SQLITE_SYNCHRONOUS: z.enum(['FULL', 'NORMAL']).default('FULL'),
  MAP_TILE_URL: z.string().optional(),
  MAP_TILE_ATTRIBUTION: z.string().optional(),
  ALERT_DIGEST_S: z.coerce
    .number()
    .min(0)
    .max(7 * 86_400)
    .default(3600),
  SMS_PROVIDER: z.enum(['semaphore', 'webhook', 'none']).default('none'),
  SEMAPHORE_API_KEY: z.string().min(8).optional(),
  // Semaphore allows registered sender names of up to 11 characters.
  SEMAPHORE_SENDER_NAME: z
    .string()
    .regex(/^[A-Za-z0-9 ]{1,11}$/, 'must be 1 to 11 letters, digits or spaces')
    .optional(),
  SEMAPHORE_API_URL: z.url().default('https://api.semaphore.co/api/v4/messages'),
  SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SMS_DAILY_LIMIT: z.coerce.number().int().min(0).max(10_000_000).default(1000),
  MESSAGE_SMS_DELAY_S: z.coerce
    .number()
    .min(0)
    .max(7 * 86_400)
    .default(1800),
});

type Env = z.infer<typeof envSchema>;

/** S3-compatible object storage for media (DESIGN: media in object storage past one machine). */
export interface S3Config {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, Spaces); AWS itself when absent. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Absent: the SDK's own chain (AWS_* variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Where browsers read the objects: the bucket itself or a CDN in front of it. */
  publicUrl: string;
}

/** Where SMS go (issue 37): a provider, or none (written to DATA_DIR/outbox/ and logged). */
export type SmsConfig =
  | { provider: 'semaphore'; apiKey: string; senderName: string | undefined; apiUrl: string }
  | { provider: 'webhook'; url: string; token: string | undefined }
  | { provider: 'none' };

export type AppConfig = {
  port: number;
  /** Server processes sharing the port (node:cluster); 1 runs the server in this process. */
  workers: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  redisUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** Media go to object storage when set, else to DATA_DIR/media. */
  s3: S3Config | undefined;
  /** Behind a load balancer: take the client's address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Multiplies every rate limit; above 1 only for test servers that sign many people up. */
  rateLimitFactor: number;
  /** Folder of the built web app; absent in API-only tests. */
  webDistDir: string | undefined;
  /** Web Push: keys from the environment, or generated once and kept in the database. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** Who push services contact about this sender (mailto: or https:). */
  vapidSubject: string;
  /** Push services besides the public ones that subscriptions may point at (tests). */
  pushEndpointOrigins: string[];
  /** Live streams (issue 23): a comment this often keeps proxies from closing an idle one. */
  liveHeartbeatMs: number;
  /** How often open streams' sessions are checked: a revoked or banned one ends by then. */
  liveSessionCheckMs: number;
  /** Streams one process holds at most; the next is answered 503 with Retry-After. */
  liveMaxStreams: number;
  /** How long a message stays unread before its recipient gets an email. */
  messageEmailDelayMs: number;
  /** At most one reservation email per thread in this time, telling the hold as it is then. */
  reservationEmailWindowMs: number;
  /** How often the notification worker looks for due events. */
  outboxPollMs: number;
  /** At most one food alert email per person in this time. */
  alertDigestMs: number;
  /** SQLite's sync on commit: FULL (durable on power loss) or NORMAL (faster). */
  sqliteSynchronous: 'FULL' | 'NORMAL';
  /** Daily backups of the embedded database go here (the newest `backupKeep` are kept). */
  backupDir: string | undefined;
  backupKeep: number;
  /** GET /metrics answers only with this bearer token; unset, it is off. */
  metricsToken: string | undefined;
  sms: SmsConfig;
  /** SMS the whole server sends in a day (UTC) at most; past it codes answer 503. */
  smsDailyLimit: number;
  /** How long a message stays unread before a phone-only recipient gets an SMS. */
  messageSmsDelayMs: number;
  /** The map view's tiles and their attribution (issue 38); null: MAP_TILE_URL=off. */
  mapTiles: MapTiles | null;
};

export class ConfigError extends Error {}

const isTrue = (value: string) => value === 'true' || value === '1';

/** The S3 settings, or a list of what is wrong with them. */
function readS3(e: Env): S3Config | undefined | string[] {
  const setWithoutBucket = (
    ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const
  ).filter((name) => e[name] !== undefined);
  if (!e.S3_BUCKET) {
    return setWithoutBucket.length
      ? [`S3_BUCKET: is required when ${setWithoutBucket.join(', ')} is set`]
      : undefined;
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    return ['S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'];
  }
  const forcePathStyle = isTrue(e.S3_FORCE_PATH_STYLE);
  const endpoint = e.S3_ENDPOINT?.replace(/\/+$/, '');
  const bucketUrl = endpoint
    ? forcePathStyle
      ? `${endpoint}/${e.S3_BUCKET}`
      : endpoint.replace('://', `://${e.S3_BUCKET}.`)
    : `https://${e.S3_BUCKET}.s3.${e.S3_REGION}.amazonaws.com`;
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint,
    forcePathStyle,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: (e.S3_PUBLIC_URL ?? bucketUrl).replace(/\/+$/, ''),
  };
}

/** The VAPID settings, or what is wrong with them: both keys or neither. */
function readVapid(e: Env): AppConfig['vapid'] | string[] {
  if (!e.VAPID_PUBLIC_KEY && !e.VAPID_PRIVATE_KEY) return undefined;
  if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY) {
    return ['VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together'];
  }
  return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
}

/** The SMS provider's settings, or what is missing for the chosen one. */
function readSms(e: Env): SmsConfig | string[] {
  if (e.SMS_PROVIDER === 'semaphore') {
    if (!e.SEMAPHORE_API_KEY) return ['SEMAPHORE_API_KEY: is required when SMS_PROVIDER=semaphore'];
    return {
      provider: 'semaphore',
      apiKey: e.SEMAPHORE_API_KEY,
      senderName: e.SEMAPHORE_SENDER_NAME,
      apiUrl: e.SEMAPHORE_API_URL,
    };
  }
  if (e.SMS_PROVIDER === 'webhook') {
    if (!e.SMS_WEBHOOK_URL) return ['SMS_WEBHOOK_URL: is required when SMS_PROVIDER=webhook'];
    return { provider: 'webhook', url: e.SMS_WEBHOOK_URL, token: e.SMS_WEBHOOK_TOKEN };
  }
  return { provider: 'none' };
}

/** PUSH_ENDPOINT_ORIGINS as origins, or the entries that are not https origins. */
function readOrigins(list: string): string[] | { bad: string[] } {
  const entries = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => {
    try {
      const url = new URL(entry);
      return url.protocol !== 'https:' || url.origin !== entry.replace(/\/+$/, '');
    } catch {
      return true;
    }
  });
  return bad.length ? { bad } : entries.map((entry) => new URL(entry).origin);
}

/** Reads and validates the environment; a bad value stops start-up naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings mean "unset" so that `FOO= npm start` behaves like no FOO at all.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const s3 = readS3(e);
  if (Array.isArray(s3)) throw new ConfigError(`Invalid environment: ${s3.join('; ')}`);
  const vapid = readVapid(e);
  if (Array.isArray(vapid)) throw new ConfigError(`Invalid environment: ${vapid.join('; ')}`);
  const origins = readOrigins(e.PUSH_ENDPOINT_ORIGINS);
  if ('bad' in origins) {
    throw new ConfigError(
      `Invalid environment: PUSH_ENDPOINT_ORIGINS: not https origins: ${origins.bad.join(', ')}`,
    );
  }
  const sms = readSms(e);
  if (Array.isArray(sms)) throw new ConfigError(`Invalid environment: ${sms.join('; ')}`);
  const mapTiles = readMapTiles(e.MAP_TILE_URL, e.MAP_TILE_ATTRIBUTION);
  if (Array.isArray(mapTiles)) {
    throw new ConfigError(`Invalid environment: ${mapTiles.join('; ')}`);
  }
  const sender = e.MAIL_FROM.match(/<([^>]+)>/)?.[1] ?? e.MAIL_FROM;
  return {
    port: e.PORT,
    workers: e.WORKERS ?? os.availableParallelism(),
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: isTrue(e.TRUST_PROXY),
    s3,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    webDistDir: path.resolve('dist/web'),
    vapid,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${sender.trim()}`,
    pushEndpointOrigins: origins,
    liveHeartbeatMs: e.LIVE_HEARTBEAT_S * 1000,
    liveSessionCheckMs: e.LIVE_SESSION_CHECK_S * 1000,
    liveMaxStreams: e.LIVE_MAX_STREAMS,
    messageEmailDelayMs: e.MESSAGE_EMAIL_DELAY_S * 1000,
    reservationEmailWindowMs: e.RESERVATION_EMAIL_WINDOW_S * 1000,
    outboxPollMs: e.OUTBOX_POLL_MS,
    alertDigestMs: e.ALERT_DIGEST_S * 1000,
    sqliteSynchronous: e.SQLITE_SYNCHRONOUS,
    backupDir: e.BACKUP_DIR === undefined ? undefined : path.resolve(e.BACKUP_DIR),
    backupKeep: e.BACKUP_KEEP,
    metricsToken: e.METRICS_TOKEN,
    sms,
    smsDailyLimit: e.SMS_DAILY_LIMIT,
    messageSmsDelayMs: e.MESSAGE_SMS_DELAY_S * 1000,
    mapTiles,
  };
}
