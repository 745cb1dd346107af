/** A dependency the server needs to serve: the database, and Redis and the bucket when set. */
export type ReadinessChecks = Record<string, () => Promise<unknown>>;

/** Each check gets this long: a load balancer asks often and must not hang on one. */
const CHECK_TIMEOUT_MS = 2_000;

function withTimeout(check: () => Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check(), timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs every check at once. `checks` says only 'ok' or 'failed' by name: it is public, and a
 * driver's error names hosts, ports and users. What went wrong is in `details`, for the log.
 */
export async function runReadiness(checks: ReadinessChecks) {
  const names = Object.keys(checks);
  const results = await Promise.allSettled(names.map((name) => withTimeout(checks[name]!)));
  const report: Record<string, 'ok' | 'failed'> = {};
  const details: Record<string, string> = {};
  results.forEach((result, index) => {
    const name = names[index]!;
    report[name] = result.status === 'fulfilled' ? 'ok' : 'failed';
    if (result.status === 'rejected') {
      details[name] = String((result.reason as Error)?.message ?? result.reason) || 'failed';
    }
  });
  const failed = names.filter((name) => report[name] !== 'ok');
  return { ready: failed.length === 0, failed, checks: report, details };
}
