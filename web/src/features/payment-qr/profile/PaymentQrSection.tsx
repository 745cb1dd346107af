import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../ui/LoadError';
import { SettingsSection } from '../../../ui/SettingsSection';
import { Spinner } from '../../../ui/Spinner';
import { buttonPrimary, buttonSecondary } from '../../../ui/styles';
import { useOwnPaymentQr } from '../queries';
import { useProblemWords } from '../problemWords';
import { PaymentQrForm } from './PaymentQrForm';
import { RemovePaymentQr } from './RemovePaymentQr';
import { SavedPaymentQr } from './SavedPaymentQr';
import '../strings';

type Panel = 'form' | 'remove' | null;
type Done = 'saved' | 'removed' | null;

/**
 * Profile: the seller's payment QR (issue 40). Shown to a buyer only at pickup, in the chat;
 * here the seller adds it, sees what the server read from it and what buyers will see, and
 * changes or removes it, each with the password.
 */
export function PaymentQrSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const problemWords = useProblemWords();
  const qr = useOwnPaymentQr();
  const [panel, setPanel] = useState<Panel>(null);
  const [done, setDone] = useState<Done>(null);
  const open = (next: Panel) => {
    setDone(null);
    setPanel(next);
  };
  const finish = (outcome: Done) => {
    setPanel(null);
    setDone(outcome);
  };

  let body;
  if (qr.isPending) {
    body = <Spinner label={t('paymentQr.loading')} />;
  } else if (qr.isError) {
    body = (
      <LoadError
        message={t('paymentQr.loadError')}
        onRetry={() => void qr.refetch()}
        busy={qr.isFetching}
      />
    );
  } else if (panel === 'form') {
    body = <PaymentQrForm onSaved={() => finish('saved')} onCancel={() => setPanel(null)} />;
  } else if (panel === 'remove') {
    body = <RemovePaymentQr onRemoved={() => finish('removed')} onCancel={() => setPanel(null)} />;
  } else if (!hasPassword) {
    // An account made by SMS: saving, changing and removing all ask for a password it lacks.
    body = (
      <>
        {qr.data ? <SavedPaymentQr qr={qr.data} /> : null}
        <p className="mt-3 rounded-xl border border-accent-200 bg-accent-50 p-3 text-accent-800">
          {problemWords('password_not_set')}
        </p>
      </>
    );
  } else if (qr.data) {
    body = (
      <>
        <SavedPaymentQr qr={qr.data} />
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className={buttonSecondary} onClick={() => open('form')}>
            {t('paymentQr.change')}
          </button>
          <button type="button" className={buttonSecondary} onClick={() => open('remove')}>
            {t('paymentQr.remove')}
          </button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p className="mt-3 text-ink-muted">{t('paymentQr.none')}</p>
        <button type="button" className={`${buttonPrimary} mt-3`} onClick={() => open('form')}>
          {t('paymentQr.add')}
        </button>
      </>
    );
  }

  return (
    <SettingsSection
      titleId="payment-qr-title"
      heading={t('paymentQr.heading')}
      intro={t('paymentQr.intro')}
    >
      {body}
      {/* Always there, so what it says appearing moves nothing below it. */}
      <p role="status" className="mt-3 min-h-6 font-semibold text-brand-800">
        {done ? t(`paymentQr.${done}`) : null}
      </p>
    </SettingsSection>
  );
}
