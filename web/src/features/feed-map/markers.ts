import { divIcon, type DivIcon } from 'leaflet';

/**
 * The map's markers as real <button>s inside Leaflet's marker element: focusable in the page's
 * tab order, announced with their label, pressed with Enter or Space like any button. Leaflet's
 * own keyboard role is off for them (keyboard: false on the marker), so a button is never
 * inside another one. A tap or a press reaches the marker as its click.
 */
function markerButton(label: string, text: string, className: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = className;
  button.setAttribute('aria-label', label);
  button.textContent = text;
  return button;
}

const PIN_CLASS =
  'palengke-pin block w-max min-w-11 min-h-8 -translate-x-1/2 -translate-y-full rounded-full border-2 border-white bg-brand-800 px-2 py-1 text-xs font-bold text-white shadow-md hover:bg-brand-900';
const CHOSEN_PIN_CLASS = PIN_CLASS.replace('bg-brand-800', 'bg-accent-700');

/** A post: its price in a tag whose tip is at its (public) point. */
export function postIcon(label: string, price: string, chosen: boolean): DivIcon {
  return divIcon({
    html: markerButton(label, price, chosen ? CHOSEN_PIN_CLASS : PIN_CLASS),
    className: '',
    iconSize: [0, 0],
  });
}

/** Several posts: a round marker with their count, larger for more. */
export function clusterIcon(label: string, count: number): DivIcon {
  const size = count < 10 ? 'size-11' : count < 100 ? 'size-12' : 'size-14';
  return divIcon({
    html: markerButton(
      label,
      String(count),
      `palengke-cluster grid ${size} -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full border-4 border-brand-100 bg-brand-700 text-sm font-extrabold text-white shadow-md hover:bg-brand-800`,
    ),
    className: '',
    iconSize: [0, 0],
  });
}
