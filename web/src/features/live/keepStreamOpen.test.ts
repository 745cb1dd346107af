import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READY_TIMEOUT_MS, RECONNECT_MAX_MS, SILENCE_LIMIT_MS } from './config';
import { keepStreamOpen, type KeptStream } from './keepStreamOpen';
import type { LiveStatus } from './liveStatus';
import { openEventStream } from './openEventStream';

/** A server's answer the test writes to, closed (as a real fetch's) when its request aborts. */
function serverStream(init: RequestInit | undefined) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  init?.signal?.addEventListener('abort', () =>
    controller.error(new DOMException('aborted', 'AbortError')),
  );
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
  };
}

type Server = ReturnType<typeof serverStream>;

function harness(answer: (server: Server, call: number) => Response | void) {
  const statuses: LiveStatus[] = [];
  const readies: boolean[] = [];
  const events: string[] = [];
  const servers: Server[] = [];
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    const server = serverStream(init);
    servers.push(server);
    return answer(server, servers.length) ?? server.response;
  });
  let headers: Record<string, string> | null = { Authorization: 'Bearer t' };
  const stream: KeptStream = {
    url: '/api/events',
    open: (attempt) => openEventStream({ ...attempt, fetch: fetchMock as unknown as typeof fetch }),
    headers: () => headers,
    events: ['unread'],
    onStatus: (status) => statuses.push(status),
    onReady: (again) => readies.push(again),
    onEvent: (message) => events.push(`${message.event}:${message.data}`),
    random: () => 1,
  };
  const stop = keepStreamOpen(stream);
  return {
    statuses,
    readies,
    events,
    servers,
    fetchMock,
    stop,
    signOut: () => (headers = null),
    last: () => servers[servers.length - 1]!,
  };
}

const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('keepStreamOpen', () => {
  it('is live once ready, passes events on, and after a drop reconnects as a gap', async () => {
    const h = harness(() => undefined);
    await tick();
    expect(h.statuses).toEqual(['connecting']);
    h.last().write(
      'event: ready\ndata: {}\n\n: hb\n\nevent: unread\ndata: {"count":1}\n\nevent: other\ndata: {}\n\n',
    );
    await tick();
    expect(h.statuses).toEqual(['connecting', 'live']);
    expect(h.readies).toEqual([false]);
    expect(h.events).toEqual(['unread:{"count":1}']);

    h.last().close();
    await tick();
    expect(h.statuses.at(-1)).toBe('connecting');
    await tick(1_000);
    expect(h.fetchMock).toHaveBeenCalledTimes(2);
    expect(h.fetchMock.mock.calls[1]![1]?.headers).toMatchObject({
      Authorization: 'Bearer t',
      Accept: 'text/event-stream',
    });
    h.last().write('event: ready\ndata: {}\n\n');
    await tick();
    expect(h.readies).toEqual([false, true]);
    expect(h.statuses.at(-1)).toBe('live');
    h.stop();
  });

  it.each([401, 404])('stops for good on a %i, as down', async (status) => {
    const h = harness(() => new Response('{}', { status }));
    await tick(RECONNECT_MAX_MS * 4);
    expect(h.fetchMock).toHaveBeenCalledTimes(1);
    expect(h.statuses).toEqual(['connecting', 'down']);
  });

  it('waits the longest when the server closed it for a newer tab of the same person', async () => {
    const h = harness((server, call) => {
      if (call > 1) return;
      server.write('event: ready\ndata: {}\n\nevent: end\ndata: {"reason":"too_many_streams"}\n\n');
      server.close();
    });
    await tick();
    expect(h.statuses).toEqual(['connecting', 'live', 'down']);
    await tick(RECONNECT_MAX_MS - 1);
    expect(h.fetchMock).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(h.fetchMock).toHaveBeenCalledTimes(2);
    h.stop();
  });

  it('stops when the server ends the stream for a revoked session', async () => {
    const h = harness((server) => {
      server.write('event: ready\ndata: {}\n\nevent: end\ndata: {"reason":"signed_out"}\n\n');
      server.close();
    });
    await tick(RECONNECT_MAX_MS * 4);
    expect(h.fetchMock).toHaveBeenCalledTimes(1);
    expect(h.statuses).toEqual(['connecting', 'live', 'down']);
  });

  it('is down at once when ready does not come in time (a buffering proxy), and retries later', async () => {
    const h = harness(() => undefined);
    await tick(READY_TIMEOUT_MS);
    expect(h.statuses).toEqual(['connecting', 'down']);
    expect(h.fetchMock).toHaveBeenCalledTimes(1);
    await tick(RECONNECT_MAX_MS - 1);
    expect(h.fetchMock).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(h.fetchMock).toHaveBeenCalledTimes(2);
    h.stop();
  });

  it('is down after several refusals in a row, retrying with growing delays', async () => {
    const h = harness(() => new Response('busy', { status: 503 }));
    await tick();
    expect(h.statuses).toEqual(['connecting']);
    await tick(1_000); // second attempt
    await tick(2_000); // third
    expect(h.fetchMock).toHaveBeenCalledTimes(3);
    expect(h.statuses).toEqual(['connecting', 'down']);
    await tick(3_999);
    expect(h.fetchMock).toHaveBeenCalledTimes(3);
    await tick(1);
    expect(h.fetchMock).toHaveBeenCalledTimes(4);
    h.stop();
  });

  it('reconnects a stream that went silent (no heartbeat)', async () => {
    const h = harness((server, call) => {
      if (call === 1) server.write('event: ready\ndata: {}\n\n');
    });
    await tick();
    expect(h.statuses.at(-1)).toBe('live');
    await tick(SILENCE_LIMIT_MS);
    expect(h.statuses.at(-1)).toBe('connecting');
    await tick(1_000);
    expect(h.fetchMock).toHaveBeenCalledTimes(2);
    h.stop();
  });

  it('does not reconnect once signed out', async () => {
    const h = harness((server) => server.close());
    await tick();
    h.signOut();
    await tick(RECONNECT_MAX_MS);
    expect(h.fetchMock).toHaveBeenCalledTimes(1);
    expect(h.statuses.at(-1)).toBe('down');
  });

  it('closes the connection when stopped, reporting nothing more', async () => {
    const h = harness((server) => server.write('event: ready\ndata: {}\n\n'));
    await tick();
    h.stop();
    await tick(RECONNECT_MAX_MS);
    expect(h.fetchMock).toHaveBeenCalledTimes(1);
    expect(h.statuses).toEqual(['connecting', 'live']);
    const signal = h.fetchMock.mock.calls[0]![1]?.signal;
    expect(signal?.aborted).toBe(true);
  });
});
