import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `until` (Date.now() times); 0 once passed, or with none. */
export function secondsLeft(until: number | null, now: number): number {
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/** Counts down to `until` a few times a second, for "Send a new code in 42 s". */
export function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(until, now);
  const running = left > 0;
  useEffect(() => {
    const tick = () => setNow(Date.now());
    // A new `until` (a code sent again) is counted from the real now, not the last tick's.
    const first = window.setTimeout(tick, 0);
    // Four ticks a second keep the shown number within a quarter second of the real one.
    const timer = running ? window.setInterval(tick, 250) : undefined;
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [running, until]);
  return left;
}
