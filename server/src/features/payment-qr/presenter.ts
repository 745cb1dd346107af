import { z } from 'zod';
import { QRPH_REVEALS, readQrPh } from '@core/qrph/read';
import {
  PAYMENT_QR_RECENT_MS,
  type OwnPaymentQr,
  type PaymentQrReading,
  type ThreadPaymentQr,
} from '@core/schemas';

// The payment QR as the API answers it: always read again from the stored payload (which was
// checked when saved), so what the seller is told and what the buyer scans cannot differ.

export const ownPaymentQrSchema = z.object({
  payload: z.string(),
  recipient_name: z.string().describe('ID 59, often masked by the wallet: "J** D."'),
  city: z.string(),
  provider: z.string().describe('GCash, Maya, BDO, … or "Bank or e-wallet"'),
  reveals: z
    .array(z.enum(QRPH_REVEALS))
    .describe('what a buyer will see that Palengke otherwise hides'),
  changed_at: z.string(),
}) satisfies z.ZodType<OwnPaymentQr>;

export const paymentQrReadingSchema = ownPaymentQrSchema.omit({
  changed_at: true,
}) satisfies z.ZodType<PaymentQrReading>;

export const threadPaymentQrSchema = z.object({
  ...ownPaymentQrSchema.omit({ reveals: true }).shape,
  changed_recently: z.boolean().describe('changed in the last 24 hours: warn the buyer'),
  amount: z
    .number()
    .nullable()
    .describe(
      "pesos to pay at pickup: the quantity reserved (else the last sale's) times the price",
    ),
}) satisfies z.ZodType<ThreadPaymentQr>;

export interface PaymentQrRow {
  payload: string;
  changed_at: string;
}

export function presentOwnPaymentQr(row: PaymentQrRow): OwnPaymentQr {
  const reading = readQrPh(row.payload);
  // Only payloads that read are ever stored; one that no longer does is a bug to hear of.
  if (!reading.ok) throw new Error(`a stored payment QR no longer reads: ${reading.refusal}`);
  return { ...reading.code, changed_at: row.changed_at };
}

/** Pesos for `qty` at a price per unit in centavos, to the centavo; null with nothing to pay. */
export function amountAtPickup(qty: number | null, priceCentavos: number): number | null {
  return qty === null ? null : Math.round(qty * priceCentavos) / 100;
}

export function presentThreadPaymentQr(
  row: PaymentQrRow,
  amount: number | null,
  now: Date,
): ThreadPaymentQr {
  const { payload, recipient_name, city, provider, changed_at } = presentOwnPaymentQr(row);
  return {
    payload,
    recipient_name,
    city,
    provider,
    changed_at,
    changed_recently: now.getTime() - Date.parse(changed_at) < PAYMENT_QR_RECENT_MS,
    amount,
  };
}
