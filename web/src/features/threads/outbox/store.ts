import { onlineManager } from '@tanstack/react-query';
import {
  OUTBOX_KEY_PREFIX,
  readStorage,
  removeStorage,
  removeStorageStartingWith,
  writeStorage,
} from '../../../lib/storage';
import { createOutbox, type Outbox } from './outbox';

/**
 * Online as far as this device knows: TanStack Query's onlineManager (the window's online and
 * offline events) and the browser's own flag, which is right from the first moment even when
 * the page was opened without a network (the manager assumes online until told otherwise).
 */
export function deviceOnline(): boolean {
  const browser = typeof navigator === 'undefined' || navigator.onLine !== false;
  return browser && onlineManager.isOnline();
}

/** One round of sending at a time among a person's tabs, where the browser can say so. */
function exclusiveFor(name: string) {
  return async (round: () => Promise<void>): Promise<void> => {
    if (typeof navigator !== 'undefined' && 'locks' in navigator) {
      await navigator.locks.request(name, round);
    } else {
      await round();
    }
  };
}

const outboxes = new Map<string, Outbox>();

/** The signed-in person's queue, kept under their id in this browser's localStorage. */
export function outboxFor(userId: string): Outbox {
  const known = outboxes.get(userId);
  if (known) return known;
  const key = `${OUTBOX_KEY_PREFIX}${userId}` as const;
  // Where localStorage keeps nothing (a private mode, a full quota), the queue still works for
  // as long as the page is open, from memory.
  let memory: string | null = null;
  let persistent = true;
  const outbox = createOutbox({
    storage: {
      read: () => (persistent ? readStorage(key) : memory),
      write: (value) => {
        memory = value;
        if (value === null) removeStorage(key);
        else writeStorage(key, value);
        persistent = readStorage(key) === value;
      },
    },
    isOnline: deviceOnline,
    exclusive: exclusiveFor(key),
  });
  if (typeof window !== 'undefined') {
    // Another tab of the same person queued or delivered something.
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) outbox.reload();
    });
  }
  outboxes.set(userId, outbox);
  return outbox;
}

/** Sign-out: nothing queued stays on this device for the next person to send or to read. */
export function forgetOutboxes(): void {
  removeStorageStartingWith(OUTBOX_KEY_PREFIX);
  outboxes.forEach((outbox) => outbox.clear());
}
