import { ALERTS_PER_USER_MAX } from '@core/constants';
import type { Alert } from '@core/schemas';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LoadError } from '../../ui/LoadError';
import { useDeviceLocation } from '../../ui/location';
import { Spinner } from '../../ui/Spinner';
import { pageColumn, touchLink } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { NOTIFICATION_SETTINGS_PATH } from '../notifications/links';
import { useCategories } from '../taxonomy/queries';
import { useMinuteClock } from '../threads/useMinuteClock';
import { AlertItem } from './AlertItem';
import { AlertsEmpty } from './AlertsEmpty';
import { describeAlert, placeKindOf } from './describeAlert';
import { useAlerts, useAllFamilies } from './queries';
import { useAlertActions } from './useAlertActions';
import './strings';

/** /alerts: the person's food alerts in words, to pause, resume or delete. */
export function AlertsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('alerts.page.title'));
  const alerts = useAlerts();
  const categories = useCategories();
  const families = useAllFamilies();
  // Never prompts: a position this tab has, or one the visitor already allows, names "your
  // saved place"; without one, every alert reads "the place you chose".
  const device = useDeviceLocation({ autoLocate: true });
  const now = useMinuteClock();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The deleted card took the focus with it: start again at the heading.
  const actions = useAlertActions({ afterDelete: () => headingRef.current?.focus() });

  const saved = device.position ? { lat: device.position.lat, lng: device.position.lng } : null;
  const names = { categories: categories.data, families: families.data };
  const wordsFor = (alert: Alert) =>
    describeAlert(
      {
        search: alert.search,
        familyIds: alert.family_ids,
        maxPrice: alert.max_price,
        rangeKm: alert.range_km,
      },
      placeKindOf(alert, saved),
      names,
      t,
      i18n.resolvedLanguage,
    );

  let body;
  if (alerts.isPending) {
    body = <Spinner label={t('alerts.page.loading')} />;
  } else if (alerts.isError) {
    body = (
      <LoadError
        message={t('alerts.page.loadError')}
        onRetry={() => void alerts.refetch()}
        busy={alerts.isFetching}
        className="mt-6"
      />
    );
  } else if (alerts.data.length === 0) {
    body = <AlertsEmpty />;
  } else {
    const full = alerts.data.length >= ALERTS_PER_USER_MAX;
    body = (
      <>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <p className="font-semibold text-ink">
            {t('alerts.page.count', { count: alerts.data.length, max: ALERTS_PER_USER_MAX })}
          </p>
          {full ? null : (
            <Link to="/" className={touchLink}>
              {t('alerts.page.add')}
            </Link>
          )}
        </div>
        {full ? <p className="text-ink-muted">{t('alerts.page.full')}</p> : null}
        <ul aria-label={t('alerts.page.listLabel')} className="mt-3 space-y-3">
          {alerts.data.map((alert) => (
            <AlertItem
              key={alert.id}
              alert={alert}
              words={wordsFor(alert)}
              now={now}
              busy={actions.busyId === alert.id}
              onPausedChange={(paused) => actions.setPaused(alert, paused)}
              onDelete={() => actions.ask(alert)}
            />
          ))}
        </ul>
      </>
    );
  }

  const asking = actions.asking;
  return (
    <div className={pageColumn}>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-extrabold text-brand-900 sm:text-3xl"
      >
        {t('alerts.page.title')}
      </h1>
      <p className="mt-2 text-ink-muted">{t('alerts.page.intro')}</p>
      <Link to={NOTIFICATION_SETTINGS_PATH} className={touchLink}>
        {t('alerts.page.settings')}
      </Link>
      {body}
      <ConfirmDialog
        open={asking !== null}
        title={t('alerts.confirmDelete.title')}
        message={
          asking ? t('alerts.confirmDelete.message', { alert: wordsFor(asking).sentence }) : ''
        }
        confirmLabel={t('alerts.confirmDelete.confirm')}
        cancelLabel={t('alerts.confirmDelete.keep')}
        tone="danger"
        onConfirm={actions.confirm}
        onCancel={actions.cancel}
      />
    </div>
  );
}
