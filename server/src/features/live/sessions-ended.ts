import type { LiveBus, LiveLogger, LiveMessage } from '../../platform/live/bus';
import { userChannel } from './publisher';

/**
 * A person's session ended (logout: that one) or all of them did (a password reset, a ban,
 * the account deleted): their streams end at once in every process of every instance, not at
 * the next session check (LIVE_SESSION_CHECK_S). The news travels on the person's own channel
 * of the bus, which every process holding one of their streams listens to; each stream's
 * registry (./streams.ts) acts on it and never writes it to the browser.
 *
 * A stream whose session was checked just before the end and that registers just after the
 * news has passed is still ended by the session check.
 */
export const SESSIONS_ENDED = 'sessions_ended';

interface SessionsEndedData {
  /** The one session that ended, by its token's hash; null: every session of the person. */
  token_hash: string | null;
}

/** Told by a service once the change that ended the sessions is committed. */
export type SessionsEnded = (userId: string, tokenHash?: string) => void;

/** For services built without streams (scripts, some tests). */
export const noSessionsEnded: SessionsEnded = () => undefined;

export function createSessionsEnded(bus: LiveBus, logger: LiveLogger): SessionsEnded {
  return (userId, tokenHash) => {
    const data: SessionsEndedData = { token_hash: tokenHash ?? null };
    // A failure leaves the streams to the session check; it never fails the request.
    bus
      .publish({ channel: userChannel(userId), type: SESSIONS_ENDED, data })
      .catch((error: unknown) => logger.warn({ err: error }, 'live: ending streams failed'));
  };
}

/** Whether `message` ends a stream of the session `tokenHash`. */
export function endsSession(message: LiveMessage, tokenHash: string): boolean {
  const { token_hash: ended } = (message.data ?? {}) as Partial<SessionsEndedData>;
  return ended === null || ended === undefined || ended === tokenHash;
}
