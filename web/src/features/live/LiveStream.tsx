import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../app/session';

/**
 * Mounted once in the app: keeps the signed-in user's event stream open (userStream.ts).
 * Draws nothing; opens nothing while rendering on the server or hydrating (the session is
 * 'loading' then), only from an effect once the session is verified. Signing out, or another
 * account signing in, closes it.
 */
export function LiveStream() {
  const { status, user } = useSession();
  const queryClient = useQueryClient();
  const userId = status === 'signedIn' ? user?.id : undefined;

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // Its own chunk: visitors, most of the traffic, never download the stream code.
    import('./userStream')
      .then(({ startUserStream }) => {
        if (!cancelled) stop = startUserStream(queryClient, userId);
      })
      // Not loaded (offline, a new release): the queries keep polling, as before the stream.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, queryClient]);

  return null;
}
