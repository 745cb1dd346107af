import 'leaflet/dist/leaflet.css';
import type { MapCluster, MapFeature, MapPost } from '@core/map';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, ZoomControl } from 'react-leaflet';
import type { DevicePosition } from '../../ui/location';
import { LoadError } from '../../ui/LoadError';
import type { FeedRequest } from '../feed/feedRequest';
import { MapFeatures } from './MapFeatures';
import { MapPostCard } from './MapPostCard';
import { MapSpotCard } from './MapSpotCard';
import { MapTiles, mapNotes, TilesAsk, useTilesAllowed } from './MapTiles';
import { MAX_ZOOM, MIN_ZOOM, PHILIPPINES, rememberedPlace, startPlace } from './mapArea';
import { AreaWatcher, StartAround } from './mapWatchers';
import { useMapArea, type MapFilters, type MapLook } from './queries';
import { useMapTiles } from './settings';
import './strings';

export interface FeedMapProps {
  /** The feed's request (its filters), null while the family list is still needed. */
  request: FeedRequest | null;
  position: DevicePosition | null;
  /** The on-load location attempt is not over: the map waits before fitting to the posts. */
  settling: boolean;
  onTotal: (total: number | null) => void;
}

/** What the map asks with: the feed's filters without its paging and sort. */
function mapFiltersOf(request: FeedRequest | null): MapFilters | null {
  if (!request) return null;
  const { search, familyIds, lat, lng, rangeKm } = request;
  return { search, familyIds, lat, lng, rangeKm };
}

type Chosen = { kind: 'post'; post: MapPost } | { kind: 'spot'; cluster: MapCluster };

const SOUTH_WEST_NORTH_EAST = (bbox: readonly number[]) =>
  [
    [bbox[1]!, bbox[0]!],
    [bbox[3]!, bbox[2]!],
  ] as [[number, number], [number, number]];

/**
 * The home feed's Map view (issue 38): the posts the feed's filters find, in the visible area,
 * as pins and counts from GET /api/posts/map; a tapped pin's card links to the post.
 */
export function FeedMap({ request, position, settling, onTotal }: FeedMapProps) {
  const { t } = useTranslation();
  const tiles = useMapTiles();
  const [tilesAllowed, askTiles] = useTilesAllowed();
  // Where it starts is chosen once: later positions move it only until the person does.
  const [start] = useState(() => startPlace(rememberedPlace(), position));
  const [look, setLook] = useState<MapLook | null>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const filters = useMemo(() => mapFiltersOf(request), [request]);
  const area = useMapArea(look, filters);
  const total = area.data?.total;

  useEffect(() => onTotal(total ?? null), [total, onTotal]);
  useEffect(() => () => onTotal(null), [onTotal]);

  const features: MapFeature[] = area.data?.features ?? [];
  return (
    <div className="absolute inset-0" aria-busy={area.isFetching}>
      <MapContainer
        center={start ? [start.lat, start.lng] : undefined}
        zoom={start?.zoom}
        bounds={start ? undefined : SOUTH_WEST_NORTH_EAST(PHILIPPINES)}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        zoomControl={false}
        className="palengke-map h-full w-full bg-brand-50!"
        // The region's name for screen readers; the pins are the buttons inside it.
        aria-label={t('feedMap.region')}
      >
        <ZoomControl
          position="bottomright"
          zoomInTitle={t('feedMap.zoomIn')}
          zoomOutTitle={t('feedMap.zoomOut')}
        />
        {tilesAllowed ? <MapTiles tiles={tiles} /> : null}
        <AreaWatcher onLook={setLook} onMapClick={() => setChosen(null)} />
        {start ? null : <StartAround position={position} settling={settling} answer={area.data} />}
        <MapFeatures
          features={features}
          chosenId={chosen?.kind === 'post' ? chosen.post.id : null}
          onPost={(post) => setChosen({ kind: 'post', post })}
          onSpot={(cluster) => setChosen({ kind: 'spot', cluster })}
        />
      </MapContainer>
      {chosen ? null : (
        <div className={mapNotes}>
          {!tilesAllowed && tiles ? <TilesAsk onAsk={askTiles} /> : null}
          {area.isError && !area.data ? (
            <LoadError
              message={t('feedMap.error')}
              onRetry={() => void area.refetch()}
              busy={area.isFetching}
              className="pointer-events-auto w-full text-left"
            />
          ) : null}
          {total === 0 ? (
            <p className="pointer-events-auto rounded-xl border border-brand-200 bg-white p-3 text-sm text-ink shadow">
              {t('feedMap.empty')}
            </p>
          ) : null}
        </div>
      )}
      {chosen?.kind === 'post' ? (
        <MapPostCard post={chosen.post} onClose={() => setChosen(null)} />
      ) : null}
      {chosen?.kind === 'spot' ? (
        <MapSpotCard cluster={chosen.cluster} filters={filters} onClose={() => setChosen(null)} />
      ) : null}
    </div>
  );
}
