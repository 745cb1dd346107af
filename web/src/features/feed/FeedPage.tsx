import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useSessionParts } from '../../app/session';
import { AlertMeButton } from '../alerts/AlertMeButton';
import { FeedFilters } from './components/FeedFilters';
import { FeedLocation } from './components/FeedLocation';
import { FeedResults } from './components/FeedResults';
import { PostFoodBanner } from './components/PostFoodBanner';
import { SignedOutBanner } from './components/SignedOutBanner';
import { SukiFilter } from './components/SukiFilter';
import { panelFilterCount } from './feedParams';
import { useFeed } from './useFeed';
import { useFeedView, type FeedView } from './useFeedView';
import { useMapTiles } from '../feed-map/settings';
import './strings';

/** The home feed (SPEC §2 Home feed), at /. */
export function FeedPage() {
  const { t } = useTranslation();
  useDocumentTitle(undefined);
  const feed = useFeed();
  // Unknown (settings not loaded) counts as on: only a deployment's `off` takes the map away.
  const mapOn = useMapTiles() !== null;
  const [view, setView] = useFeedView(mapOn);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const signedIn = feed.session.status === 'signedIn';
  const parts = useSessionParts();
  // With a location the feed shows only posts within the range: one of the panel's settings.
  const hasLocation = feed.location.position !== null;

  const changeView = (next: FeedView) => {
    if (next === view) return;
    setView(next);
    // SPEC §2: changing the view also starts again at page 1.
    feed.showView(next);
  };

  const changePage = (page: number) => {
    feed.setPage(page);
    document.getElementById('feed-results')?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-3 py-4 sm:px-4 sm:py-6">
      {/* Until the session is known, both, and the device's own shows (sessionParts). */}
      {parts.signedOut ? <SignedOutBanner className={parts.signedOutClass} /> : null}
      {parts.signedIn ? <PostFoodBanner className={parts.signedInClass} /> : null}
      <h1 className="mb-3 text-xl font-extrabold text-brand-900 sm:text-3xl">{t('feed.title')}</h1>
      <FeedFilters
        filters={feed.filters}
        sort={feed.sort.key}
        hasLocation={hasLocation}
        count={panelFilterCount(feed.filters, feed.sort.key, hasLocation)}
        change={feed.change}
        reset={feed.reset}
      >
        {signedIn ? (
          <SukiFilter checked={feed.filters.suki} onChange={(suki) => feed.change({ suki })} />
        ) : null}
        <div className="mt-3 flex flex-col items-start gap-2 lg:flex-row lg:items-center lg:justify-between">
          <FeedLocation location={feed.location} rangeKm={feed.rangeKm} signedIn={signedIn} />
          <AlertMeButton feed={feed} />
        </div>
      </FeedFilters>
      <FeedResults
        feed={feed}
        view={view}
        onViewChange={changeView}
        mapOn={mapOn}
        onPageChange={changePage}
        headingRef={headingRef}
      />
    </div>
  );
}
