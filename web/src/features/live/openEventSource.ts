import { READY_TIMEOUT_MS } from './config';
import { deliver, endFrom, type StreamAttempt, type StreamEnd } from './streamAttempt';

/**
 * One connection with the browser's EventSource, for public streams (a post's): no header to
 * send, no parser to download, and tools that wait for the network to go quiet (browser
 * tests, audits) know an EventSource never finishes, as they cannot know it of a fetch.
 * EventSource would reconnect by itself, at its own pace and with no catching up: on its
 * first error it is closed, and keepStreamOpen decides. A status other than 200 cannot be
 * told apart from a network error: both are 'refused'.
 */
export function openEventSource(
  attempt: StreamAttempt & { EventSource?: typeof EventSource },
): Promise<StreamEnd> {
  return new Promise((resolve) => {
    const source = new (attempt.EventSource ?? EventSource)(attempt.url);
    let ready = false;
    let endedAs: StreamEnd | undefined;
    const finish = (end: StreamEnd) => {
      clearTimeout(readyTimer);
      source.close();
      attempt.stop.removeEventListener('abort', stopped);
      resolve(endedAs ?? end);
    };
    const stopped = () => finish('ended');
    const readyTimer = setTimeout(() => finish('no-ready'), READY_TIMEOUT_MS);
    attempt.stop.addEventListener('abort', stopped);

    source.addEventListener('ready', () => {
      if (ready) return;
      ready = true;
      clearTimeout(readyTimer);
      attempt.onReady();
    });
    source.addEventListener('end', (event) => {
      endedAs = endFrom(event.data);
    });
    for (const name of attempt.events) {
      source.addEventListener(name, (event) =>
        deliver(attempt, { event: name, data: event.data, id: event.lastEventId || undefined }),
      );
    }
    source.addEventListener('error', () => finish(ready ? 'ended' : 'refused'));
  });
}
