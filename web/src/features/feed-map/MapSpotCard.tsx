import type { MapCluster, MapPost } from '@core/map';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { areaParam } from './mapArea';
import { CloseButton, cardFrame } from './MapPostCard';
import { pricePerUnit } from './postWords';
import { useMapArea, type MapFilters } from './queries';
import './strings';

/**
 * Asked at this zoom with a cluster's own box, the server lists its posts one by one, even
 * those at one point (core/src/map.ts MAP_LIST_ZOOM: one seller's shared public point).
 */
const LIST_ZOOM = 22;

/** A count whose posts stand at one spot (no zoom parts them): its posts, as links. */
export function MapSpotCard({
  cluster,
  filters,
  onClose,
}: {
  cluster: MapCluster;
  filters: MapFilters | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const spot = useMapArea({ bbox: areaParam(cluster.bbox), zoom: LIST_ZOOM }, filters);
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), [cluster]);
  const posts = (spot.data?.features ?? []).filter(
    (feature): feature is MapPost => feature.type === 'post',
  );
  let body;
  if (spot.isError) body = <p className="text-sm text-danger-800">{t('feedMap.spotError')}</p>;
  else if (!spot.data || spot.isPlaceholderData) {
    body = (
      <p role="status" className="text-sm text-ink-muted">
        {t('feedMap.spotLoading')}
      </p>
    );
  } else {
    body = (
      <ul className="max-h-40 space-y-1 overflow-y-auto">
        {posts.map((post) => (
          <li key={post.id}>
            <Link
              to={`/post/${encodeURIComponent(post.id)}`}
              className="font-semibold text-brand-900 underline underline-offset-2"
            >
              {post.title}
            </Link>{' '}
            <span className="text-sm text-ink-muted">
              {pricePerUnit(post, t, i18n.resolvedLanguage)}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={cardFrame} data-testid="map-spot">
      <div className="min-w-0 flex-1">
        <h3 ref={headingRef} tabIndex={-1} className="mb-1 font-bold text-brand-900">
          {t('feedMap.spotTitle', { count: cluster.count })}
        </h3>
        {body}
      </div>
      <CloseButton onClose={onClose} />
    </div>
  );
}
