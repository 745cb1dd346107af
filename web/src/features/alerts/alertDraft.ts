import { parseDecimalInput } from '@core/money';
import { alertBody, fieldErrorsFromZod, type AlertInput } from '@core/schemas';
import type { FamilyFilter } from '../feed/feedRequest';
import type { AlertTerms } from './describeAlert';

/** What the home feed shows right now, which "Alert me" saves. */
export interface FeedSelection {
  /** The feed's search; '' for none. */
  search: string;
  /** The feed's own family filter: the chosen family, or every family of the category. */
  families: FamilyFilter;
  position: { lat: number; lng: number } | null;
  rangeKm: number;
}

/** Why Save must wait: no location yet, or the category's families are still loading. */
export type NotReady = 'location' | 'families';

function familyIdsOf(families: FamilyFilter): number[] | null | 'waiting' {
  if (families.kind === 'any') return null;
  // An empty list (a category without families) would be saved as "any food": wait instead.
  if (families.kind === 'waiting' || families.ids.length === 0) return 'waiting';
  return families.ids;
}

/**
 * The price cap as typed: blank is no cap, 0 is free food only. Unreadable text becomes NaN,
 * which the shared schema refuses with the price field's own message.
 */
export function priceCapFrom(text: string): number | null {
  if (text.trim() === '') return null;
  return parseDecimalInput(text) ?? Number.NaN;
}

/** The terms the sheet describes, before a location is known. */
export function termsOf(selection: FeedSelection, priceText: string): AlertTerms {
  const ids = familyIdsOf(selection.families);
  const cap = priceCapFrom(priceText);
  return {
    search: selection.search || null,
    familyIds: Array.isArray(ids) ? ids : null,
    maxPrice: Number.isNaN(cap) ? null : cap,
    rangeKm: selection.rangeKm,
  };
}

/** POST /api/alerts's body for the feed's selection and the typed cap, or why not yet. */
export function alertInputFor(selection: FeedSelection, priceText: string): AlertInput | NotReady {
  const familyIds = familyIdsOf(selection.families);
  if (familyIds === 'waiting') return 'families';
  if (!selection.position) return 'location';
  return {
    search: selection.search || null,
    familyIds,
    maxPrice: priceCapFrom(priceText),
    lat: selection.position.lat,
    lng: selection.position.lng,
    rangeKm: selection.rangeKm,
  };
}

/** The shared schema's verdict before sending: field -> message key, or null when fine. */
export function alertProblems(input: AlertInput): Record<string, string> | null {
  const result = alertBody.safeParse(input);
  return result.success ? null : fieldErrorsFromZod(result.error);
}
