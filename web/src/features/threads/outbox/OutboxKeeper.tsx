import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../app/session';
import { OUTBOX_KEY_PREFIX, removeStorageStartingWith } from '../../../lib/storage';

type RunnerModule = typeof import('./runner');
let loadedRunner: RunnerModule | undefined;

/**
 * Mounted once in the app: sends what the signed-in person queued while offline (runner.ts,
 * its own chunk, never downloaded by visitors), and forgets every queue on sign-out, so the
 * next person on this phone neither sends nor sees it; all but a sign-out for want of a network,
 * after which the person's own queue waits for them. Draws nothing.
 */
export function OutboxKeeper() {
  const { status, user, queueKept } = useSession();
  const queryClient = useQueryClient();
  const userId = status === 'signedIn' ? user?.id : undefined;

  useEffect(() => {
    // Queues are kept by person (outbox:<id>): the next person never sees another's, and the
    // one whose check went unanswered finds theirs at their next sign-in.
    if (status !== 'signedOut' || queueKept) return;
    removeStorageStartingWith(OUTBOX_KEY_PREFIX);
    loadedRunner?.forgetOutboxes();
  }, [status, queueKept]);

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./runner')
      .then((runner) => {
        loadedRunner = runner;
        if (!cancelled) stop = runner.startOutboxRunner(queryClient, userId);
      })
      // Not loaded (offline with a new release not cached): the next start sends the queue.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, queryClient]);

  return null;
}
