import { haversineKm, type LatLng } from '@core/geo';
import { formatInteger, formatPeso } from '@core/money';
import type { TFunction } from 'i18next';
import { INTL_LOCALES, toLanguage } from '../../i18n/languages';
import { formatOrList } from '../../i18n/lists';
import { localizedName } from '../taxonomy/localizedName';
import type { Category, Family } from '../taxonomy/types';

/** What an alert watches: a saved alert, or the feed's filters about to be saved. */
export interface AlertTerms {
  search: string | null;
  familyIds: readonly number[] | null;
  maxPrice: number | null;
  rangeKm: number;
}

/** Where its circle is, in words: the device's position, the saved one, or elsewhere. */
export type PlaceKind = 'here' | 'saved' | 'chosen';

/** The names to use; either list may still be loading. */
export interface TaxonomyNames {
  categories: readonly Category[] | undefined;
  families: readonly Family[] | undefined;
}

export interface AlertWords {
  /** "“Eggs” in Poultry", "Vegetables", "Any food": the list item's title. */
  what: string;
  /** "up to ₱10", "free food only", or null without a cap. */
  price: string | null;
  /** "within 3 km of your saved place". */
  place: string;
  /** The price and the place on their own line: "Up to ₱10, within 3 km of …". */
  details: string;
  /** All of it in one sentence, for the sheet and for screen readers. */
  sentence: string;
}

/**
 * How close (km) an alert's point must be to the device's saved position to be called
 * "your saved place": a GPS fix wanders by tens of metres between two readings.
 */
export const SAVED_PLACE_KM = 0.1;

export function placeKindOf(point: LatLng, saved: LatLng | null): 'saved' | 'chosen' {
  return saved && haversineKm(point, saved) <= SAVED_PLACE_KM ? 'saved' : 'chosen';
}

/** "₱10" for whole pesos (a cap reads better without ".00"), "₱12.50" otherwise. */
export function formatPriceCap(pesos: number): string {
  return Number.isInteger(pesos) ? `₱${formatInteger(pesos)}` : formatPeso(pesos);
}

const formatKm = (km: number) => String(Number(km.toFixed(1)));

function capitalize(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** At most this many kinds are named; the rest are counted ("or 3 other kinds"). */
const NAMED_KINDS = 3;

function kindsOf(
  ids: readonly number[],
  names: TaxonomyNames,
  language: string,
  t: TFunction,
): string {
  const families = names.families ?? [];
  const wanted = new Set(ids);
  // The feed's category without a family saves every family of it: call it by the category.
  for (const category of names.categories ?? []) {
    const members = families.filter((family) => family.category_id === category.id);
    if (members.length === wanted.size && members.every((family) => wanted.has(family.id))) {
      return localizedName(category, language);
    }
  }
  const known = ids.flatMap((id) => families.filter((family) => family.id === id));
  // Names not loaded (or a family since removed): count rather than show a partial list.
  if (known.length < ids.length) return t('alerts.describe.someKinds', { count: ids.length });
  const shown = known.map((family) => localizedName(family, language));
  const listed =
    shown.length > NAMED_KINDS
      ? [
          ...shown.slice(0, NAMED_KINDS - 1),
          t('alerts.describe.otherKinds', { count: shown.length - (NAMED_KINDS - 1) }),
        ]
      : shown;
  // "or": a post of any one of these kinds matches.
  return formatOrList(listed, language);
}

/** An alert in words, e.g. "“Eggs”, up to ₱10, within 3 km of your saved place". */
export function describeAlert(
  terms: AlertTerms,
  place: PlaceKind,
  names: TaxonomyNames,
  t: TFunction,
  language: string | undefined,
): AlertWords {
  const lang = toLanguage(language);
  const locale = INTL_LOCALES[lang];
  const words = terms.search?.trim() || null;
  const kinds = terms.familyIds?.length ? kindsOf(terms.familyIds, names, lang, t) : null;

  let what: string;
  if (words && kinds) what = t('alerts.describe.wordsIn', { words, kinds });
  else if (words) what = t('alerts.describe.words', { words });
  else what = kinds ?? t('alerts.describe.anyFood');

  let price: string | null = null;
  if (terms.maxPrice === 0) price = t('alerts.describe.free');
  else if (terms.maxPrice !== null) {
    price = t('alerts.describe.upTo', { price: formatPriceCap(terms.maxPrice) });
  }

  const km = formatKm(terms.rangeKm);
  const placeText =
    place === 'here'
      ? t('alerts.describe.nearHere', { km })
      : place === 'saved'
        ? t('alerts.describe.nearSaved', { km })
        : t('alerts.describe.nearChosen', { km });

  return {
    what: capitalize(what, locale),
    price,
    place: placeText,
    details: capitalize([price, placeText].filter(Boolean).join(', '), locale),
    sentence: capitalize([what, price, placeText].filter(Boolean).join(', '), locale),
  };
}
