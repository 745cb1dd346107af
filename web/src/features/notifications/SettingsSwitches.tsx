import type { NotificationSettingKey } from '@core/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { touchLink } from '../../ui/styles';
import { ALERTS_PATH } from '../alerts/links';
import { SUKI_PATH } from '../suki/links';
import { useNotificationSettings, useSaveNotificationSetting } from './queries';
import { SettingSwitch } from './SettingSwitch';
import { SmsSetting } from './SmsSetting';
import '../alerts/strings';

const GROUPS = [
  { topic: 'messages', push: 'messages_push', email: 'messages_email' },
  { topic: 'sales', push: 'sales_push', email: 'sales_email' },
  { topic: 'alerts', push: 'alerts_push', email: 'alerts_email' },
] as const satisfies readonly {
  topic: string;
  push: NotificationSettingKey;
  email: NotificationSettingKey;
}[];

/**
 * The account-wide settings: for each topic, whether it comes by push and by email; then
 * SMS for what a phone must not miss, to `smsNumber` (the verified sign-in number, if any).
 */
export function SettingsSwitches({
  smsNumber,
  hasEmail,
}: {
  smsNumber: string | null;
  hasEmail: boolean;
}) {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSetting();
  // What the live region says after the last save: it also reads out a rollback.
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);

  if (settings.isPending) return <Spinner label={t('notifications.settings.loading')} />;
  if (settings.isError) {
    return (
      <LoadError
        message={t('notifications.settings.loadFailed')}
        onRetry={() => void settings.refetch()}
        busy={settings.isFetching}
      />
    );
  }

  const change = (key: NotificationSettingKey, value: boolean) => {
    setOutcome(null);
    save.mutate(
      { [key]: value },
      { onSuccess: () => setOutcome('saved'), onError: () => setOutcome('failed') },
    );
  };

  return (
    <div className="mt-6 border-t border-brand-100 pt-5">
      <h3 className="font-bold text-brand-900">{t('notifications.settings.heading')}</h3>
      {GROUPS.map((group) => {
        const title = t(`notifications.settings.${group.topic}.title`);
        return (
          <fieldset key={group.topic} className="mt-4">
            <legend className="font-semibold text-brand-900">{title}</legend>
            <p className="text-sm text-ink-muted">
              {t(`notifications.settings.${group.topic}.hint`)}
            </p>
            {group.topic === 'alerts' ? (
              <Link to={ALERTS_PATH} className={touchLink}>
                {t('alerts.settingsLink')}
              </Link>
            ) : null}
            <div className="mt-1 divide-y divide-brand-100">
              <SettingSwitch
                label={t('notifications.settings.push')}
                context={title}
                checked={settings.data[group.push]}
                onChange={(value) => change(group.push, value)}
              />
              <SettingSwitch
                label={t('notifications.settings.email')}
                context={title}
                checked={settings.data[group.email]}
                onChange={(value) => change(group.email, value)}
              />
            </div>
          </fieldset>
        );
      })}
      <SmsSetting
        number={smsNumber}
        checked={settings.data.sms}
        onChange={(value) => change('sms', value)}
      />
      {/* One switch: a followed seller's post comes by push, or by email to whoever has no phone. */}
      <fieldset className="mt-4">
        <legend className="font-semibold text-brand-900">
          {t('notifications.settings.suki.title')}
        </legend>
        <p className="text-sm text-ink-muted">{t('notifications.settings.suki.hint')}</p>
        <Link to={SUKI_PATH} className={touchLink}>
          {t('notifications.settings.suki.link')}
        </Link>
        <div className="mt-1">
          <SettingSwitch
            label={t('notifications.settings.suki.title')}
            context={t('notifications.settings.heading')}
            checked={settings.data.suki_posts}
            onChange={(value) => change('suki_posts', value)}
          />
        </div>
      </fieldset>
      <p className="mt-4 text-sm text-ink-muted">{t('notifications.settings.pushNote')}</p>
      {hasEmail ? null : (
        <p className="mt-1 text-sm text-ink-muted">{t('notifications.settings.noEmailNote')}</p>
      )}
      <p
        role="status"
        className={`mt-2 min-h-6 text-sm font-semibold ${outcome === 'failed' ? 'text-danger-700' : 'text-brand-800'}`}
      >
        {save.isPending
          ? t('notifications.settings.saving')
          : outcome
            ? t(`notifications.settings.${outcome}`)
            : null}
      </p>
    </div>
  );
}
