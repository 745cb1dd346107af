import pg from 'pg';
import { LiveEndpoint, readWireHeader, type LiveBus, type LiveLogger } from './bus';

/**
 * Live events through PostgreSQL LISTEN/NOTIFY (DATABASE_URL without REDIS_URL), between the
 * processes of one machine and between instances on the same database. Each process holds one
 * connection of its own that LISTENs, and a small pool (at most two) that NOTIFYs.
 *
 * A NOTIFY payload must stay under 8000 bytes; a chat message of 2,000 emoji is 8,000 bytes
 * and more once in JSON. A larger message is written to the live_events table (migration
 * 0017), and the notification carries its wire header and row id instead: a process with a
 * subscriber on that channel reads the row, the others do nothing. Rows are deleted after a
 * minute. Notifications are delivered in order: a small message that comes after a large one
 * waits for the large one's row.
 *
 * When the LISTEN connection drops, it is opened again after a growing pause (0.25 s to 10 s);
 * a query every 15 s finds a connection that died without a word. Events published while it
 * was away are not heard (like Redis pub/sub): a stream that needs them reloads.
 */

export interface PostgresBusOptions {
  databaseUrl: string;
  logger: LiveLogger;
  /** The NOTIFY channel (an identifier: lower case, digits, underscores). */
  notifyChannel?: string;
  /** Names this process's connections in pg_stat_activity (`<name>`, `<name>-notify`). */
  applicationName?: string;
  /** How long start-up waits for LISTEN before going on (it keeps trying in the background). */
  readyTimeoutMs?: number;
}

export const DEFAULT_NOTIFY_CHANNEL = 'palengke_live';
/** PostgreSQL refuses payloads of 8000 bytes or more; this leaves room for its own framing. */
export const MAX_NOTIFY_BYTES = 7_900;
/** A stored message older than this is deleted (and, if still unread, lost). */
const KEEP_STORED_MS = 60_000;
const MIN_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;
const HEARTBEAT_MS = 15_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;
/** A notification that names a stored row starts with this (a wire never does: it starts with hex). */
const STORED = '@';

interface Listening {
  client: pg.Client;
  lose(error?: Error): void;
}

export async function createPostgresBus({
  databaseUrl,
  logger,
  notifyChannel = DEFAULT_NOTIFY_CHANNEL,
  applicationName = 'palengke-live',
  readyTimeoutMs = 5_000,
}: PostgresBusOptions): Promise<LiveBus> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(notifyChannel)) {
    throw new Error(`Not a NOTIFY channel name: ${notifyChannel}`);
  }
  const endpoint = new LiveEndpoint(logger);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 2,
    application_name: `${applicationName}-notify`,
    connectionTimeoutMillis: 5_000,
    // A NOTIFY commits a transaction: these need not wait for the WAL to reach the disk (a
    // crash may lose an event of its last moment, which a live stream can afford).
    options: '-c synchronous_commit=off',
  });
  // A pooled connection that dies is dropped and the next query connects afresh.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));

  // --- Receiving, in the order PostgreSQL delivered the notifications.
  let queue: Promise<void> = Promise.resolve();
  let queued = 0;
  const inOrder = (deliver: () => Promise<void> | void) => {
    queued += 1;
    queue = queue
      .then(deliver)
      .catch((error: unknown) => logger.warn({ err: error }, 'live events: an event was lost'))
      .finally(() => (queued -= 1));
  };

  const onNotification = (payload: string) => {
    if (!payload.startsWith(STORED)) {
      if (queued === 0) endpoint.receive(payload);
      else inOrder(() => endpoint.receive(payload));
      return;
    }
    const reference = payload.slice(STORED.length);
    const header = readWireHeader(reference);
    if (!header || header.origin === endpoint.origin || !endpoint.fanout.has(header.channel)) {
      return;
    }
    const id = Number(reference.slice(header.bodyAt));
    // Read at once, delivered in turn.
    const stored = pool.query<{ payload: string }>(
      'select payload from live_events where id = $1',
      [id],
    );
    stored.catch(() => undefined);
    inOrder(async () => {
      const { rows } = await stored;
      if (rows[0]) endpoint.receive(rows[0].payload);
      else logger.warn({ id, channel: header.channel }, 'live events: a stored event was gone');
    });
  };

  // --- The LISTEN connection, opened again whenever it drops.
  let listening: Listening | undefined;
  let retryDelay = MIN_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let outage = false;

  const reconnectLater = () => {
    if (retryTimer || endpoint.closed) return;
    const delay = retryDelay * (0.8 + Math.random() * 0.4);
    retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void listen();
    }, delay);
    retryTimer.unref();
  };

  const listen = async (): Promise<boolean> => {
    const client = new pg.Client({
      connectionString: databaseUrl,
      application_name: applicationName,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
    });
    let lost = false;
    const lose = (error?: Error) => {
      if (lost) return;
      lost = true;
      client.removeAllListeners('notification');
      client.end().catch(() => undefined);
      if (listening?.client === client) listening = undefined;
      if (endpoint.closed) return;
      if (!outage) {
        outage = true;
        logger.warn({ err: error }, 'live events: the PostgreSQL LISTEN connection dropped');
      }
      reconnectLater();
    };
    client.on('error', lose);
    client.on('end', () => lose(new Error('the connection ended')));
    client.on('notification', (notification) => {
      if (notification.channel === notifyChannel && notification.payload) {
        onNotification(notification.payload);
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${notifyChannel}`);
    } catch (error) {
      lose(error as Error);
      return false;
    }
    if (lost) return false;
    if (endpoint.closed) {
      lost = true;
      await client.end().catch(() => undefined);
      return false;
    }
    listening = { client, lose };
    retryDelay = MIN_RETRY_MS;
    if (outage) {
      outage = false;
      logger.info('live events: LISTENing on PostgreSQL again');
    }
    return true;
  };

  const heartbeat = setInterval(() => {
    const current = listening;
    if (!current) return;
    const timer = setTimeout(
      () => current.lose(new Error('the LISTEN connection did not answer')),
      HEARTBEAT_TIMEOUT_MS,
    );
    current.client
      .query('select 1')
      .then(
        () => undefined,
        (error: Error) => current.lose(error),
      )
      .finally(() => clearTimeout(timer));
  }, HEARTBEAT_MS);
  heartbeat.unref();

  // --- Stored events: whoever stored one deletes the old ones for the next minutes.
  let lastStoredAt = 0;
  const prune = () =>
    pool
      .query(
        `delete from live_events where created_at < now() - interval '${KEEP_STORED_MS} milliseconds'`,
      )
      .catch((error: unknown) =>
        logger.warn({ err: error }, 'live events: old stored events could not be deleted'),
      );
  const pruning = setInterval(() => {
    if (Date.now() - lastStoredAt < 3 * KEEP_STORED_MS) void prune();
  }, KEEP_STORED_MS);
  pruning.unref();

  const first = await Promise.race([
    listen(),
    new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), readyTimeoutMs).unref()),
  ]);
  if (first !== true) {
    logger.warn(
      'live events: PostgreSQL has not answered LISTEN yet; trying again in the background',
    );
  }

  return {
    transport: 'postgres',
    async publish(message) {
      const wire = endpoint.publishHere(message);
      if (Buffer.byteLength(wire) <= MAX_NOTIFY_BYTES) {
        await pool.query('select pg_notify($1, $2)', [notifyChannel, wire]);
        return;
      }
      const header = readWireHeader(wire)!;
      lastStoredAt = Date.now();
      // One statement: the row is committed when the notification is delivered.
      await pool.query(
        `with stored as (
           insert into live_events (payload, created_at) values ($1, now()) returning id
         )
         select pg_notify($2, $3 || stored.id::text) from stored`,
        [wire, notifyChannel, `${STORED}${header.origin}\n${header.channel}\n`],
      );
    },
    subscribe: (channel, listener) => endpoint.subscribe(channel, listener),
    get subscriberCount() {
      return endpoint.fanout.subscriberCount;
    },
    async close() {
      if (endpoint.closed) return;
      endpoint.close();
      clearInterval(heartbeat);
      clearInterval(pruning);
      if (retryTimer) clearTimeout(retryTimer);
      const current = listening;
      listening = undefined;
      if (current) {
        current.client.removeAllListeners('notification');
        await current.client.end().catch(() => undefined);
      }
      await queue;
      await pool.end();
    },
  };
}
