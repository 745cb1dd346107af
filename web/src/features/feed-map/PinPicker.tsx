import 'leaflet/dist/leaflet.css';
import { divIcon, type LeafletEvent, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { MapTiles, mapNotes, TilesAsk, useTilesAllowed } from './MapTiles';
import { MAX_ZOOM, MIN_ZOOM, nudge, type MapPoint } from './mapArea';
import { useMapTiles } from './settings';
import './strings';

/** One arrow key moves the pin this far: a few pixels at street level. */
const STEP_METRES = 15;
/** Opened at street level, where a house's block can be told apart. */
const PICK_ZOOM = 16;

const PIN_HTML = `<svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true"><path d="M12 1.5a7.5 7.5 0 0 0-7.5 7.5c0 5.6 7.5 13.5 7.5 13.5s7.5-7.9 7.5-13.5A7.5 7.5 0 0 0 12 1.5Z" fill="#a64b06" stroke="#fff" stroke-width="1.5"/><circle cx="12" cy="9" r="2.8" fill="#fff"/></svg>`;

/** A tap on the map puts the pin there. */
function TapToPlace({ onPlace }: { onPlace: (point: MapPoint) => void }) {
  useMapEvents({ click: (event) => onPlace({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/**
 * The seller's pin: dragged, or moved with the arrow keys once focused (Leaflet makes a
 * keyboard marker a focusable role="button"; its name is set here, in the reader's language).
 */
function PlacePin({
  point,
  label,
  onMove,
}: {
  point: MapPoint;
  label: string;
  onMove: (point: MapPoint) => void;
}) {
  const map = useMap();
  const markerRef = useRef<LeafletMarker>(null);
  const icon = useMemo(
    () => divIcon({ html: PIN_HTML, className: '', iconSize: [36, 36], iconAnchor: [18, 34] }),
    [],
  );
  const latest = useRef({ point, onMove });
  useEffect(() => {
    latest.current = { point, onMove };
  });

  useEffect(() => {
    const element = markerRef.current?.getElement();
    if (!element) return;
    element.setAttribute('aria-label', label);
    const onKey = (event: KeyboardEvent) => {
      const next = nudge(latest.current.point, event.key, STEP_METRES);
      if (!next) return;
      // The arrows move the pin, not the map under it.
      event.preventDefault();
      event.stopPropagation();
      latest.current.onMove(next);
      if (!map.getBounds().pad(-0.1).contains([next.lat, next.lng]))
        map.panTo([next.lat, next.lng]);
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [map, label]);

  // The picker opens on the pin: the arrow keys move it at once.
  useEffect(() => {
    markerRef.current?.getElement()?.focus({ preventScroll: true });
  }, []);

  return (
    <Marker
      ref={markerRef}
      position={[point.lat, point.lng]}
      icon={icon}
      draggable
      keyboard
      eventHandlers={{
        dragend: (event: LeafletEvent) => {
          const { lat, lng } = (event.target as LeafletMarker).getLatLng();
          onMove({ lat, lng });
        },
      }}
    />
  );
}

export interface PinPickerProps {
  /** Where the pin starts: the last known point, or Metro Manila. */
  start: MapPoint;
  onPick: (point: MapPoint) => void;
  onCancel: () => void;
}

/**
 * "Set on the map" (issue 38): the seller drags or taps a pin into place, or moves it with the
 * arrow keys; works without the device's location. The point is the post's exact one, as
 * GPS's would be (neighbours see its public point).
 */
export function PinPicker({ start, onPick, onCancel }: PinPickerProps) {
  const { t } = useTranslation();
  const tiles = useMapTiles();
  const [tilesAllowed, askTiles] = useTilesAllowed();
  const [point, setPoint] = useState(start);
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Leaflet measures its box when it starts: the map is drawn once the dialog has its size.
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    const frame = requestAnimationFrame(() => setShown(true));
    return () => {
      cancelAnimationFrame(frame);
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="pin-picker-title"
      aria-describedby="pin-picker-help"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(100%-1rem,42rem)] max-w-none rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-black/50"
    >
      <div className="p-4">
        <h2 id="pin-picker-title" className="text-lg font-bold text-brand-900">
          {t('feedMap.pick.title')}
        </h2>
        <p id="pin-picker-help" className="mt-1 text-sm text-ink-muted">
          {t('feedMap.pick.help')}
        </p>
        <div className="relative mt-3 h-[55vh] max-h-[32rem] min-h-64 overflow-hidden rounded-xl border border-brand-200 bg-brand-50">
          {shown ? (
            <MapContainer
              center={[start.lat, start.lng]}
              zoom={PICK_ZOOM}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              zoomControl={false}
              className="palengke-map h-full w-full bg-brand-50!"
            >
              <ZoomControl
                position="bottomright"
                zoomInTitle={t('feedMap.zoomIn')}
                zoomOutTitle={t('feedMap.zoomOut')}
              />
              {tilesAllowed ? <MapTiles tiles={tiles} /> : null}
              <TapToPlace onPlace={setPoint} />
              <PlacePin point={point} label={t('feedMap.pick.pin')} onMove={setPoint} />
            </MapContainer>
          ) : null}
          {!tilesAllowed && tiles ? (
            <div className={mapNotes}>
              <TilesAsk onAsk={askTiles} />
            </div>
          ) : null}
        </div>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={onCancel}
            className="min-h-11 rounded-full border border-brand-700 bg-white px-4 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('feedMap.pick.cancel')}
          </button>
          <button
            type="button"
            onClick={() => onPick(point)}
            className="min-h-11 rounded-full bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            {t('feedMap.pick.use')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
