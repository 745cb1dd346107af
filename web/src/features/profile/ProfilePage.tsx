import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../ui/Spinner';
import { pageColumn, touchLink } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { DangerZone } from './DangerZone';
import { ProfileForm } from './ProfileForm';
import { AccountDetails } from './sign-in/AccountDetails';
import { useOwnProfile } from './queries';
import { LoadError } from '../../ui/LoadError';
import { NotificationsSection } from '../notifications/NotificationsSection';
import { LowDataSection } from '../low-data/LowDataSection';
import { DownloadMyData } from '../safety/DownloadMyData';
import { BlockedPeople } from '../blocks/BlockedPeople';
import { PaymentQrSection } from '../payment-qr/lazy';
import './strings';

/** /profile: the signed-in user's settings and account deletion (SPEC §2). */
export function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  const profile = useOwnProfile();

  let body;
  if (profile.isPending) {
    body = <Spinner label={t('profile.loading')} />;
  } else if (profile.isError) {
    body = (
      <LoadError
        message={t('profile.loadError')}
        onRetry={() => void profile.refetch()}
        busy={profile.isFetching}
        className="mt-6"
      />
    );
  } else {
    body = (
      <>
        <p className="mt-3">
          <Link to={`/user/${encodeURIComponent(profile.data.username)}`} className={touchLink}>
            {t('profile.viewPublic')}
          </Link>
        </p>
        <AccountDetails profile={profile.data} />
        <ProfileForm key={profile.data.id} profile={profile.data} />
        {/* Its own chunk; the room it takes is held meanwhile, so nothing below it jumps. */}
        <Suspense fallback={<div className="mt-6 min-h-56" />}>
          <PaymentQrSection hasPassword={profile.data.has_password} />
        </Suspense>
        <NotificationsSection
          smsNumber={profile.data.phone_verified ? profile.data.login_phone : null}
          hasEmail={profile.data.email !== null}
        />
        <LowDataSection />
        <BlockedPeople />
        <DownloadMyData />
        <DangerZone />
      </>
    );
  }

  return (
    <div className={pageColumn}>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('profile.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('profile.intro')}</p>
      {body}
    </div>
  );
}
