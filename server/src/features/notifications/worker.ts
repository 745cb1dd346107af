import type { FastifyBaseLogger } from 'fastify';
import type { Outbox, OutboxEvent } from '../../platform/outbox';
import type { HandlerOutcome } from './handlers';

/** Events taken at once; each batch is delivered in parallel. */
const BATCH = 20;
/** Long enough for a slow push service (10 s timeout) or SMTP server; then another takes over. */
const LEASE_MS = 60_000;
/** Retries 5 s, 10 s, 20 s … up to an hour apart; after the last one the event is kept as failed. */
const MAX_ATTEMPTS = 10;
const retryDelayMs = (attempts: number) => Math.min(5_000 * 2 ** (attempts - 1), 3_600_000);

export interface WorkerDeps {
  outbox: Outbox;
  handle(event: OutboxEvent): Promise<HandlerOutcome>;
  log: FastifyBaseLogger;
  /** Told what became of each event (metrics). */
  onOutcome?: (kind: string, outcome: 'sent' | 'retry' | 'failed') => void;
}

/** Drains the outbox: on a timer in the server, on demand in tests. */
export function createNotificationWorker({ outbox, handle, log, onOutcome }: WorkerDeps) {
  async function settle(event: OutboxEvent, outcome: HandlerOutcome, now: Date) {
    if (outcome === 'done') {
      onOutcome?.(event.kind, 'sent');
      return;
    }
    if ('retry' in outcome && event.attempts < MAX_ATTEMPTS) {
      onOutcome?.(event.kind, 'retry');
      log.warn(
        { event: event.kind, attempts: event.attempts, why: outcome.retry },
        'notification will be retried',
      );
      await outbox.fail(
        event.id,
        outcome.retry,
        new Date(now.getTime() + retryDelayMs(event.attempts)),
        now,
      );
      return;
    }
    onOutcome?.(event.kind, 'failed');
    const why = 'retry' in outcome ? outcome.retry : outcome.failed;
    log.error({ event: event.kind, attempts: event.attempts, why }, 'notification failed for good');
    await outbox.fail(event.id, why, null, now);
  }

  async function runOne(event: OutboxEvent, now: Date) {
    let outcome: HandlerOutcome;
    try {
      outcome = await handle(event);
    } catch (error) {
      // A database hiccup while handling: the event stays and is retried.
      outcome = { retry: error instanceof Error ? error.message : String(error) };
    }
    await settle(event, outcome, now);
  }

  /**
   * Handles every due event, including the follow-ups it creates, and returns how many it
   * handled. `now` (tests) stands for the clock, to reach delayed events without waiting.
   */
  async function drain(now?: Date): Promise<number> {
    let handled = 0;
    for (;;) {
      const at = now ?? new Date();
      const batch = await outbox.claim(BATCH, LEASE_MS, at);
      if (batch.length === 0) return handled;
      await Promise.all(batch.map((event) => runOne(event, at)));
      handled += batch.length;
    }
  }

  /** Polls every `pollMs`; returns the stop function, which waits for the round in hand. */
  function start(pollMs: number): () => Promise<void> {
    let round: Promise<unknown> = Promise.resolve();
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      round = drain()
        .catch((error: unknown) => log.error({ err: error }, 'notification worker failed'))
        .finally(() => {
          busy = false;
        });
    }, pollMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await round;
    };
  }

  return { drain, start };
}

export type NotificationWorker = ReturnType<typeof createNotificationWorker>;
