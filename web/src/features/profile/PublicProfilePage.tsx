import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isFinalAnswer } from '../../api/client';
import { PageStatus } from '../../app/page-head/pageReport';
import { MessagePage } from '../../ui/MessagePage';
import { Spinner } from '../../ui/Spinner';
import { buttonPrimary, buttonSecondary, pageColumn } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { ProfileHeader } from './ProfileHeader';
import { ProfilePreview } from './ProfilePreview';
import { usePublicProfile } from './queries';
import { UserPosts } from './UserPosts';
import type { PublicProfile } from './types';
import { UserReviews } from './UserReviews';
import './strings';

/** /user/{id}: anyone's public profile by username or user id, with posts and reviews. */
export function PublicProfilePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const profile = usePublicProfile(id);

  if (profile.isPending) return <Spinner label={t('publicProfile.loading')} />;
  if (profile.isError) {
    // A 404, or a 400 for a name that cannot be anyone's (too long): either way, not there.
    if (isFinalAnswer(profile.error)) {
      return (
        <MessagePage title={t('publicProfile.notFoundTitle')} message={t('publicProfile.notFound')}>
          <PageStatus code={404} />
          <Link to="/" className={buttonPrimary}>
            {t('common.backHome')}
          </Link>
        </MessagePage>
      );
    }
    return (
      <MessagePage title={t('pages.publicProfile')} message={t('publicProfile.loadError')}>
        <button
          type="button"
          className={buttonPrimary}
          onClick={() => void profile.refetch()}
          disabled={profile.isFetching}
        >
          {t('common.retry')}
        </button>
        <Link to="/" className={buttonSecondary}>
          {t('common.backHome')}
        </Link>
      </MessagePage>
    );
  }

  return <PublicProfileView profile={profile.data} />;
}

// A component of its own so the tab title is set only once the name is known (the
// not-found and error pages set theirs through MessagePage).
function PublicProfileView({ profile }: { profile: PublicProfile }) {
  useDocumentTitle(profile.display_name || profile.username);
  return (
    <div className={pageColumn}>
      {/* The server's <head> only (see PostDetailPage): left out of the browser's build. */}
      {import.meta.env.SSR ? <ProfilePreview profile={profile} /> : null}
      <ProfileHeader profile={profile} />
      <UserPosts userId={profile.id} />
      <UserReviews userId={profile.id} />
    </div>
  );
}
