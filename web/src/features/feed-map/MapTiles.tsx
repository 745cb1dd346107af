import type { MapSettings } from '@core/map';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TileLayer } from 'react-leaflet';
import { useLowData } from '../low-data/lowDataSetting';
import { MAX_ZOOM } from './mapArea';
import './strings';

type Tiles = NonNullable<MapSettings['tiles']>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** The attribution the tile provider asks for ("© OpenStreetMap contributors", linked). */
export function attributionHtml(tiles: Tiles): string {
  return tiles.attribution
    .map(({ text, url }) =>
      url ? `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>` : escapeHtml(text),
    )
    .join(' ');
}

/**
 * Whether the map may fetch its pictures: in low-data mode none is fetched before the person
 * asks (about 200 KB for a screenful); the pins work on the plain background meanwhile.
 */
export function useTilesAllowed(): [boolean, () => void] {
  const lowData = useLowData();
  const [asked, setAsked] = useState(false);
  return [!lowData || asked, () => setAsked(true)];
}

/** Where notes over the map go: its top, outside Leaflet's container (a tap stays a tap). */
export const mapNotes =
  'pointer-events-none absolute inset-x-2 top-2 z-[1000] flex flex-col items-center gap-2 text-center';

/** Low-data mode's question, for the map's notes (mapNotes). */
export function TilesAsk({ onAsk }: { onAsk: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        onClick={onAsk}
        className="pointer-events-auto min-h-11 rounded-full border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 shadow hover:bg-brand-50"
      >
        {t('feedMap.askTiles')}
      </button>
      <p className="rounded-lg bg-white px-2 py-1 text-xs text-ink">{t('feedMap.askTilesNote')}</p>
    </>
  );
}

/**
 * The map's pictures, from the deployment's tile server (MAP_TILE_URL), at most street level.
 * Asked for with CORS, so the service worker can keep the ones looked at (src/sw.ts) without
 * an opaque answer's padding in the storage quota.
 */
export function MapTiles({ tiles }: { tiles: Tiles | null | undefined }) {
  if (!tiles) return null;
  return (
    <TileLayer
      url={tiles.url}
      attribution={attributionHtml(tiles)}
      maxZoom={MAX_ZOOM}
      crossOrigin="anonymous"
    />
  );
}
