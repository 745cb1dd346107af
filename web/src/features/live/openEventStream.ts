import { createParser } from 'eventsource-parser';
import { READY_TIMEOUT_MS, SILENCE_LIMIT_MS } from './config';
import { deliver, endFrom, type StreamAttempt, type StreamEnd } from './streamAttempt';

const isEventStream = (response: Response) =>
  (response.headers.get('Content-Type') ?? '').toLowerCase().startsWith('text/event-stream');

/**
 * One connection read with fetch, because EventSource cannot send an Authorization header
 * (the user's stream). Comments (the server's heartbeats) count as signs of life: silence
 * past SILENCE_LIMIT_MS closes it, as a connection that died without a word.
 */
export async function openEventStream(
  attempt: StreamAttempt & { fetch?: typeof fetch },
): Promise<StreamEnd> {
  const connection = new AbortController();
  const close = () => connection.abort();
  attempt.stop.addEventListener('abort', close);
  let ready = false;
  let readyMissed = false;
  let endedAs: StreamEnd | undefined;
  const readyTimer = setTimeout(() => {
    readyMissed = true;
    close();
  }, READY_TIMEOUT_MS);
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  const heard = () => {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(close, SILENCE_LIMIT_MS);
  };

  const parser = createParser({
    onEvent: (message) => {
      if (message.event === 'ready') {
        if (ready) return;
        ready = true;
        clearTimeout(readyTimer);
        attempt.onReady();
      } else if (message.event === 'end') {
        endedAs = endFrom(message.data);
      } else if (message.event && attempt.events.includes(message.event)) {
        deliver(attempt, message);
      }
    },
  });

  try {
    const response = await (attempt.fetch ?? fetch)(attempt.url, {
      headers: { Accept: 'text/event-stream', ...attempt.headers },
      signal: connection.signal,
      cache: 'no-store',
    });
    if (response.status === 401) return 'unauthorized';
    if (response.status === 404) return 'missing';
    if (!response.ok || !response.body || !isEventStream(response)) {
      void response.body?.cancel().catch(() => undefined);
      return 'refused';
    }
    const reader = response.body.getReader();
    // TextDecoder rather than TextDecoderStream: older Android WebViews still in use lack it.
    const decoder = new TextDecoder();
    heard();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      heard();
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch {
    // Offline, dropped, or aborted by us (timer, stop): told apart below.
  } finally {
    clearTimeout(readyTimer);
    clearTimeout(silenceTimer);
    attempt.stop.removeEventListener('abort', close);
    close();
  }
  if (endedAs) return endedAs;
  if (ready) return 'ended';
  return readyMissed ? 'no-ready' : 'refused';
}
