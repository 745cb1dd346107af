// Food alerts ("tell me when someone near me posts eggs under ₱10"): the body of
// POST /api/alerts, also the save control's schema on the home feed.

import { z } from 'zod';
import {
  ALERT_SEARCH_MAX,
  PRICE_MAX,
  SEARCH_RANGE_MAX_KM,
  SEARCH_RANGE_MIN_KM,
} from '../constants';
import { amountField, requiredOr, typedAmountValue } from './fields';
import { MESSAGE_KEY } from './messages';

const capMessages = {
  required: MESSAGE_KEY.priceInvalid,
  invalid: MESSAGE_KEY.priceInvalid,
  negative: MESSAGE_KEY.priceNegative,
  tooLarge: MESSAGE_KEY.priceTooHigh,
  ambiguous: MESSAGE_KEY.priceAmbiguous,
} as const;

/** Pesos; 0 means free food only, null no cap. */
const maxPriceField = amountField(PRICE_MAX, capMessages).nullish();

export const alertBody = z.object(
  {
    /** Words the title must contain (the feed's search rule); blank means any title. */
    search: z
      .string({ error: MESSAGE_KEY.invalid })
      .trim()
      .max(ALERT_SEARCH_MAX, MESSAGE_KEY.invalid)
      .nullish()
      .transform((value) => value || null),
    familyIds: z
      .array(z.number({ error: MESSAGE_KEY.invalid }).int().positive(), {
        error: MESSAGE_KEY.invalid,
      })
      .max(50, MESSAGE_KEY.invalid)
      .nullish()
      .transform((ids) => (ids?.length ? [...new Set(ids)].sort((a, b) => a - b) : null)),
    maxPrice: maxPriceField,
    lat: z
      .number({ error: requiredOr(MESSAGE_KEY.locationRequired, MESSAGE_KEY.locationInvalid) })
      .min(-90, MESSAGE_KEY.locationInvalid)
      .max(90, MESSAGE_KEY.locationInvalid),
    lng: z
      .number({ error: requiredOr(MESSAGE_KEY.locationRequired, MESSAGE_KEY.locationInvalid) })
      .min(-180, MESSAGE_KEY.locationInvalid)
      .max(180, MESSAGE_KEY.locationInvalid),
    rangeKm: z
      .number({ error: MESSAGE_KEY.searchRangeInvalid })
      .min(SEARCH_RANGE_MIN_KM, MESSAGE_KEY.searchRangeInvalid)
      .max(SEARCH_RANGE_MAX_KM, MESSAGE_KEY.searchRangeInvalid),
  },
  { error: MESSAGE_KEY.invalid },
);
export type AlertBody = z.output<typeof alertBody>;
export type AlertInput = z.input<typeof alertBody>;

/**
 * The alert sheet's price cap as typed ('₱1,200', '1.200'), read as every price field is:
 * blank is no cap, and an amount open to two readings is asked about, not guessed.
 */
export const priceCapTextField = z
  .string({ error: MESSAGE_KEY.priceInvalid })
  .transform((text, ctx) => {
    if (text.trim() === '') return null;
    const value = typedAmountValue(text, 'peso', capMessages);
    if (typeof value === 'number') return value;
    ctx.addIssue({ code: 'custom', message: value });
    return z.NEVER;
  })
  .pipe(amountField(PRICE_MAX, capMessages).nullable());

/** The alert sheet: the body, with the price cap as its field holds it. */
export const alertForm = alertBody.extend({ maxPrice: priceCapTextField });
export type AlertFormInput = z.input<typeof alertForm>;

/** PATCH /api/alerts/{id}. */
export const alertPatchBody = z.object(
  { paused: z.boolean({ error: requiredOr(MESSAGE_KEY.required, MESSAGE_KEY.invalid) }) },
  { error: MESSAGE_KEY.invalid },
);

/** An alert as the API returns it. */
export interface Alert {
  id: string;
  search: string | null;
  family_ids: number[] | null;
  max_price: number | null;
  lat: number;
  lng: number;
  range_km: number;
  paused: boolean;
  created_at: string;
  last_matched_at: string | null;
}
