import { HOME_PAGE_SIZE } from '@core/constants';
import { resolvePostSort } from '@core/post-sort';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../app/session';
import { useDeviceLocation } from '../../ui/location';
import { useFamilies } from '../taxonomy/queries';
import { pageCountOf } from './feedParams';
import { familyFilterFor, feedRequestFor, searchRangeKm } from './feedRequest';
import { useFeedPage } from './queries';
import { useFeedFilters } from './useFeedFilters';

/**
 * How long the first page waits for a location the visitor allowed before: long enough for
 * a quick fix (one request instead of "all posts" then "nearby posts", photos included),
 * short enough that a slow GPS does not hold the feed; the position applies when it lands.
 */
const LOCATION_WAIT_MS = 3000;

function useLocationWait(settling: boolean): boolean {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!settling) return;
    const timer = setTimeout(() => setGaveUp(true), LOCATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settling]);
  return settling && !gaveUp;
}

/**
 * Everything the home feed shows, from the URL, the session and the device location:
 * the filters, the request they make, and the page of posts it returns.
 */
export function useFeed() {
  const session = useSession();
  const location = useDeviceLocation({ autoLocate: true });
  const filterApi = useFeedFilters();
  const { filters, setPage } = filterApi;
  const families = useFamilies(filters.categoryId);

  // The store keeps the old position while a refresh is under way, so the list stays put.
  const coords = location.position
    ? { lat: location.position.lat, lng: location.position.lng }
    : null;
  const rangeKm = searchRangeKm(session.profile);
  const familyFilter = familyFilterFor(filters, families.data);
  const request = feedRequestFor(filters, {
    families: familyFilter,
    location: coords,
    rangeKm,
    signedIn: session.status === 'signedIn',
  });
  const sessionSettled = session.status !== 'loading';
  const waitingForLocation = useLocationWait(location.settling);
  // With a location the range comes from the profile: wait for it rather than load twice.
  const page = useFeedPage(request, !waitingForLocation && (sessionSettled || coords === null));

  // SPEC §2: a new location or range starts again at page 1. The first settled value
  // (session known, on-load location attempt over) is not a change: a reload stays put.
  const contextKey =
    sessionSettled && !waitingForLocation
      ? coords
        ? `${coords.lat},${coords.lng},${rangeKm}`
        : 'none'
      : null;
  const previousKey = useRef(contextKey);
  useEffect(() => {
    const previous = previousKey.current;
    previousKey.current = contextKey;
    if (previous === null || contextKey === null || previous === contextKey) return;
    if (filters.page !== 1) setPage(1, { replace: true });
  }, [contextKey, filters.page, setPage]);

  // A page past the end (an old link, or posts sold since) moves to the last page.
  const total = page.isPlaceholderData ? undefined : page.data?.total;
  useEffect(() => {
    if (total === undefined) return;
    const last = pageCountOf(total, HOME_PAGE_SIZE);
    if (filters.page > last) setPage(last, { replace: true });
  }, [total, filters.page, setPage]);

  return {
    ...filterApi,
    session,
    location,
    families,
    rangeKm,
    /** The sort in force: a distance sort without a location reads as newest. */
    sort: resolvePostSort(filters.sort, coords !== null),
    page,
    /** What the feed asks for (null while the family list is still needed): the map asks alike. */
    request,
    /** The family list failed while the request needs it: the feed cannot load. */
    familiesFailed: familyFilter.kind === 'waiting' && families.isError,
  };
}

export type FeedState = ReturnType<typeof useFeed>;
