import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NOTIFICATIONS_ANCHOR } from './links';
import { PushControl } from './PushControl';
import { SettingsSwitches } from './SettingsSwitches';
import './strings';

/** The profile's Notifications section: push on this phone, then what comes by push and email. */
export function NotificationsSection({
  smsNumber,
  hasEmail,
}: {
  smsNumber: string | null;
  hasEmail: boolean;
}) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);

  // The profile loads before this section exists, so the browser's own jump to the hash
  // found nothing: scroll here once it is on screen.
  useEffect(() => {
    if (hash === `#${NOTIFICATIONS_ANCHOR}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <section
      ref={ref}
      id={NOTIFICATIONS_ANCHOR}
      aria-labelledby="notifications-title"
      className="mt-6 scroll-mt-20 rounded-2xl border border-brand-100 bg-white p-4 sm:p-6"
    >
      <h2 id="notifications-title" className="text-lg font-bold text-brand-900">
        {t('notifications.heading')}
      </h2>
      <p className="mt-1 text-ink-muted">{t('notifications.intro')}</p>
      <div className="mt-5">
        <PushControl />
      </div>
      <SettingsSwitches smsNumber={smsNumber} hasEmail={hasEmail} />
    </section>
  );
}
