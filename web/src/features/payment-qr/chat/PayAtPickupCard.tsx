import { formatPeso } from '@core/money';
import { paidMessage } from '@core/qrph/paid-message';
import type { ThreadPaymentQr } from '@core/schemas/payment-qr';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../i18n/languages';
import { buttonPrimary, buttonSecondary } from '../../../ui/styles';
import { useProviderLabel } from '../providerLabel';
import { QrCodeImage } from './QrCodeImage';
import { SaveQrPicture } from './SaveQrPicture';
import '../strings';

type Paid = 'idle' | 'sending' | 'sent';

/**
 * The buyer's "Pay at pickup" card: the seller's QR Ph code, drawn from the payload the server
 * checked, the name and wallet to see in their own wallet before paying, the amount, and the
 * rule. "I've paid" only tells the seller to look at their history: nothing is marked paid.
 */
export function PayAtPickupCard({
  qr,
  onPaid,
}: {
  qr: ThreadPaymentQr;
  /** Sends the chat message the app words; resolves to whether it went (or waits to go). */
  onPaid: (message: string) => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation();
  const ids = { title: useId(), qr: useId() };
  // What is held (else what was sold) at the post's price, as the server counts it.
  const amount = qr.amount;
  const provider = useProviderLabel(qr.provider);
  const [shown, setShown] = useState(false);
  const [paid, setPaid] = useState<Paid>('idle');

  // Free food is not paid for: no card at all.
  if (amount === 0) return null;

  const tellSeller = async () => {
    if (amount === null) return;
    setPaid('sending');
    const sent = await onPaid(paidMessage(toLanguage(i18n.resolvedLanguage), amount, provider));
    setPaid(sent ? 'sent' : 'idle');
  };

  return (
    <section
      aria-labelledby={ids.title}
      className="space-y-3 rounded-2xl border-2 border-brand-200 bg-white p-4"
    >
      <h2 id={ids.title} className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0" fill="none">
          <path
            d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        {t('paymentQr.card.heading')}
      </h2>
      {qr.changed_recently ? (
        <p className="rounded-xl border border-danger-200 border-l-4 border-l-danger-700 bg-danger-50 p-3 font-semibold text-danger-800">
          {t('paymentQr.card.changedRecently')}
        </p>
      ) : null}
      <p className="font-semibold text-ink">
        {t('paymentQr.card.check', { name: qr.recipient_name, provider })}
      </p>
      {amount !== null ? (
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-ink-muted">{t('paymentQr.card.amount')}:</span>
          <span className="text-2xl font-extrabold text-ink">{formatPeso(amount)}</span>
        </p>
      ) : null}
      <p className="rounded-xl bg-accent-50 p-3 text-accent-800">{t('paymentQr.card.rule')}</p>
      <button
        type="button"
        aria-expanded={shown}
        aria-controls={ids.qr}
        className={`${buttonSecondary} w-full sm:w-auto`}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? t('paymentQr.card.hide') : t('paymentQr.card.show')}
      </button>
      <div id={ids.qr} hidden={!shown} className="space-y-2">
        {shown ? (
          <>
            <QrCodeImage
              payload={qr.payload}
              label={t('paymentQr.card.qrLabel', { name: qr.recipient_name })}
            />
            <p className="text-sm text-ink-muted">{t('paymentQr.card.scanHint')}</p>
            <SaveQrPicture payload={qr.payload} provider={qr.provider} />
          </>
        ) : null}
      </div>
      {amount !== null ? (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={buttonPrimary}
            disabled={paid !== 'idle'}
            onClick={() => void tellSeller()}
          >
            {t('paymentQr.card.paid')}
          </button>
          <p role="status" className="font-semibold text-brand-800">
            {paid === 'sent' ? t('paymentQr.card.paidSent') : null}
          </p>
        </div>
      ) : null}
    </section>
  );
}
