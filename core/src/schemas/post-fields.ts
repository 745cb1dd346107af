// Pieces shared by the create-post and edit-post schemas, forms and API bodies alike.

import { z } from 'zod';
import {
  DESCRIPTION_MAX,
  EXPIRY_DAYS_MAX,
  EXPIRY_DAYS_MIN,
  PHOTO_MAX_BYTES,
  POST_IMAGES_MAX,
  PRICE_MAX,
  QTY_MAX,
  TITLE_MAX,
  UNIT_MAX,
} from '../constants';
import { EXPIRY_SERVER_LIMIT_MS } from '../expiry';
import { isValidLatLng } from '../geo';
import {
  amountField,
  amountTextField,
  optionalText,
  requiredOr,
  requiredText,
  taxonomyIdField,
  whenFieldsParsed,
} from './fields';
import { imageListSchema } from './image';
import { MESSAGE_KEY, type ValidationMessageKey } from './messages';

/** Where the current time comes from; tests pass a fixed clock. */
export interface Clock {
  readonly now?: () => Date;
}

export const systemNow = (): Date => new Date();

const priceMessages = {
  required: MESSAGE_KEY.priceRequired,
  invalid: MESSAGE_KEY.priceInvalid,
  negative: MESSAGE_KEY.priceNegative,
  tooLarge: MESSAGE_KEY.priceTooHigh,
  ambiguous: MESSAGE_KEY.priceAmbiguous,
} as const;

const qtyMessages = {
  required: MESSAGE_KEY.qtyRequired,
  invalid: MESSAGE_KEY.qtyInvalid,
  negative: MESSAGE_KEY.qtyNegative,
  tooLarge: MESSAGE_KEY.qtyTooLarge,
  ambiguous: MESSAGE_KEY.qtyAmbiguous,
} as const;

export const titleField = requiredText(
  MESSAGE_KEY.requiredTitle,
  TITLE_MAX,
  MESSAGE_KEY.titleTooLong,
);
export const descriptionField = optionalText(DESCRIPTION_MAX, MESSAGE_KEY.descriptionTooLong);
export const priceField = amountField(PRICE_MAX, priceMessages);
export const qtyField = amountField(QTY_MAX, qtyMessages);
export const priceTextField = amountTextField(PRICE_MAX, 'peso', priceMessages);
export const qtyTextField = amountTextField(QTY_MAX, 'quantity', qtyMessages);
export const unitField = requiredText(MESSAGE_KEY.unitRequired, UNIT_MAX, MESSAGE_KEY.unitInvalid);
export const postImagesField = imageListSchema(POST_IMAGES_MAX, PHOTO_MAX_BYTES, {
  type: MESSAGE_KEY.imageType,
  tooLarge: MESSAGE_KEY.imageTooLarge,
});

/**
 * `images` in a request body: SPEC §3 lets a client send "an array of strings or a single
 * string"; a single one is read as a list of one, so every check below sees a list.
 */
export const postImagesBodyField = z
  .preprocess((value) => (typeof value === 'string' ? [value] : value), postImagesField)
  .describe('data: URLs of new photos or URLs of the post’s own; one photo may be a plain string');

/** A coordinate in a request body or form; null means "no location yet". */
export const coordinateField = z.number({ error: MESSAGE_KEY.locationInvalid }).nullish();

/**
 * An expiry timestamp in a request body: ISO 8601 with a zone, in the future and at most
 * 30 days ahead in the sender's time zone (see expiryIsWithinLimit).
 */
export function expiresAtField(now: () => Date) {
  return z
    .string({ error: MESSAGE_KEY.expiresRequired })
    .min(1, MESSAGE_KEY.expiresRequired)
    .pipe(z.iso.datetime({ offset: true, error: MESSAGE_KEY.expiresInvalid }))
    .superRefine((iso, ctx) => {
      const ahead = Date.parse(iso) - now().getTime();
      if (ahead <= 0) ctx.addIssue({ code: 'custom', message: MESSAGE_KEY.expiresPast });
      else if (ahead > EXPIRY_SERVER_LIMIT_MS) {
        ctx.addIssue({ code: 'custom', message: MESSAGE_KEY.expiresTooFar });
      }
    });
}

interface ExpiryDaysMessages {
  readonly required: ValidationMessageKey;
  readonly belowMin: ValidationMessageKey;
  readonly notWhole: ValidationMessageKey;
}

/**
 * "Expires in N days" as the form holds it: a number, or text from a plain input.
 * Out-of-range values keep their own messages so the form can say what is wrong.
 */
export function expiresInDaysField(messages: ExpiryDaysMessages) {
  return (
    z
      // z.nan(): an empty <input type="number"> reports NaN through valueAsNumber.
      .union([z.number(), z.nan(), z.string()], { error: messages.notWhole })
      .nullish()
      .transform((raw, ctx) => {
        const text = typeof raw === 'string' ? raw.trim() : raw;
        const blank = text == null || text === '' || Number.isNaN(text);
        const days = blank ? NaN : Number(text);
        let message: ValidationMessageKey | null = null;
        if (blank) message = messages.required;
        else if (Number.isNaN(days)) message = messages.notWhole;
        else if (days < EXPIRY_DAYS_MIN) message = messages.belowMin;
        else if (days > EXPIRY_DAYS_MAX) message = MESSAGE_KEY.expiresTooFar;
        else if (!Number.isInteger(days)) message = messages.notWhole;
        if (message) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return days;
      })
  );
}

/**
 * The fields the create and edit forms share, over raw input values. The forms differ in what
 * a bad expiry reads, whether a photo is kept by default and whether a location is required.
 */
export function postFormFields(expiryMessages: ExpiryDaysMessages) {
  return {
    categoryId: taxonomyIdField(MESSAGE_KEY.requiredCategory),
    familyId: taxonomyIdField(MESSAGE_KEY.requiredFamily),
    title: titleField,
    description: descriptionField,
    price: priceTextField,
    qty: qtyTextField,
    unit: unitField,
    expiresInDays: expiresInDaysField(expiryMessages),
    lat: coordinateField,
    lng: coordinateField,
  };
}

function coordinate(limit: number) {
  return z
    .number({ error: requiredOr(MESSAGE_KEY.locationRequired, MESSAGE_KEY.locationInvalid) })
    .min(-limit, MESSAGE_KEY.locationInvalid)
    .max(limit, MESSAGE_KEY.locationInvalid);
}

/** Latitude in a request body. */
export const latField = coordinate(90);
/** Longitude in a request body. */
export const lngField = coordinate(180);

interface MaybeLocated {
  lat?: number | null;
  lng?: number | null;
}

function locationIsConsistent({ lat, lng }: MaybeLocated, required: boolean): boolean {
  if (lat == null && lng == null) return true;
  // Half a location is "missing" when one is required (reported once, as required) and
  // malformed when it is optional.
  if (lat == null || lng == null) return required;
  return isValidLatLng(lat, lng);
}

/**
 * The form's location rule: both coordinates present (else locationRequired) and within
 * range. Reported on 'location', where the form shows its location pill. With
 * `required` false (edit form) a missing location means "keep the post's location".
 */
export function withFormLocation<T extends z.ZodType<MaybeLocated>>(schema: T, required: boolean) {
  const when = whenFieldsParsed('lat', 'lng');
  return schema
    .refine((value) => !required || (value.lat != null && value.lng != null), {
      path: ['location'],
      error: MESSAGE_KEY.locationRequired,
      when,
    })
    .refine((value) => locationIsConsistent(value, required), {
      path: ['location'],
      error: MESSAGE_KEY.locationInvalid,
      when,
    });
}
