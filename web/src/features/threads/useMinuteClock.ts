import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** The current time, renewed every minute, so '5m' ages and 'Today' turns into 'Yesterday'. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
