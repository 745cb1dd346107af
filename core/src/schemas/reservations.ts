// Partial sales and reservations (issue 11): the bodies of PUT /api/threads/{id}/reservation
// and POST /api/threads/{id}/complete, and the seller's Reserve and Mark sold forms.

import { z } from 'zod';
import { QTY_DECIMALS, QTY_MAX, RESERVATION_DAYS_MAX } from '../constants';
import { requiredOr, typedAmountValue } from './fields';
import { MESSAGE_KEY } from './messages';
import { PAID_BY, type PaidBy } from './payment-qr';
import { systemNow } from './post-fields';

const DAY_MS = 86_400_000;
export const RESERVATION_MAX_MS = RESERVATION_DAYS_MAX * DAY_MS;

/** True when `value` has at most QTY_DECIMALS decimals (0.1 + 0.2 style noise forgiven). */
export function hasAmountDecimals(value: number): boolean {
  const scaled = value * 10 ** QTY_DECIMALS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * An amount of a post in its unit, reserved or sold: a JSON number above 0, at most
 * QTY_MAX, with at most two decimals (the rules of a post's quantity, but never 0).
 */
export const saleAmountField = z
  .number({ error: requiredOr(MESSAGE_KEY.qtyRequired, MESSAGE_KEY.qtyInvalid) })
  .refine(Number.isFinite, MESSAGE_KEY.qtyInvalid)
  .refine((value) => value > 0, MESSAGE_KEY.amountNotPositive)
  .refine((value) => value <= QTY_MAX, MESSAGE_KEY.qtyTooLarge)
  .refine(hasAmountDecimals, MESSAGE_KEY.amountDecimals);

/** The same amount as typed into a form field ('1.5', '1,200', or a stepper's number). */
export const saleAmountTextField = z
  .union([z.string(), z.number(), z.nan()], { error: MESSAGE_KEY.qtyRequired })
  .nullish()
  .transform((raw, ctx) => {
    const value = typedAmountValue(raw, 'quantity', {
      required: MESSAGE_KEY.qtyRequired,
      invalid: MESSAGE_KEY.qtyInvalid,
      ambiguous: MESSAGE_KEY.qtyAmbiguous,
      negative: MESSAGE_KEY.amountNotPositive,
    });
    if (typeof value === 'number') return value;
    ctx.addIssue({ code: 'custom', message: value });
    return z.NEVER;
  })
  .pipe(saleAmountField);

export interface ReservationLimits {
  /** Where the current time comes from; tests pass a fixed clock. */
  now?: () => Date;
  /** The post's expiry (ISO); a reservation may not outlast it. Unknown: not checked. */
  postExpiresAt?: string | undefined;
}

/** Until when units are held: ISO 8601 with a zone, in the future, at most 7 days ahead. */
export function reservationUntilField({ now = systemNow, postExpiresAt }: ReservationLimits = {}) {
  return z
    .string({ error: MESSAGE_KEY.untilRequired })
    .min(1, MESSAGE_KEY.untilRequired)
    .pipe(z.iso.datetime({ offset: true, error: MESSAGE_KEY.invalid }))
    .superRefine((iso, ctx) => {
      const at = Date.parse(iso);
      const ahead = at - now().getTime();
      let message: string | null = null;
      if (ahead <= 0) message = MESSAGE_KEY.untilPast;
      else if (ahead > RESERVATION_MAX_MS) message = MESSAGE_KEY.untilTooFar;
      else if (postExpiresAt && at > Date.parse(postExpiresAt)) {
        message = MESSAGE_KEY.untilAfterExpiry;
      }
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

/**
 * Body of PUT /api/threads/{id}/reservation. The server checks it again with the post's
 * expiry (postExpiresAt); the form passes it too, so the seller hears of it before sending.
 */
export function makeReservationBody(limits: ReservationLimits = {}) {
  return z.object(
    { qty: saleAmountField, until: reservationUntilField(limits) },
    { error: MESSAGE_KEY.invalid },
  );
}

export const reservationBody = makeReservationBody();
export type ReservationBody = z.output<typeof reservationBody>;

/** The Reserve form over raw input: the amount as typed, `until` as an ISO timestamp. */
export function makeReservationForm(limits: ReservationLimits = {}) {
  return z.object(
    { qty: saleAmountTextField, until: reservationUntilField(limits) },
    { error: MESSAGE_KEY.invalid },
  );
}
export type ReservationFormInput = z.input<ReturnType<typeof makeReservationForm>>;
export type ReservationFormValues = z.output<ReturnType<typeof makeReservationForm>>;

/**
 * Body of POST /api/threads/{id}/complete: the amount sold to the thread's buyer. Without
 * it (or with no body at all) the sale is the thread's reservation, else all that is left.
 * `paid_by`, optional, is the seller's note of how it was paid (issue 40): cash, or by their QR.
 */
export const completeSaleBody = z.object(
  {
    qty: saleAmountField.optional(),
    paid_by: z.enum(PAID_BY, { error: MESSAGE_KEY.invalid }).optional(),
  },
  { error: MESSAGE_KEY.invalid },
);
export type CompleteSaleBody = z.output<typeof completeSaleBody>;

/** The Mark sold form's own-amount field (the other choices send no amount). */
export const saleAmountForm = z.object(
  { qty: saleAmountTextField },
  { error: MESSAGE_KEY.invalid },
);
export type SaleAmountFormInput = z.input<typeof saleAmountForm>;
export type SaleAmountFormValues = z.output<typeof saleAmountForm>;

/** A thread's reservation as the API returns it (on every thread object, or null). */
export interface Reservation {
  qty: number;
  until: string;
}

/** One sale of a post: GET /api/posts/{id}/sales. */
export interface PostSale {
  thread_id: string;
  buyer: { id: string; username: string; display_name: string | null } | null;
  qty: number;
  sold_at: string;
  /** How the seller noted it was paid; null when they did not say. */
  paid_by: PaidBy | null;
}
