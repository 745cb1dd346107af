import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READY_TIMEOUT_MS } from './config';
import { openEventSource } from './openEventSource';
import type { StreamEnd } from './streamAttempt';

/** Stands in for the browser's EventSource: the test dispatches what the server would send. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
  }
  send(type: string, data = '{}') {
    this.dispatchEvent(new MessageEvent(type, { data, lastEventId: '7' }));
  }
}

function open() {
  const stop = new AbortController();
  const events: string[] = [];
  let readies = 0;
  let result: StreamEnd | undefined;
  void openEventSource({
    url: '/api/posts/p1/events',
    headers: {},
    events: ['post'],
    stop: stop.signal,
    onReady: () => (readies += 1),
    onEvent: (message) => events.push(`${message.event}:${message.data}`),
    EventSource: FakeEventSource as unknown as typeof EventSource,
  }).then((end) => (result = end));
  return { stop, events, readies: () => readies, result: () => result };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('openEventSource', () => {
  it('passes the wanted events on once ready, and closes on the first error', async () => {
    const attempt = open();
    const source = FakeEventSource.last;
    source.send('ready');
    source.send('post', '{"qty":1}');
    source.send('other');
    expect(attempt.readies()).toBe(1);
    expect(attempt.events).toEqual(['post:{"qty":1}']);
    source.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(0);
    expect(source.closed).toBe(true);
    expect(attempt.result()).toBe('ended');
  });

  it('is refused when it fails before ready, and no-ready when ready never comes', async () => {
    const refused = open();
    FakeEventSource.last.dispatchEvent(new Event('error'));
    const silent = open();
    await vi.advanceTimersByTimeAsync(READY_TIMEOUT_MS);
    expect(refused.result()).toBe('refused');
    expect(silent.result()).toBe('no-ready');
  });

  it('reports the server’s reason for ending it, and closes when stopped', async () => {
    const crowded = open();
    FakeEventSource.last.send('ready');
    FakeEventSource.last.send('end', '{"reason":"too_many_streams"}');
    FakeEventSource.last.dispatchEvent(new Event('error'));
    const stopped = open();
    const source = FakeEventSource.last;
    stopped.stop.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(crowded.result()).toBe('crowded');
    expect(source.closed).toBe(true);
    expect(stopped.result()).toBe('ended');
  });
});
