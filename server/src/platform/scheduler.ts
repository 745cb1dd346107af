import type { FastifyBaseLogger } from 'fastify';

export interface ScheduledJob {
  name: string;
  everyMs: number;
  /** Must be idempotent: several instances may run the same job at the same time. */
  run(): Promise<void>;
}

/** Runs each job once soon after start and then on its interval; returns a stop function. */
export function startScheduler(
  jobs: ScheduledJob[],
  log: FastifyBaseLogger,
  onRun?: (job: string, outcome: 'ok' | 'failed') => void,
): () => void {
  const timers: NodeJS.Timeout[] = [];
  for (const job of jobs) {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await job.run();
        onRun?.(job.name, 'ok');
      } catch (error) {
        onRun?.(job.name, 'failed');
        log.error({ err: error, job: job.name }, 'scheduled job failed');
      } finally {
        running = false;
      }
    };
    timers.push(setTimeout(tick, 5_000).unref());
    timers.push(setInterval(tick, job.everyMs).unref());
  }
  return () => timers.forEach((timer) => clearTimeout(timer));
}
