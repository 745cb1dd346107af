import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../app/session';
import { OUTBOX_KEY_PREFIX, removeStorageStartingWith } from '../../../lib/storage';

type RunnerModule = typeof import('./runner');
let loadedRunner: RunnerModule | undefined;

/**
 * Mounted once in the app: sends what the signed-in person queued while offline (runner.ts,
 * its own chunk, never downloaded by visitors), and forgets every queue on sign-out, so the
 * next person on this phone neither sends nor sees it. Draws nothing.
 */
export function OutboxKeeper() {
  const { status, user } = useSession();
  const queryClient = useQueryClient();
  const userId = status === 'signedIn' ? user?.id : undefined;

  useEffect(() => {
    if (status !== 'signedOut') return;
    removeStorageStartingWith(OUTBOX_KEY_PREFIX);
    loadedRunner?.forgetOutboxes();
  }, [status]);

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
