import { parsePesoAmount, type ParsedAmount } from '@core/amount-input';
import { alertForm, fieldErrorsFromZod, type AlertFormInput, type AlertInput } from '@core/schemas';
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
 * The price cap as typed: null when blank (no cap), else what the one amount parser reads
 * (0 is free food only; '1.200' is a question the field asks).
 */
export function readPriceCap(text: string): ParsedAmount | null {
  return text.trim() === '' ? null : parsePesoAmount(text);
}

/** The terms the sheet describes, before a location is known. */
export function termsOf(selection: FeedSelection, priceText: string): AlertTerms {
  const ids = familyIdsOf(selection.families);
  const cap = readPriceCap(priceText);
  return {
    search: selection.search || null,
    familyIds: Array.isArray(ids) ? ids : null,
    maxPrice: cap?.kind === 'amount' ? cap.value : null,
    rangeKm: selection.rangeKm,
  };
}

/** The sheet's values for the feed's selection and the typed cap, or why not yet. */
export function alertInputFor(
  selection: FeedSelection,
  priceText: string,
): AlertFormInput | NotReady {
  const familyIds = familyIdsOf(selection.families);
  if (familyIds === 'waiting') return 'families';
  if (!selection.position) return 'location';
  return {
    search: selection.search || null,
    familyIds,
    maxPrice: priceText,
    lat: selection.position.lat,
    lng: selection.position.lng,
    rangeKm: selection.rangeKm,
  };
}

/**
 * The shared schema's verdict before sending: POST /api/alerts's body, or field -> message
 * key for each problem.
 */
export function checkAlert(
  input: AlertFormInput,
): { ok: true; body: AlertInput } | { ok: false; fields: Record<string, string> } {
  const result = alertForm.safeParse(input);
  return result.success
    ? { ok: true, body: result.data }
    : { ok: false, fields: fieldErrorsFromZod(result.error) };
}
