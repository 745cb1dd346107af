import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonPrimary } from '../../ui/styles';

/** No alerts: what an alert is, and how to make one on the home feed. */
export function AlertsEmpty() {
  const { t } = useTranslation();
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-brand-300 bg-white px-4 py-8 text-center">
      <h2 className="text-lg font-bold text-brand-900">{t('alerts.empty.title')}</h2>
      <p className="mx-auto mt-2 max-w-prose text-ink">{t('alerts.empty.text')}</p>
      <p className="mx-auto mt-2 max-w-prose text-ink-muted">{t('alerts.empty.how')}</p>
      <Link to="/" className={`${buttonPrimary} mt-5`}>
        {t('alerts.empty.go')}
      </Link>
    </div>
  );
}
