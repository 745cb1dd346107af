/** Keys remembered at most: past this, entries older than the interval are forgotten. */
const MAX_KEYS = 10_000;

/**
 * At most one `take` per key every `intervalMs` (this process's count). Used for "typing",
 * which a keyboard would otherwise send on every key press.
 */
export function createThrottle(intervalMs: number) {
  const last = new Map<string, number>();
  return {
    take(key: string, now = Date.now()): boolean {
      const previous = last.get(key);
      if (previous !== undefined && now - previous < intervalMs) return false;
      if (last.size >= MAX_KEYS) {
        for (const [old, at] of last) if (now - at >= intervalMs) last.delete(old);
      }
      last.set(key, now);
      return true;
    },
  };
}
