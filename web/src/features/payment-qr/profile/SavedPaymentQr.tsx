import type { OwnPaymentQr } from '@core/schemas/payment-qr';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMediumDate } from '../../../i18n/shortDate';
import { useProviderLabel } from '../providerLabel';
import { RevealsNote } from '../RevealsNote';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="font-semibold text-ink">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** The saved QR as the server read it: who the money goes to, where, and what buyers see. */
export function SavedPaymentQr({ qr }: { qr: OwnPaymentQr }) {
  const { t, i18n } = useTranslation();
  const provider = useProviderLabel(qr.provider);
  return (
    <div className="mt-3 space-y-3">
      <dl className="space-y-2">
        <Row label={t('paymentQr.details.name')}>{qr.recipient_name}</Row>
        <Row label={t('paymentQr.details.provider')}>{provider}</Row>
        <Row label={t('paymentQr.details.city')}>{qr.city}</Row>
        <Row label={t('paymentQr.details.changed')}>
          {formatMediumDate(qr.changed_at, i18n.language)}
        </Row>
      </dl>
      <RevealsNote reveals={qr.reveals} />
    </div>
  );
}
