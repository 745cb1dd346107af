import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../app/session';

type RunnerModule = typeof import('./runner');
let loadedRunner: RunnerModule | undefined;

/**
 * Mounted once in the app: sends what the signed-in person queued while offline (runner.ts,
 * its own chunk, never downloaded by visitors), and forgets every queue on sign-out, so the
 * next person on this phone neither sends nor sees it; all but a sign-out for want of a network,
 * after which the person's own queue waits for them (kept under their id, never another's). Draws nothing.
 */
export function OutboxKeeper() {
  const { status, user, queueKept } = useSession();
  const queryClient = useQueryClient();
  const userId = status === 'signedIn' ? user?.id : undefined;

  useEffect(() => {
    // The stored queues went with the session (app/session's endSession); the ones in this
    // page's memory go here. Not after a check that got no answer: that person's queue waits
    // for their next sign-in. A visitor's page load has no runner loaded and keeps them too.
    if (status !== 'signedOut' || queueKept) return;
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
