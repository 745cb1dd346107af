/**
 * Every delay of the live stream (issue 23) in one place, so they can be tuned together.
 */

/** The first reconnect waits about this long; each failure in a row doubles it… */
export const RECONNECT_FIRST_MS = 1_000;
/** …up to this, so a server that is away for long is asked twice a minute at most. */
export const RECONNECT_MAX_MS = 30_000;

/**
 * A stream whose `ready` has not arrived by then is stuck behind a proxy that buffers the
 * answer: give up on it (polling takes over) and try again later.
 */
export const READY_TIMEOUT_MS = 10_000;

/** Failed openings in a row before the stream counts as down and the app polls again. */
export const FAILURES_BEFORE_DOWN = 3;

/**
 * The server writes a heartbeat every 25 s. Hearing nothing for longer than two of them means
 * the connection died without closing (a phone that changed networks): open a new one.
 */
export const SILENCE_LIMIT_MS = 60_000;

/**
 * A connection that stayed open this long was healthy: its end starts the backoff again from
 * the first delay. One that ends sooner counts as a failure, so a proxy that cuts every stream
 * after a few seconds cannot make the app reconnect (and refetch) every second.
 */
export const STABLE_CONNECTION_MS = 60_000;

/** How long "typing…" stays on screen after the other side's last keystroke event. */
export const TYPING_SHOWN_MS = 5_000;

/** The composer tells the server "typing" at most this often per conversation. */
export const TYPING_SEND_EVERY_MS = 3_000;
