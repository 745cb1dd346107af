import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { App } from '../app';

export interface LiveEvent {
  type: string;
  data: Record<string, unknown>;
}

/** An open stream, read as a browser reads it (fetch with the Bearer header). */
export interface TestStream {
  status: number;
  events: LiveEvent[];
  /** When each of `events` arrived (Date.now()), index for index. */
  arrivedAt: number[];
  /** Resolves once the stream has ended (by the server, or close()). */
  ended: Promise<void>;
  /** The next event of `type` (after those already read with it), waiting up to `timeoutMs`. */
  next(type: string, timeoutMs?: number): Promise<LiveEvent>;
  /** Whether an event of `type` arrives within `ms` (for "nothing arrives" checks). */
  arrivesWithin(type: string, ms: number): Promise<boolean>;
  close(): void;
}

/** The base URL of the app, listening on a free port (once). */
export async function listening(app: App): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bound = app.server.address();
  if (!bound || typeof bound !== 'object') throw new Error('not listening');
  return `http://127.0.0.1:${bound.port}`;
}

export async function openStream(app: App, path: string, token?: string): Promise<TestStream> {
  const base = await listening(app);
  const controller = new AbortController();
  const response = await fetch(`${base}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
  const events: LiveEvent[] = [];
  const arrivedAt: number[] = [];
  const consumed = new Map<string, number>();
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((wake) => wake());
  const parser = createParser({
    onEvent: (event: EventSourceMessage) => {
      events.push({ type: event.event ?? 'message', data: JSON.parse(event.data) });
      arrivedAt.push(Date.now());
      notify();
    },
  });
  let ended: Promise<void> = Promise.resolve();
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    ended = (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parser.feed(value);
        }
      } catch {
        // Aborted by close().
      }
      notify();
    })();
  }

  function waitFor<T>(find: () => T | undefined, timeoutMs: number): Promise<T | undefined> {
    const found = find();
    if (found !== undefined) return Promise.resolve(found);
    return new Promise((resolve) => {
      const wake = () => {
        const value = find();
        if (value === undefined) return;
        cleanup();
        resolve(value);
      };
      const timer = setTimeout(() => {
        cleanup();
        resolve(undefined);
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(wake);
      };
      waiters.add(wake);
    });
  }

  const nextIndex = (type: string) => {
    const from = consumed.get(type) ?? 0;
    const index = events.findIndex((event, i) => i >= from && event.type === type);
    return index === -1 ? undefined : index;
  };

  return {
    status: response.status,
    events,
    arrivedAt,
    ended,
    async next(type, timeoutMs = 5_000) {
      const index = await waitFor(() => nextIndex(type), timeoutMs);
      if (index === undefined) throw new Error(`no ${type} event within ${timeoutMs} ms`);
      consumed.set(type, index + 1);
      return events[index]!;
    },
    async arrivesWithin(type, ms) {
      return (await waitFor(() => nextIndex(type), ms)) !== undefined;
    },
    close: () => controller.abort(),
  };
}
