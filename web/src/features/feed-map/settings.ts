import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapSettings } from '@core/map';
import { api } from '../../api/client';

/**
 * Where the map's tiles come from (GET /api/map/settings: MAP_TILE_URL and its attribution),
 * or `tiles: null` when the deployment turned the map off. The server reads it for the home
 * page before rendering (app/prefetch.ts), so the view control has its Map choice, or not,
 * from the first frame.
 */
export const mapSettingsQuery = () =>
  queryOptions({
    queryKey: ['map', 'settings'] as const,
    queryFn: ({ signal }) => api.get<MapSettings>('/map/settings', { signal }),
    // A deployment's setting: it changes with a restart, not while a page is open.
    staleTime: Number.POSITIVE_INFINITY,
    networkMode: 'offlineFirst',
  });

/** The tile settings, undefined until known (null: the map is off). */
export function useMapTiles(): MapSettings['tiles'] | undefined {
  return useQuery(mapSettingsQuery()).data?.tiles;
}
