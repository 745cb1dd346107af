import type { QrPhCode } from '@core/qrph/read';
import { useTranslation } from 'react-i18next';
import { useProviderLabel } from '../providerLabel';
import { RevealsNote } from '../RevealsNote';

/**
 * What buyers who reserve will see, said before saving. Typed text the browser could read:
 * exactly (the name, the wallet, and whether the full name or mobile number shows). A picture
 * is read on the server only: what any code shows, and the exact words once it is checked.
 */
export function BeforeSaving({ code }: { code: QrPhCode | null }) {
  const { t } = useTranslation();
  const provider = useProviderLabel(code?.provider ?? '');
  if (!code) {
    return (
      <p className="rounded-xl border border-accent-200 bg-accent-50 p-3 text-accent-800">
        {t('paymentQr.form.beforeSave')}
      </p>
    );
  }
  return (
    <div className="space-y-2" aria-live="polite">
      <p className="font-semibold text-ink">
        {t('paymentQr.form.preview', { name: code.recipient_name, provider })}
      </p>
      <RevealsNote reveals={code.reveals} />
    </div>
  );
}
