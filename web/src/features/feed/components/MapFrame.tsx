import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../lib/hydration';
import { lazyPage } from '../../../ui/lazyPage';
import type { FeedState } from '../useFeed';
import '../../feed-map/frameStrings';

// Leaflet and the map's own code load only when the Map view is drawn (issue 38): the home
// page's first download does not grow with them.
const FeedMap = lazyPage(() => import('../../feed-map/FeedMap').then((module) => module.FeedMap));

function MapLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="grid h-full place-items-center text-sm text-ink-muted">
      {t('feedMapFrame.loading')}
    </p>
  );
}

interface MapFrameProps {
  feed: FeedState;
  /** "24 posts in this area", or loading. */
  count: string;
  onTotal: (total: number | null) => void;
  onList: () => void;
}

/**
 * The map view's frame, as tall on the server as in the browser (CLS 0): the server draws it
 * with "Loading the map…"; the map itself (Leaflet needs a window) is drawn by the browser.
 */
export function MapFrame({ feed, count, onTotal, onList }: MapFrameProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <div className="mt-2">
      <p role="status" className="h-6 truncate font-semibold text-ink">
        {count}
      </p>
      <div className="relative mt-1 h-[55vh] max-h-[36rem] min-h-72 overflow-hidden rounded-xl border border-brand-200 bg-brand-50">
        {hydrated ? (
          <Suspense fallback={<MapLoading />}>
            <FeedMap
              request={feed.request}
              position={feed.location.position}
              settling={feed.location.settling}
              onTotal={onTotal}
            />
          </Suspense>
        ) : (
          <MapLoading />
        )}
      </div>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <p className="text-sm text-ink-muted">{t('feedMapFrame.near')}</p>
        <button
          type="button"
          onClick={onList}
          className="min-h-11 shrink-0 font-semibold text-brand-800 underline underline-offset-2 hover:bg-brand-50"
        >
          {t('feedMapFrame.list')}
        </button>
      </div>
    </div>
  );
}
