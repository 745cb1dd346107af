import type { MapAnswer } from '@core/map';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { DevicePosition } from '../../ui/location';
import {
  AROUND_PERSON_ZOOM,
  areaParam,
  boundsOf,
  METRO_MANILA,
  rememberPlace,
  type MapPoint,
} from './mapArea';
import type { MapLook } from './queries';

/** Moving the map asks for the new area once it has stopped for this long. */
const AREA_DEBOUNCE_MS = 350;

/**
 * Reports the visible area (at once, then after each move has settled) and remembers the
 * place, so that Back from a post opens the map where it was. A tap on the map itself (not
 * on a pin) closes the card.
 */
export function AreaWatcher({
  onLook,
  onMapClick,
}: {
  onLook: (look: MapLook) => void;
  onMapClick: () => void;
}) {
  const map = useMap();
  const handlers = useRef({ onLook, onMapClick });
  useEffect(() => {
    handlers.current = { onLook, onMapClick };
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const report = () => {
      const bounds = map.getBounds();
      const zoom = map.getZoom();
      const bbox = areaParam([
        bounds.getWest(),
        bounds.getSouth(),
        bounds.getEast(),
        bounds.getNorth(),
      ]);
      handlers.current.onLook({ bbox, zoom: Math.round(zoom) });
      const center = map.getCenter();
      rememberPlace({ lat: center.lat, lng: center.lng, zoom });
    };
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(report, AREA_DEBOUNCE_MS);
    };
    const click = () => handlers.current.onMapClick();
    report();
    map.on('moveend', later);
    map.on('click', click);
    return () => {
      clearTimeout(timer);
      map.off('moveend', later);
      map.off('click', click);
    };
  }, [map]);
  return null;
}

/** Whether the person has moved the map themselves (then nothing else moves it). */
function useTouched(): () => boolean {
  const map = useMap();
  const touched = useRef(false);
  useEffect(() => {
    const container = map.getContainer();
    const touch = () => {
      touched.current = true;
    };
    const events = ['pointerdown', 'wheel', 'keydown'] as const;
    for (const name of events) container.addEventListener(name, touch, { passive: true });
    return () => {
      for (const name of events) container.removeEventListener(name, touch);
    };
  }, [map]);
  return () => touched.current;
}

/**
 * A map opened with no place of its own starts over the whole country, then moves (issue 38):
 * around the person when the device tells where, else around the posts found, else to Metro
 * Manila. Not once the person has moved it.
 */
export function StartAround({
  position,
  settling,
  answer,
}: {
  position: DevicePosition | null;
  settling: boolean;
  answer: MapAnswer | undefined;
}) {
  const map = useMap();
  const touched = useTouched();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || touched()) return;
    if (position) {
      done.current = true;
      map.setView([position.lat, position.lng], AROUND_PERSON_ZOOM);
      return;
    }
    // A location the person allowed before may still land: the posts wait for it.
    if (settling || !answer) return;
    done.current = true;
    const points: MapPoint[] = answer.features.flatMap((feature) =>
      feature.type === 'post'
        ? [feature]
        : [
            { lng: feature.bbox[0], lat: feature.bbox[1] },
            { lng: feature.bbox[2], lat: feature.bbox[3] },
          ],
    );
    const bounds = boundsOf(points);
    if (!bounds) {
      map.setView([METRO_MANILA.lat, METRO_MANILA.lng], METRO_MANILA.zoom);
      return;
    }
    map.fitBounds(
      [
        [bounds[1], bounds[0]],
        [bounds[3], bounds[2]],
      ],
      { padding: [40, 40], maxZoom: AROUND_PERSON_ZOOM },
    );
  }, [map, position, settling, answer, touched]);
  return null;
}
