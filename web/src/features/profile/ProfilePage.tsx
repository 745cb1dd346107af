import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../ui/Spinner';
import { pageColumn, touchLink } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { DangerZone } from './DangerZone';
import { ProfileForm } from './ProfileForm';
import { useOwnProfile } from './queries';
import type { OwnProfile } from './types';
import { LoadError } from '../../ui/LoadError';
import { NotificationsSection } from '../notifications/NotificationsSection';
import { LowDataSection } from '../low-data/LowDataSection';
import { DownloadMyData } from '../safety/DownloadMyData';
import { BlockedPeople } from '../blocks/BlockedPeople';
import './strings';

/** Username and email: shown, never edited here (the username is permanent, SPEC §3). */
function AccountDetails({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const row = 'grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3';
  return (
    <section
      aria-labelledby="account-title"
      className="mt-6 rounded-2xl border border-brand-100 bg-white p-4 sm:p-6"
    >
      <h2 id="account-title" className="text-lg font-bold text-brand-900">
        {t('profile.account.heading')}
      </h2>
      <dl className="mt-3 space-y-3">
        <div className={row}>
          <dt className="font-semibold text-ink">{t('profile.account.username')}</dt>
          <dd>
            <span className="font-medium break-all text-ink">@{profile.username}</span>
            <span className="block text-sm text-ink-muted">
              {t('profile.account.usernameHint')}
            </span>
          </dd>
        </div>
        <div className={row}>
          <dt className="font-semibold text-ink">{t('profile.account.email')}</dt>
          <dd>
            <span className="font-medium break-all text-ink">{profile.email}</span>
            <span className="block text-sm text-ink-muted">{t('profile.account.emailHint')}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}

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
        <NotificationsSection />
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
