import { formatPhilippineMobile } from '@core/phone';
import { useTranslation } from 'react-i18next';
import { SettingSwitch } from './SettingSwitch';

/**
 * SMS for the few notices a phone without data must not miss (a reservation, a sale, a message
 * unread for 30 minutes), to the verified sign-in number. Without one the switch cannot be
 * used, and says where the number is added.
 */
export function SmsSetting({
  number,
  checked,
  onChange,
}: {
  number: string | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const title = t('notifications.settings.sms.title');
  return (
    <fieldset className="mt-4">
      <legend className="font-semibold text-brand-900">{title}</legend>
      <p className="text-sm text-ink-muted">{t('notifications.settings.sms.hint')}</p>
      <div className="mt-1 divide-y divide-brand-100">
        <SettingSwitch
          label={
            number
              ? t('notifications.settings.sms.to', { number: formatPhilippineMobile(number) })
              : t('notifications.settings.sms.label')
          }
          context={title}
          checked={number ? checked : false}
          disabled={!number}
          onChange={onChange}
        />
      </div>
      {number ? null : (
        <p className="text-sm text-ink-muted">{t('notifications.settings.sms.needsNumber')}</p>
      )}
    </fieldset>
  );
}
