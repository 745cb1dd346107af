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

/** Runs every check at once: 'ok', or what went wrong, by name. */
export async function runReadiness(checks: ReadinessChecks) {
  const names = Object.keys(checks);
  const results = await Promise.allSettled(names.map((name) => withTimeout(checks[name]!)));
  const report: Record<string, string> = {};
  results.forEach((result, index) => {
    report[names[index]!] =
      result.status === 'fulfilled'
        ? 'ok'
        : String((result.reason as Error)?.message ?? result.reason).slice(0, 200) || 'failed';
  });
  const failed = names.filter((name) => report[name] !== 'ok');
  return { ready: failed.length === 0, failed, checks: report };
}
