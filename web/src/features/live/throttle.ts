/**
 * A gate per key that opens at most once every `everyMs`: true when the caller may act now
 * (and the time starts again), false while the last time was too recent.
 */
export function createThrottle(everyMs: number, now: () => number = Date.now) {
  const lastAt = new Map<string, number>();
  return (key: string): boolean => {
    const at = now();
    const before = lastAt.get(key);
    if (before !== undefined && at - before < everyMs) return false;
    lastAt.set(key, at);
    return true;
  };
}
