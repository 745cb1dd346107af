import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { threadKeys } from '../keys';
import { deliver } from './deliver';
import { outboxFor } from './store';

export { forgetOutboxes } from './store';

/**
 * Sends the signed-in person's queue, in order, from the moment they are signed in (a tab
 * opened again after it was closed offline) and each time the network comes back, with no
 * button to press. Returns the stop (sign-out, another account).
 */
export function startOutboxRunner(queryClient: QueryClient, userId: string): () => void {
  const outbox = outboxFor(userId);
  const stop = outbox.start((item) => deliver(queryClient, item), {
    // Refused because the thread moved on (sold, closed, blocked): show its new state.
    onRefused: (item) =>
      void queryClient.invalidateQueries({ queryKey: threadKeys.detail(item.threadId) }),
  });
  const stopWatching = onlineManager.subscribe((online) => {
    if (online) void outbox.flush();
  });
  // The manager hears nothing new when the page was opened offline (it starts out "online"),
  // so the browser's own event is listened to as well; a second flush is a no-op.
  const onOnline = () => void outbox.flush();
  window.addEventListener('online', onOnline);
  return () => {
    stop();
    stopWatching();
    window.removeEventListener('online', onOnline);
  };
}
