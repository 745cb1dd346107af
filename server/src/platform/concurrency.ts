/**
 * Runs at most `max` of the given tasks at once; the others wait their turn, first come first
 * served. For work that would otherwise take every thread of a shared pool (see passwords.ts).
 */
export function limitConcurrency(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < max) running++;
    // The finishing task hands its slot over directly, so `running` stays counted.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
