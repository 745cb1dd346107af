import type { ThreadPaymentQr } from '@core/schemas/payment-qr';
import { useTranslation } from 'react-i18next';
import { useProviderLabel } from '../providerLabel';
import '../strings';

/** The seller's side: one line saying their QR is what the buyer sees to pay at pickup. */
export function SellerQrNote({ qr, buyerName }: { qr: ThreadPaymentQr; buyerName: string }) {
  const { t } = useTranslation();
  const provider = useProviderLabel(qr.provider);
  return (
    <p className="rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900">
      {t('paymentQr.card.sellerNote', { name: buyerName, provider })}
    </p>
  );
}
