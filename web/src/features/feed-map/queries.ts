import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../api/client';
import type { MapAnswer } from '@core/map';

/** The feed's filters as GET /api/posts/map takes them (the same names as GET /api/posts). */
export interface MapFilters {
  search?: string;
  familyIds?: number[];
  lat?: number;
  lng?: number;
  rangeKm?: number;
}

/** One look at the map: the area (areaParam) at a zoom. */
export interface MapLook {
  bbox: string;
  zoom: number;
}

const NOTHING: MapAnswer = { total: 0, features: [] };

/**
 * The pins and counts of an area, for the feed's filters. Under ['posts'] like the feed, so
 * a new or changed post refreshes the map too; the last area's pins stay on screen while the
 * next one loads, so panning never blanks the map.
 */
export function useMapArea(look: MapLook | null, filters: MapFilters | null) {
  return useQuery({
    queryKey: ['posts', 'map', look, filters] as const,
    queryFn: ({ signal }) => {
      // A category without families matches nothing: no need to ask.
      if (!look || !filters || filters.familyIds?.length === 0) return NOTHING;
      return api.get<MapAnswer>(withQuery('/posts/map', { ...look, ...filters }), { signal });
    },
    enabled: look !== null && filters !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
