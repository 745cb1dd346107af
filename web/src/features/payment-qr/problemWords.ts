import { PAYMENT_QR_CHANGES_PER_DAY } from '@core/schemas/payment-qr';
import { useTranslation } from 'react-i18next';
import type { PaymentQrProblem } from './failures';

/** A failure's words in the reader's language, with the daily limit the server keeps. */
export function useProblemWords(): (problem: PaymentQrProblem) => string {
  const { t } = useTranslation();
  return (problem) => t(`paymentQr.errors.${problem}`, { max: PAYMENT_QR_CHANGES_PER_DAY });
}
