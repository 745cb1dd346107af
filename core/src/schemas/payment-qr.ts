// Pay at pickup by QR Ph (issue 40): the bodies of PUT and DELETE /api/me/payment-qr, shared
// by the server's validation and the profile's form, the limits, and the answers' shapes.
// Whether a text is a QR Ph code at all is core/src/qrph/read.ts's business (the server
// answers qr_not_found, qr_not_qrph or qr_has_amount); these only refuse malformed input.

import { z } from 'zod';
import { PHOTO_MAX_BYTES } from '../constants';
import { QRPH_PAYLOAD_MAX, type QrPhReveal } from '../qrph/read';
import { currentPasswordField } from './fields';
import { imageRefSchema } from './image';
import { MESSAGE_KEY } from './messages';

const HOUR_MS = 3_600_000;

/** A picture of a QR code: at most 2 MB decoded, as a photo (413 image_too_large beyond). */
export const PAYMENT_QR_IMAGE_MAX_BYTES = PHOTO_MAX_BYTES;
/** Saves and removals one person may make in a day, 24 hours (429 rate_limited beyond). */
export const PAYMENT_QR_CHANGES_PER_DAY = 5;
export const PAYMENT_QR_CHANGES_WINDOW_MS = 24 * HOUR_MS;
/** A buyer sees the seller's QR this long after a sale recorded in the thread. */
export const PAYMENT_QR_AFTER_SALE_MS = 24 * HOUR_MS;
/** A QR changed less than this long ago is `changed_recently`: the buyer is warned. */
export const PAYMENT_QR_RECENT_MS = 24 * HOUR_MS;

/** How a sale was paid, as the seller notes it when recording it (optional). */
export const PAID_BY = ['cash', 'qr'] as const;
export type PaidBy = (typeof PAID_BY)[number];

/** A picture as a data URL: JPEG, PNG or WebP (a link is never fetched). */
const qrPictureField = imageRefSchema(PAYMENT_QR_IMAGE_MAX_BYTES, {
  type: MESSAGE_KEY.imageType,
  tooLarge: MESSAGE_KEY.imageTooLarge,
}).refine((value) => value.startsWith('data:'), MESSAGE_KEY.imageInvalid);

/**
 * PUT /api/me/payment-qr: a picture of the wallet's "Receive money" code, or the code's text,
 * one of the two, and the account's password (changing where money goes needs it).
 */
export const paymentQrBody = z
  .object(
    {
      image: qrPictureField.optional(),
      payload: z
        .string({ error: MESSAGE_KEY.invalid })
        .trim()
        .min(1, MESSAGE_KEY.required)
        .max(QRPH_PAYLOAD_MAX, MESSAGE_KEY.invalid)
        .optional(),
      password: currentPasswordField,
    },
    { error: MESSAGE_KEY.invalid },
  )
  .superRefine((body, ctx) => {
    if (body.image === undefined && body.payload === undefined) {
      ctx.addIssue({ code: 'custom', path: ['image'], message: MESSAGE_KEY.required });
    } else if (body.image !== undefined && body.payload !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['payload'], message: MESSAGE_KEY.invalid });
    }
  });
export type PaymentQrBody = z.output<typeof paymentQrBody>;

/**
 * POST /api/me/payment-qr/check: a picture only, read and checked without saving, so the seller
 * learns what buyers would see before giving the password; the save then sends the code's
 * text, not the picture again (one upload on mobile data).
 */
export const paymentQrCheckBody = z.object(
  { image: qrPictureField },
  { error: MESSAGE_KEY.invalid },
);
export type PaymentQrCheckBody = z.output<typeof paymentQrCheckBody>;

/** POST /api/me/payment-qr/check's answer: the code as it would be saved. */
export type PaymentQrReading = Omit<OwnPaymentQr, 'changed_at'>;

/** DELETE /api/me/payment-qr: the password again. */
export const paymentQrRemoveBody = z.object(
  { password: currentPasswordField },
  { error: MESSAGE_KEY.invalid },
);
export type PaymentQrRemoveBody = z.output<typeof paymentQrRemoveBody>;

/** The seller's own QR: PUT's answer and GET /api/me/payment-qr. */
export interface OwnPaymentQr {
  payload: string;
  recipient_name: string;
  city: string;
  provider: string;
  /** What a buyer will see that Palengke otherwise hides: warn before saving. */
  reveals: QrPhReveal[];
  changed_at: string;
}

/** GET /api/threads/{id}/payment-qr: the seller's QR as the buyer at pickup sees it. */
export interface ThreadPaymentQr {
  payload: string;
  recipient_name: string;
  city: string;
  provider: string;
  changed_at: string;
  /** Changed in the last PAYMENT_QR_RECENT_MS: "Check the name before you pay." */
  changed_recently: boolean;
  /** Pesos to pay at pickup: the quantity reserved (else the last sale's) times the price. */
  amount: number | null;
}
