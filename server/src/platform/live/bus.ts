import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Live events (issue 23): a message published on a channel ('user:<id>', 'post:<id>') reaches
 * every subscriber of that channel in every process of every instance, exactly once. One
 * interface, four transports chosen at start-up (./choose-bus.ts): memory (one process), the
 * cluster's primary (WORKERS processes of one machine), Redis pub/sub, PostgreSQL LISTEN/NOTIFY.
 *
 * Delivery is "here first, echo dropped": publish() hands the message to the subscribers of
 * its own process at once, then sends it out; each process drops what comes back carrying its
 * own origin id. So the publisher's own streams never wait for a round trip to Redis or
 * PostgreSQL, and they still get their events while the broker is away. The price: the order
 * of two messages published at the same moment in two processes may differ between processes
 * (each process's own messages keep their order everywhere). Chat clients order by the
 * message's own time and id anyway.
 *
 * Every transport carries the message as JSON, and the publishing process's subscribers get
 * the same decoded copy as everyone else: a Date arrives as a string everywhere, never as a
 * Date in one process only, and the publisher changing its object afterwards changes nothing.
 * The listeners of one process share one decoded message: they must not change it.
 */

export interface LiveMessage {
  /** 'user:<uuid>', 'post:<uuid>': at most 200 characters, no line break. */
  channel: string;
  type: string;
  /** Anything JSON can carry. */
  data: unknown;
}

export type LiveListener = (message: LiveMessage) => void;

export type LiveTransport = 'memory' | 'cluster' | 'redis' | 'postgres';

export interface LiveBus {
  readonly transport: LiveTransport;
  /**
   * Reaches every subscriber of message.channel in every process exactly once. This process's
   * subscribers are called before it returns; it resolves once the message has left the
   * process (Redis or PostgreSQL took it, or it went to the primary), and rejects when it
   * could not, in which case only this process's subscribers had it.
   */
  publish(message: LiveMessage): Promise<void>;
  /**
   * Effective at once: a message published anywhere after this returns reaches the listener.
   * Returns the unsubscribe function (calling it twice is harmless).
   */
  subscribe(channel: string, listener: LiveListener): () => void;
  /** Subscriptions in this process (a gauge for metrics). */
  readonly subscriberCount: number;
  /** Stops receiving and closes the transport's connections; publish() then rejects. */
  close(): Promise<void>;
}

export type LiveLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export const MAX_CHANNEL_LENGTH = 200;

export function assertChannel(channel: string) {
  if (
    typeof channel !== 'string' ||
    channel.length === 0 ||
    channel.length > MAX_CHANNEL_LENGTH ||
    channel.includes('\n')
  ) {
    throw new Error(`Not a live channel name: ${JSON.stringify(channel)}`);
  }
}

interface Subscription {
  listener: LiveListener;
}

/**
 * The subscribers of one process: a Set per channel, so that thousands of idle subscriptions
 * cost a Map entry each and a message touches only its own channel's listeners. Each
 * subscription is its own entry: one function subscribed twice is called twice.
 */
export class LocalFanout {
  private readonly channels = new Map<string, Set<Subscription>>();
  private count = 0;

  constructor(private readonly logger: LiveLogger) {}

  subscribe(channel: string, listener: LiveListener): () => void {
    assertChannel(channel);
    let subscriptions = this.channels.get(channel);
    if (!subscriptions) {
      subscriptions = new Set();
      this.channels.set(channel, subscriptions);
    }
    const subscription: Subscription = { listener };
    subscriptions.add(subscription);
    this.count += 1;
    return () => {
      const current = this.channels.get(channel);
      if (!current?.delete(subscription)) return;
      this.count -= 1;
      if (current.size === 0) this.channels.delete(channel);
    };
  }

  has(channel: string): boolean {
    return this.channels.has(channel);
  }

  get subscriberCount(): number {
    return this.count;
  }

  get channelCount(): number {
    return this.channels.size;
  }

  /** Calls each listener of the channel; one that throws (or rejects) stops none of the others. */
  dispatch(message: LiveMessage): void {
    const subscriptions = this.channels.get(message.channel);
    if (!subscriptions) return;
    // A copy: a listener may unsubscribe itself or subscribe another while this runs, and a
    // subscription made during the dispatch must not get a message published before it.
    for (const subscription of [...subscriptions]) {
      try {
        const result = subscription.listener(message) as unknown;
        if (result instanceof Promise)
          result.catch((error: unknown) => this.failed(error, message));
      } catch (error) {
        this.failed(error, message);
      }
    }
  }

  clear(): void {
    this.channels.clear();
    this.count = 0;
  }

  private failed(error: unknown, message: LiveMessage) {
    this.logger.error(
      { err: error, channel: message.channel, type: message.type },
      'a live event listener failed',
    );
  }
}

/** A random id naming one bus (one process): what comes back with it is its own echo. */
export const newOrigin = () => crypto.randomBytes(8).toString('hex');

/**
 * The wire form, the same for every transport: `origin \n channel \n {"type","data"}`. The
 * header is read without parsing the JSON, so a process drops its own echoes and the messages
 * of channels it has no subscriber for (most of them, with one Redis channel for all) at the
 * cost of two indexOf calls.
 */
export function encodeWire(origin: string, message: LiveMessage): string {
  assertChannel(message.channel);
  if (typeof message.type !== 'string') throw new Error('A live message needs a string type');
  const body = JSON.stringify({ type: message.type, data: message.data ?? null });
  return `${origin}\n${message.channel}\n${body}`;
}

export interface WireHeader {
  origin: string;
  channel: string;
  /** Where the JSON body starts. */
  bodyAt: number;
}

export function readWireHeader(wire: string): WireHeader | undefined {
  const first = wire.indexOf('\n');
  if (first <= 0) return undefined;
  const second = wire.indexOf('\n', first + 1);
  if (second <= first + 1) return undefined;
  return {
    origin: wire.slice(0, first),
    channel: wire.slice(first + 1, second),
    bodyAt: second + 1,
  };
}

export function decodeWireBody(wire: string, header: WireHeader): LiveMessage {
  const body = JSON.parse(wire.slice(header.bodyAt)) as { type?: unknown; data?: unknown };
  if (typeof body?.type !== 'string') throw new Error('a live message without a type');
  return { channel: header.channel, type: body.type, data: body.data ?? null };
}

/**
 * A process's end of a transport: delivers its own messages here at once, and messages from
 * elsewhere when their channel has a subscriber here.
 */
export class LiveEndpoint {
  readonly origin = newOrigin();
  readonly fanout: LocalFanout;
  closed = false;

  constructor(readonly logger: LiveLogger) {
    this.fanout = new LocalFanout(logger);
  }

  /** Encodes, delivers here, and returns the wire text to send to the other processes. */
  publishHere(message: LiveMessage): string {
    if (this.closed) throw new Error('the live event bus is closed');
    const wire = encodeWire(this.origin, message);
    if (this.fanout.has(message.channel)) {
      const header = readWireHeader(wire)!;
      this.fanout.dispatch(decodeWireBody(wire, header));
    }
    return wire;
  }

  /** A message from the other processes (or this one's own echo, dropped). */
  receive(wire: string): void {
    if (this.closed) return;
    const header = readWireHeader(wire);
    if (!header) {
      this.logger.warn({ length: wire.length }, 'a live event that is not one was dropped');
      return;
    }
    if (header.origin === this.origin || !this.fanout.has(header.channel)) return;
    let message: LiveMessage;
    try {
      message = decodeWireBody(wire, header);
    } catch (error) {
      this.logger.warn(
        { err: error, channel: header.channel },
        'an unreadable live event was dropped',
      );
      return;
    }
    this.fanout.dispatch(message);
  }

  subscribe(channel: string, listener: LiveListener): () => void {
    if (this.closed) throw new Error('the live event bus is closed');
    return this.fanout.subscribe(channel, listener);
  }

  close(): void {
    this.closed = true;
    this.fanout.clear();
  }
}
