import crypto from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { LiveBus, LiveLogger, LiveMessage } from '../../platform/live/bus';
import {
  createMemoryLimits,
  type Lease,
  type StreamLeases,
} from '../../platform/live/stream-leases';
import { userChannel } from './publisher';
import { endsSession, SESSIONS_ENDED } from './sessions-ended';

/**
 * The Server-Sent Events streams this process holds (issue 23): one per signed-in tab on
 * `user:{id}`, one per open post page on `post:{id}`. Each listens to its channel on the
 * bus, writes what arrives, and is kept alive by one shared heartbeat; a person's streams
 * are checked against their session on one shared timer, so 5,000 idle streams cost two
 * timers, not 10,000, and neither holds the event loop for long (bench:live).
 *
 * A person's streams are counted across every process and instance (their leases, in the
 * store the processes share: platform/live/stream-leases.ts); the stream a newer one pushes
 * out is closed by whichever process holds it, asked on the person's channel.
 */

/** At most this many streams per person: an eleventh closes their oldest (issue 23). */
export const STREAMS_PER_PERSON = 10;
/** At most this many public streams (post pages) per client address: one fills no server. */
export const PUBLIC_STREAMS_PER_ADDRESS = 20;
/**
 * Output a stream may have waiting for its client (in Node's buffers, past the kernel's)
 * before it is closed. A client that stops reading would otherwise have the server keep every
 * frame for it, for good; closed, a live tab reconnects and refetches as after any gap.
 */
export const MAX_BUFFERED_BYTES = 256 * 1024;
/** Asked to wait this long when the process, or the address, holds all the streams it may. */
const RETRY_AFTER_S = 30;
/** Sessions are looked up this many at a time, with a turn of the event loop between. */
const SESSION_CHECK_BATCH = 500;
/**
 * The heartbeat interval is cut in this many slots, each stream in one: 5,000 writes at the
 * same instant held the event loop for ~150 ms (bench:live); a tenth at a time does not.
 */
const HEARTBEAT_SLOTS = 10;
/**
 * A bus message on a person's channel: "close your stream `streamId` of this person" (a newer
 * stream elsewhere pushed it out). Handled by the registry, never written to a stream.
 */
export const CLOSE_STREAM = 'close_stream';

export interface StreamOwner {
  userId: string;
  /** The session's token hash: the stream ends when the session does. */
  tokenHash: string;
}

interface Stream {
  /** Random: names the stream to the other processes. */
  id: string;
  response: ServerResponse;
  /** Which tenth of the heartbeat interval writes this stream's heartbeat. */
  slot: number;
  owner: StreamOwner | null;
  /** A signed-in person's stream holds a lease in the shared count. */
  lease: Lease | null;
  /** A public stream's client address. */
  address: string | null;
  /**
   * The stream's own count of its frames (`id:`), from 1: a counter shared by every stream
   * would tell each reader how much happens on the whole site.
   */
  nextEventId: number;
  unsubscribe: () => void;
  /** What the stream's events are filtered by: true to write the event. */
  accepts: (message: LiveMessage) => boolean;
}

export interface StreamRegistryOptions {
  bus: LiveBus;
  logger: LiveLogger;
  heartbeatMs: number;
  sessionCheckMs: number;
  maxStreams: number;
  /** Of these token hashes, the sessions still allowed to stream. */
  stillAllowed: (tokenHashes: string[]) => Promise<Set<string>>;
  /** Where each person's streams are counted across processes; this process alone if absent. */
  leases?: StreamLeases;
  /** How often this process renews its streams' leases (the heartbeat interval if absent). */
  leaseRenewMs?: number;
  /** MAX_BUFFERED_BYTES unless given (tests). */
  maxBufferedBytes?: number;
  /** PUBLIC_STREAMS_PER_ADDRESS unless given (tests). */
  publicPerAddress?: number;
}

export interface OpenStream {
  response: ServerResponse;
  channel: string;
  owner: StreamOwner | null;
  /** The client's address: what a public stream (no owner) is counted by. */
  address?: string;
  accepts?: (message: LiveMessage) => boolean;
}

/** The process holds all the streams it may, or all visitors may: answered 503. */
export class StreamsFull extends Error {
  readonly retryAfterS = RETRY_AFTER_S;
}

/** One address holds all the public streams it may: answered 429. */
export class TooManyFromAddress extends Error {
  readonly retryAfterS = RETRY_AFTER_S;
}

/** One SSE frame. JSON has no raw newline, so `data:` is one line. */
export function frame(type: string, data: unknown, id: number): string {
  return `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function createStreamRegistry(options: StreamRegistryOptions) {
  const { bus, logger } = options;
  const maxBufferedBytes = options.maxBufferedBytes ?? MAX_BUFFERED_BYTES;
  const publicPerAddress = options.publicPerAddress ?? PUBLIC_STREAMS_PER_ADDRESS;
  // Visitors never hold more than half: signed-in people can always open their own streams.
  const visitorShare = Math.floor(options.maxStreams / 2);
  const leaseRenewMs = options.leaseRenewMs ?? options.heartbeatMs;
  const leases = options.leases ?? createMemoryLimits(leaseRenewMs).leases;
  const streams = new Set<Stream>();
  const byId = new Map<string, Stream>();
  /** Each person's streams in this process, oldest first. */
  const byPerson = new Map<string, Stream[]>();
  /** The streams of each session, for the session check. */
  const bySession = new Map<string, Set<Stream>>();
  /** Public streams per client address. */
  const byAddress = new Map<string, number>();
  let publicStreams = 0;
  const slots = Array.from({ length: HEARTBEAT_SLOTS }, () => new Set<Stream>());
  let nextSlot = 0;
  let tick = 0;
  let lastOpenedAt = 0;

  const heartbeat = setInterval(() => {
    tick = (tick + 1) % HEARTBEAT_SLOTS;
    for (const stream of slots[tick]!) send(stream, ': hb\n\n');
  }, options.heartbeatMs / HEARTBEAT_SLOTS);
  heartbeat.unref();

  let checking = false;
  const sessionCheck = setInterval(() => {
    if (checking) return;
    checking = true;
    void endRevokedSessions()
      .catch((error: unknown) => logger.warn({ err: error }, 'live: session check failed'))
      .finally(() => (checking = false));
  }, options.sessionCheckMs);
  sessionCheck.unref();

  const renewal = setInterval(() => {
    const held: Lease[] = [];
    for (const own of byPerson.values()) for (const stream of own) held.push(stream.lease!);
    leases.renew(held);
  }, leaseRenewMs);
  renewal.unref();

  /**
   * Writes to the stream, minding write()'s answer: past the bound, the client is not reading
   * (or cannot keep up), and its stream is dropped rather than kept in memory frame by frame.
   */
  function send(stream: Stream, text: string) {
    if (stream.response.write(text)) return;
    if (stream.response.writableLength > maxBufferedBytes) end(stream, 'too_slow', true);
  }

  /** Ends the stream; `abort`: drop the connection and what waits in it, without a last frame. */
  function end(stream: Stream, reason: string, abort = false) {
    if (!streams.delete(stream)) return;
    byId.delete(stream.id);
    stream.unsubscribe();
    slots[stream.slot]!.delete(stream);
    if (stream.owner) {
      const same = bySession.get(stream.owner.tokenHash);
      same?.delete(stream);
      if (same?.size === 0) bySession.delete(stream.owner.tokenHash);
      const own = byPerson.get(stream.owner.userId)?.filter((other) => other !== stream) ?? [];
      if (own.length > 0) byPerson.set(stream.owner.userId, own);
      else byPerson.delete(stream.owner.userId);
      leases.release(stream.lease!);
    } else {
      publicStreams -= 1;
      const key = stream.address ?? '';
      const left = (byAddress.get(key) ?? 1) - 1;
      if (left > 0) byAddress.set(key, left);
      else byAddress.delete(key);
    }
    if (abort) stream.response.destroy();
    else if (!stream.response.writableEnded) {
      stream.response.end(frame('end', { reason }, stream.nextEventId++));
    }
  }

  /** The streams a newer one pushed out of the person's count: here, or wherever they are. */
  function closePushedOut(userId: string, streamIds: string[]) {
    for (const streamId of streamIds) {
      const here = byId.get(streamId);
      if (here) {
        end(here, 'too_many_streams');
        continue;
      }
      bus
        .publish({ channel: userChannel(userId), type: CLOSE_STREAM, data: { streamId } })
        .catch((error: unknown) => logger.warn({ err: error }, 'live: a close request failed'));
    }
  }

  async function endRevokedSessions() {
    const hashes = [...bySession.keys()];
    for (let start = 0; start < hashes.length; start += SESSION_CHECK_BATCH) {
      const batch = hashes.slice(start, start + SESSION_CHECK_BATCH);
      const allowed = await options.stillAllowed(batch);
      for (const hash of batch) {
        if (allowed.has(hash)) continue;
        for (const stream of [...(bySession.get(hash) ?? [])]) end(stream, 'signed_out');
      }
      // SQLite answers synchronously: the requests waiting meanwhile get a turn.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  return {
    /**
     * Starts a stream on `response`: the headers that keep proxies from buffering it, a
     * `ready` event, then every event of its channel. Throws StreamsFull at the process's
     * cap (or the visitors' half of it), TooManyFromAddress at an address's public streams.
     */
    open({ response, channel, owner, address, accepts = () => true }: OpenStream) {
      if (streams.size >= options.maxStreams) throw new StreamsFull();
      if (!owner) {
        if (publicStreams >= visitorShare) throw new StreamsFull();
        if ((byAddress.get(address ?? '') ?? 0) >= publicPerAddress) {
          throw new TooManyFromAddress();
        }
      }
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // nginx buffers a proxied answer unless told not to (README: reverse proxy).
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      const stream: Stream = {
        id: crypto.randomUUID(),
        response,
        slot: nextSlot++ % HEARTBEAT_SLOTS,
        owner,
        lease: null,
        address: owner ? null : (address ?? ''),
        nextEventId: 1,
        accepts,
        unsubscribe: () => undefined,
      };
      stream.unsubscribe = bus.subscribe(channel, (message) => {
        if (!streams.has(stream)) return;
        // Not an event: the person signed out (./sessions-ended.ts), in whichever process.
        if (message.type === SESSIONS_ENDED) {
          if (owner && endsSession(message, owner.tokenHash)) end(stream, 'signed_out');
          return;
        }
        // Not an event either: a newer stream of the person's pushed this one out.
        if (message.type === CLOSE_STREAM) {
          const { streamId } = (message.data ?? {}) as { streamId?: unknown };
          if (streamId === stream.id) end(stream, 'too_many_streams');
          return;
        }
        if (!stream.accepts(message)) return;
        send(stream, frame(message.type, message.data, stream.nextEventId++));
      });
      streams.add(stream);
      byId.set(stream.id, stream);
      slots[stream.slot]!.add(stream);
      response.once('close', () => end(stream, 'closed'));
      if (owner) {
        const same = bySession.get(owner.tokenHash) ?? new Set<Stream>();
        bySession.set(owner.tokenHash, same.add(stream));
        const own = [...(byPerson.get(owner.userId) ?? []), stream];
        byPerson.set(owner.userId, own);
        // Strictly increasing here, so this process's streams keep their order in the count.
        lastOpenedAt = Math.max(Date.now(), lastOpenedAt + 1);
        stream.lease = { userId: owner.userId, streamId: stream.id, openedAt: lastOpenedAt };
        // An eleventh tab: the oldest stream goes, its tab falls back and reconnects. This
        // process's own count first (it stands when the shared store does not answer)...
        if (own.length > STREAMS_PER_PERSON) end(own[0]!, 'too_many_streams');
        // ...then the count of every process.
        void leases
          .take(stream.lease, STREAMS_PER_PERSON)
          .then((pushedOut) => closePushedOut(owner.userId, pushedOut))
          .catch((error: unknown) => logger.warn({ err: error }, 'live: a stream lease failed'));
      } else {
        publicStreams += 1;
        byAddress.set(stream.address!, (byAddress.get(stream.address!) ?? 0) + 1);
      }
      send(stream, frame('ready', {}, stream.nextEventId++));
    },

    /** Every stream ends (the server is stopping): each tab reconnects to another process. */
    closeAll(reason: string) {
      for (const stream of [...streams]) end(stream, reason);
    },

    /** A person's streams end at once (they signed out everywhere, or were banned). */
    endFor(userId: string, reason: string) {
      for (const stream of byPerson.get(userId) ?? []) end(stream, reason);
    },

    get size() {
      return streams.size;
    },

    /** Output waiting for the clients of every stream, in bytes (tests, metrics). */
    get bufferedBytes() {
      let total = 0;
      for (const stream of streams) total += stream.response.writableLength;
      return total;
    },

    stop() {
      clearInterval(heartbeat);
      clearInterval(sessionCheck);
      clearInterval(renewal);
      this.closeAll('stopping');
    },
  };
}

export type StreamRegistry = ReturnType<typeof createStreamRegistry>;
