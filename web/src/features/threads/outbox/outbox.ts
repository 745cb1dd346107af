import { isApiError } from '../../../api/errors';
import { parseItems, type OutboxAction, type OutboxFailure, type OutboxItem } from './items';

/** Where one person's queue is kept (localStorage in the app, a variable in tests). */
export interface OutboxStorage {
  read(): string | null;
  /** null: nothing left, the entry goes. */
  write(value: string | null): void;
}

export interface OutboxDeps {
  storage: OutboxStorage;
  /** False while the device knows it has no network: nothing is tried until it comes back. */
  isOnline: () => boolean;
  /** Runs a round of sending alone among this person's tabs (Web Locks), else just runs it. */
  exclusive?: (round: () => Promise<void>) => Promise<void>;
  /** Waits after a try that got no answer although the device says it is online. */
  retryDelaysMs?: readonly number[];
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  now?: () => Date;
}

export type Deliver = (item: OutboxItem) => Promise<void>;

/**
 * No answer (status 0: offline, a dropped connection, a timeout) or the server's own trouble
 * (5xx): the same thing may go through later. A 4xx is the server's answer about the thing
 * itself, and asking again would only repeat it.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 408 || error.status >= 500;
}

function failureOf(error: unknown): OutboxFailure {
  return isApiError(error)
    ? { status: error.status, code: error.code, fields: error.fields }
    : { status: 0 };
}

const DEFAULT_RETRY_DELAYS_MS = [3_000, 10_000, 30_000, 60_000] as const;

/**
 * One person's queue of things sent from chats that have not reached the server yet, oldest
 * first, kept in `storage` so a closed tab loses nothing. Once started with a `deliver`, it
 * sends them one at a time and in order: when something is added, when `flush` is called
 * (the network came back), and after a try that got no answer, a little later each time. A
 * delivered item leaves the queue; a refused one stays, marked, to be shown and never retried.
 */
export function createOutbox({
  storage,
  isOnline,
  exclusive = (round) => round(),
  retryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now = () => new Date(),
}: OutboxDeps) {
  let items: readonly OutboxItem[] = parseItems(storage.read(), { afterRestart: true });
  const listeners = new Set<() => void>();
  let deliver: Deliver | null = null;
  let onRefused: ((item: OutboxItem, error: unknown) => void) | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let retries = 0;
  let timer: unknown;

  const notify = () => listeners.forEach((listener) => listener());

  /** Another tab may have changed the stored queue: it is the truth. */
  function load() {
    const stored = storage.read();
    if (stored === (items.length ? JSON.stringify(items) : null)) return;
    items = parseItems(stored);
    notify();
  }

  function save(next: readonly OutboxItem[]) {
    items = next;
    storage.write(next.length ? JSON.stringify(next) : null);
    notify();
  }

  function update(id: string, change: Partial<OutboxItem>) {
    load();
    if (!items.some((item) => item.id === id)) return;
    save(items.map((item) => (item.id === id ? ({ ...item, ...change } as OutboxItem) : item)));
  }

  function stopTimer() {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
  }

  function retryLater() {
    // Offline, the 'online' event brings the next round instead.
    if (!isOnline() || !deliver) return;
    const delay = retryDelaysMs[Math.min(retries, retryDelaysMs.length - 1)] ?? 60_000;
    retries += 1;
    timer = setTimer(() => {
      timer = undefined;
      void flush();
    }, delay);
  }

  async function round() {
    for (;;) {
      const send = deliver;
      if (!send) return;
      load();
      const next = items.find((item) => item.state !== 'refused');
      if (!next) {
        retries = 0;
        return;
      }
      if (!isOnline()) return;
      update(next.id, { state: 'sending' });
      try {
        await send(next);
      } catch (error) {
        if (isTransientFailure(error)) {
          update(next.id, { state: 'waiting' });
          retryLater();
          return;
        }
        update(next.id, { state: 'refused', failure: failureOf(error) });
        onRefused?.(next, error);
        continue;
      }
      retries = 0;
      load();
      save(items.filter((item) => item.id !== next.id));
    }
  }

  /**
   * Sends what waits, in order. While a round is under way it only asks for one more after it
   * (the round may have looked before this was added) and answers when both are done.
   */
  function flush(): Promise<void> {
    if (!deliver) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          stopTimer();
          await exclusive(round);
        } while (again && deliver);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    items: (): readonly OutboxItem[] => items,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Queues `action` for the thread (under `id`, when a try already used one) and sends it. */
    add(threadId: string, action: OutboxAction, id: string): OutboxItem {
      load();
      const item = {
        ...action,
        id,
        threadId,
        queuedAt: now().toISOString(),
        state: 'waiting',
      } as OutboxItem;
      save([...items.filter((known) => known.id !== id), item]);
      void flush();
      return item;
    },

    /** Takes a waiting or refused item off the queue (one on its way is left to finish). */
    remove(id: string) {
      load();
      save(items.filter((item) => item.id !== id || item.state === 'sending'));
    },

    /** Something of this thread still to be sent: what comes next must wait behind it. */
    hasUnsent(threadId: string): boolean {
      load();
      return items.some((item) => item.threadId === threadId && item.state !== 'refused');
    },

    /** Re-reads the stored queue (another tab's change). */
    reload: load,

    /** Forgets everything queued (sign-out); a try on its way finds nothing to update. */
    clear() {
      stopTimer();
      save([]);
    },

    /** Starts sending with `send`; returns the stop. */
    start(send: Deliver, options: { onRefused?: (item: OutboxItem, error: unknown) => void } = {}) {
      deliver = send;
      onRefused = options.onRefused;
      retries = 0;
      void flush();
      return () => {
        if (deliver === send) deliver = null;
        stopTimer();
      };
    },

    flush,
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
