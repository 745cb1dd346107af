import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { parseItems, type OutboxItem } from './items';
import { createOutbox, isTransientFailure, type OutboxDeps } from './outbox';

// The offline queue of a chat: what is sent while the signal is gone waits on the phone and
// goes by itself, once and in order; a server's refusal is kept to be shown, never retried.

const noAnswer = () => new ApiError({ message: 'offline', status: 0, code: 'network_error' });
const refusal = (status: number, code: string) => new ApiError({ message: code, status, code });

function setUp(overrides: Partial<OutboxDeps> = {}) {
  let stored: string | null = null;
  let online = true;
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const deps: OutboxDeps = {
    storage: { read: () => stored, write: (value) => (stored = value) },
    isOnline: () => online,
    setTimer: (run, ms) => {
      const timer = {
        run: () => {
          timer.cleared = true;
          run();
        },
        ms,
        cleared: false,
      };
      timers.push(timer);
      return timer;
    },
    clearTimer: (handle) => {
      (handle as { cleared: boolean }).cleared = true;
    },
    now: () => new Date('2025-03-01T08:00:00.000Z'),
    ...overrides,
  };
  const outbox = createOutbox(deps);
  return {
    outbox,
    deps,
    stored: () => stored,
    setStored: (value: string | null) => (stored = value),
    setOnline: (value: boolean) => (online = value),
    pendingTimers: () => timers.filter((timer) => !timer.cleared),
    timers,
  };
}

/** A deliver that records what it was given and answers as told (default: delivered). */
function recorder(answer: (item: OutboxItem) => Promise<void> = async () => undefined) {
  const seen: string[] = [];
  const deliver = async (item: OutboxItem) => {
    seen.push(item.kind === 'message' ? item.body : item.kind);
    await answer(item);
  };
  return { seen, deliver };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the chat outbox', () => {
  it('keeps what is added offline, in order, and sends nothing', async () => {
    const { outbox, setOnline, stored } = setUp();
    setOnline(false);
    const { seen, deliver } = recorder();
    outbox.start(deliver);
    outbox.add('t1', { kind: 'message', body: 'one' }, 'id-1');
    outbox.add('t1', { kind: 'message', body: 'two' }, 'id-2');
    await settle();
    expect(seen).toEqual([]);
    expect(outbox.items().map((item) => [item.id, item.state])).toEqual([
      ['id-1', 'waiting'],
      ['id-2', 'waiting'],
    ]);
    expect(parseItems(stored())).toEqual(outbox.items());
    expect(outbox.hasUnsent('t1')).toBe(true);
    expect(outbox.hasUnsent('t2')).toBe(false);
  });

  it('sends everything once, one at a time and in order, when the network is back', async () => {
    const { outbox, setOnline, stored } = setUp();
    setOnline(false);
    let inFlight = 0;
    const { seen, deliver } = recorder(async () => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      await settle();
      inFlight -= 1;
    });
    outbox.start(deliver);
    outbox.add('t1', { kind: 'message', body: 'one' }, 'id-1');
    outbox.add('t2', { kind: 'reserve', qty: 2, until: '2025-03-01T10:00:00.000Z' }, 'id-2');
    outbox.add('t1', { kind: 'message', body: 'two' }, 'id-3');
    setOnline(true);
    // The online event, heard twice (the query manager and the window): one round only.
    await Promise.all([outbox.flush(), outbox.flush()]);
    await settle();
    expect(seen).toEqual(['one', 'reserve', 'two']);
    expect(outbox.items()).toEqual([]);
    expect(stored()).toBeNull();
  });

  it('sends what is added while a round is under way after what came before', async () => {
    const { outbox } = setUp();
    const { seen, deliver } = recorder(() => settle().then(() => undefined));
    outbox.start(deliver);
    outbox.add('t1', { kind: 'message', body: 'one' }, 'id-1');
    await settle();
    expect(outbox.items().map((item) => item.state)).toEqual(['sending']);
    outbox.add('t1', { kind: 'message', body: 'two' }, 'id-2');
    expect(outbox.items().map((item) => item.state)).toEqual(['sending', 'waiting']);
    await outbox.flush();
    expect(seen).toEqual(['one', 'two']);
    expect(outbox.items()).toEqual([]);
  });

  it('keeps a try without an answer waiting and tries again later, then on the online event', async () => {
    const { outbox, pendingTimers, timers } = setUp();
    let answers = [noAnswer(), noAnswer(), refusal(503, 'unavailable')];
    const { seen, deliver } = recorder(async () => {
      const next = answers.shift();
      if (next) throw next;
    });
    outbox.start(deliver);
    outbox.add('t1', { kind: 'message', body: 'hello' }, 'id-1');
    await settle();
    expect(outbox.items().map((item) => item.state)).toEqual(['waiting']);
    expect(pendingTimers().map((timer) => timer.ms)).toEqual([3_000]);
    pendingTimers()[0]!.run();
    await settle();
    expect(pendingTimers().map((timer) => timer.ms)).toEqual([10_000]);
    // The network comes back before the timer: sent at once, the timer is dropped.
    await outbox.flush();
    expect(pendingTimers().map((timer) => timer.ms)).toEqual([30_000]);
    answers = [];
    await outbox.flush();
    expect(seen).toEqual(['hello', 'hello', 'hello', 'hello']);
    expect(outbox.items()).toEqual([]);
    expect(pendingTimers()).toEqual([]);
    expect(timers).toHaveLength(3);
  });

  it('waits for the online event, not a timer, when the try failed because the phone is offline', async () => {
    const { outbox, setOnline, pendingTimers } = setUp();
    const { deliver } = recorder(async () => {
      setOnline(false);
      throw noAnswer();
    });
    outbox.start(deliver);
    outbox.add('t1', { kind: 'message', body: 'hello' }, 'id-1');
    await settle();
    expect(outbox.items().map((item) => item.state)).toEqual(['waiting']);
    expect(pendingTimers()).toEqual([]);
  });

  it('marks a refusal, never tries it again, and goes on with the rest', async () => {
    const { outbox } = setUp();
    const { seen, deliver } = recorder(async (item) => {
      if (item.kind === 'message' && item.body === 'bad') throw refusal(409, 'thread_completed');
    });
    outbox.start(deliver);
    outbox.add('t1', { kind: 'message', body: 'bad' }, 'id-1');
    outbox.add('t1', { kind: 'review', rating: 5, comment: null }, 'id-2');
    await outbox.flush();
    await settle();
    expect(seen).toEqual(['bad', 'review']);
    expect(outbox.items()).toEqual([
      expect.objectContaining({
        id: 'id-1',
        state: 'refused',
        failure: { status: 409, code: 'thread_completed', fields: undefined },
      }),
    ]);
    expect(outbox.hasUnsent('t1')).toBe(false);
    await outbox.flush();
    expect(seen).toEqual(['bad', 'review']);
    outbox.remove('id-1');
    expect(outbox.items()).toEqual([]);
  });

  it('tells which failures may go through later', () => {
    expect(isTransientFailure(noAnswer())).toBe(true);
    expect(isTransientFailure(refusal(500, 'internal'))).toBe(true);
    expect(isTransientFailure(refusal(408, 'request_timeout'))).toBe(true);
    expect(isTransientFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isTransientFailure(refusal(400, 'validation_failed'))).toBe(false);
    expect(isTransientFailure(refusal(404, 'not_found'))).toBe(false);
    expect(isTransientFailure(refusal(429, 'rate_limited'))).toBe(false);
  });

  it('survives a closed tab: the next visit finds the queue, a try cut short waiting again', async () => {
    const first = setUp();
    first.setOnline(false);
    first.outbox.add('t1', { kind: 'message', body: 'one' }, 'id-1');
    first.outbox.add('t1', { kind: 'message', body: 'two' }, 'id-2');
    const saved = JSON.parse(first.stored()!) as OutboxItem[];
    saved[0]!.state = 'sending';
    const next = setUp();
    next.setStored(JSON.stringify(saved));
    const reopened = createOutbox(next.deps);
    expect(reopened.items().map((item) => [item.id, item.state])).toEqual([
      ['id-1', 'waiting'],
      ['id-2', 'waiting'],
    ]);
    const { seen, deliver } = recorder();
    reopened.start(deliver);
    await reopened.flush();
    expect(seen).toEqual(['one', 'two']);
    expect(next.stored()).toBeNull();
  });

  it('follows another tab: its additions and deliveries are read from storage', () => {
    const { outbox, setOnline, setStored } = setUp();
    setOnline(false);
    const heard: number[] = [];
    outbox.subscribe(() => heard.push(outbox.items().length));
    outbox.add('t1', { kind: 'message', body: 'one' }, 'id-1');
    setStored(null);
    outbox.reload();
    expect(outbox.items()).toEqual([]);
    expect(heard).toEqual([1, 0]);
    // Nothing changed: no news.
    outbox.reload();
    expect(heard).toEqual([1, 0]);
  });

  it('runs each round through the exclusive lock, and stops on stop', async () => {
    const rounds: string[] = [];
    const { outbox } = setUp({
      exclusive: async (round) => {
        rounds.push('lock');
        await round();
      },
    });
    const { seen, deliver } = recorder();
    const stop = outbox.start(deliver);
    await settle();
    outbox.add('t1', { kind: 'message', body: 'one' }, 'id-1');
    await settle();
    expect(seen).toEqual(['one']);
    expect(rounds.length).toBeGreaterThan(0);
    stop();
    outbox.add('t1', { kind: 'message', body: 'two' }, 'id-2');
    await outbox.flush();
    expect(seen).toEqual(['one']);
    expect(outbox.items().map((item) => item.id)).toEqual(['id-2']);
  });

  it('forgets everything on clear, and a try on its way finds nothing to update', async () => {
    const { outbox, stored } = setUp();
    let finish: () => void = () => undefined;
    const { deliver } = recorder(() => new Promise<void>((resolve) => (finish = resolve)));
    outbox.start(deliver);
    outbox.add('t1', { kind: 'message', body: 'one' }, 'id-1');
    outbox.add('t1', { kind: 'message', body: 'two' }, 'id-2');
    await settle();
    outbox.clear();
    expect(outbox.items()).toEqual([]);
    finish();
    await outbox.flush();
    expect(outbox.items()).toEqual([]);
    expect(stored()).toBeNull();
  });

  it('ignores a stored queue it cannot read', () => {
    expect(parseItems('not json')).toEqual([]);
    expect(parseItems('{"a":1}')).toEqual([]);
    expect(parseItems('[{"id":"x","threadId":"t","kind":"other"},null,3]')).toEqual([]);
    expect(parseItems(null)).toEqual([]);
  });
});
