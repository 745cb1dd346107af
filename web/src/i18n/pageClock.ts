import { createContext, useContext } from 'react';
import { type ClockZone, PHILIPPINE_TIME } from '@core/dates';
import { useHydrated } from '../lib/hydration';

// Where a date is read (minutes east of UTC, or the device's own zone) and the wall clock
// there: core's, which the server's emails use too.
//
// A server renders in whatever zone its machine runs in (often UTC), a phone hydrates in its
// own (Asia/Manila): 'Expires Nov 30' against 'Expires Dec 1' for every date between 16:00 and
// midnight UTC, a hydration mismatch on a third of the feed's cards. So a rendered page writes
// its dates in one zone named here, the browser hydrates with the same, and switches to the
// device's zone in the render after.
export { type ClockZone, PHILIPPINE_TIME, wallClock } from '@core/dates';

/** The time and zone a render writes its dates with. */
export interface PageClock {
  now: Date;
  zone: ClockZone;
}

/** When the server rendered the page (ms since the epoch): hydration reads the same time. */
export const RenderedAtContext = createContext<number>(Date.now());

/**
 * The page's clock: while the server renders and the browser hydrates, the render's time in
 * Philippine time (so both draw the same dates, and a post that expired in between does not
 * change its badge under React); from the render after, the device's time and zone.
 */
export function usePageClock(): PageClock {
  const renderedAt = useContext(RenderedAtContext);
  const hydrated = useHydrated();
  return hydrated
    ? { now: new Date(), zone: 'device' }
    : { now: new Date(renderedAt), zone: PHILIPPINE_TIME };
}
