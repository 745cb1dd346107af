import type { EventSourceMessage } from 'eventsource-parser';

export type Fields = Record<string, unknown>;

/** An event's `data` as a JSON object, or null. */
export function parseFields(data: string): Fields | null {
  try {
    const parsed: unknown = JSON.parse(data);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Fields)
      : null;
  } catch {
    return null;
  }
}

/**
 * How one connection ended:
 * - 'unauthorized': a 401, or the server ended it because the session was revoked (do not
 *   retry with that token);
 * - 'missing': a 404, no such stream (a post gone or hidden, a server without streams);
 * - 'refused': no event stream came (offline, another status, not text/event-stream);
 * - 'no-ready': an answer came but never its `ready` (a proxy buffering it);
 * - 'crowded': the server closed it for a newer tab of the same person (over its limit);
 * - 'ended': it had been ready, then closed, broke, or went silent.
 */
export type StreamEnd = 'unauthorized' | 'missing' | 'refused' | 'no-ready' | 'crowded' | 'ended';

/** One connection, as keepStreamOpen asks for it. */
export interface StreamAttempt {
  url: string;
  headers: Record<string, string>;
  /** The events the caller wants besides `ready` and `end` (EventSource hears only these). */
  events: readonly string[];
  /** Aborting it closes the connection (sign-out, page left). */
  stop: AbortSignal;
  onReady: () => void;
  onEvent: (message: EventSourceMessage) => void;
}

/** Opens one connection and resolves when it is over, saying how. */
export type OpenStream = (attempt: StreamAttempt) => Promise<StreamEnd>;

const END_REASONS = new Map<unknown, StreamEnd>([
  ['signed_out', 'unauthorized'],
  ['too_many_streams', 'crowded'],
]);

/** The server's last event before it closes a stream, `end` { reason }, as a StreamEnd. */
export const endFrom = (data: string): StreamEnd | undefined =>
  END_REASONS.get(parseFields(data)?.reason);

/** Calls the caller's handler; a bug applying one event must not close the stream. */
export function deliver(attempt: StreamAttempt, message: EventSourceMessage): void {
  try {
    attempt.onEvent(message);
  } catch (error) {
    console.error(error);
  }
}
