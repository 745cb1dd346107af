import { isApiError } from '../../api/client';

/** Why saving or removing the QR failed, as the words to show (paymentQr.errors.*). */
export type PaymentQrProblem =
  | 'invalid_credentials'
  | 'password_not_set'
  | 'qr_not_found'
  | 'qr_not_qrph'
  | 'qr_has_amount'
  | 'too_large'
  | 'unsupported_type'
  | 'unreadable'
  | 'rate_limited'
  | 'offline'
  | 'saveFailed'
  | 'removeFailed';

export interface PaymentQrFailure {
  problem: PaymentQrProblem;
  /** The input it belongs to; the rest are about the QR itself, shown above the button. */
  field: 'password' | 'qr' | null;
}

const QR_CODES = ['qr_not_found', 'qr_not_qrph', 'qr_has_amount'] as const;

function isQrCode(code: string | undefined): code is (typeof QR_CODES)[number] {
  return (QR_CODES as readonly (string | undefined)[]).includes(code);
}

/**
 * PUT or DELETE /api/me/payment-qr refused: each of the codes in words. The server
 * says why too, in the person's language; ours follow a language switch on the page.
 */
export function paymentQrFailure(error: unknown, action: 'save' | 'remove'): PaymentQrFailure {
  const fallback: PaymentQrFailure = {
    problem: action === 'save' ? 'saveFailed' : 'removeFailed',
    field: null,
  };
  if (!isApiError(error)) return fallback;
  if (error.code === 'invalid_credentials') {
    return { problem: 'invalid_credentials', field: 'password' };
  }
  // An account made by SMS has no password to give yet: where to make one, not a field error.
  if (error.code === 'password_not_set') return { problem: 'password_not_set', field: null };
  if (isQrCode(error.code)) return { problem: error.code, field: 'qr' };
  if (error.status === 413 || error.code === 'image_too_large') {
    return { problem: 'too_large', field: 'qr' };
  }
  if (error.code === 'unsupported_image_type') return { problem: 'unsupported_type', field: 'qr' };
  if (error.status === 429) return { problem: 'rate_limited', field: null };
  if (error.status === 0) return { problem: 'offline', field: null };
  return fallback;
}
