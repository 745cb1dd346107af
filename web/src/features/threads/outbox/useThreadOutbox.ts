import { useMemo, useSyncExternalStore } from 'react';
import type { OutboxItem } from './items';
import { outboxFor } from './store';

const NOTHING: readonly OutboxItem[] = [];
const noSubscription = () => () => undefined;

/** What the person queued in this thread and has not been delivered, oldest first. */
export function useThreadOutbox(userId: string | undefined, threadId: string) {
  const outbox = userId ? outboxFor(userId) : undefined;
  const all = useSyncExternalStore(
    outbox ? outbox.subscribe : noSubscription,
    outbox ? outbox.items : () => NOTHING,
    () => NOTHING,
  );
  return useMemo(() => all.filter((item) => item.threadId === threadId), [all, threadId]);
}
