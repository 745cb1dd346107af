import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignedInSpace, useSession } from '../../app/session';
import { touchLink } from '../../ui/styles';
import { Avatar } from './Avatar';
import { ContactLinks } from './ContactLinks';
import { usePageClock } from '../../i18n/pageClock';
import { formatMonthYear } from '../../i18n/monthYear';
import { SellerBlockArea } from '../blocks/SellerBlockArea';
import { SUKI_BUTTON_ROOM, SukiButton } from '../suki/lazyPages';
import { RatingSummary } from './RatingSummary';
import type { PublicProfile } from './types';

/** Who this is: photo, name, @username, member since, rating and contact buttons. */
export function ProfileHeader({ profile }: { profile: PublicProfile & { blocked?: boolean } }) {
  const { t, i18n } = useTranslation();
  const { user, status } = useSession();
  const { zone } = usePageClock();
  const name = profile.display_name || profile.username;
  const isMe = user?.id === profile.id;

  return (
    <header className="rounded-2xl border border-brand-100 bg-white p-4 sm:p-6">
      <div className="flex items-center gap-4">
        <Avatar
          src={profile.photo_url}
          name={name}
          alt=""
          className="size-20 text-3xl sm:size-24"
        />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-brand-900 sm:text-3xl">{name}</h1>
          <p className="break-all text-ink-muted">@{profile.username}</p>
          <p className="text-sm text-ink-muted">
            {t('publicProfile.memberSince', {
              date: formatMonthYear(profile.created_at, i18n.language, zone),
            })}
          </p>
          {profile.suki_count !== undefined ? (
            <p className="text-sm font-semibold text-accent-800">
              {t('publicProfile.sukiCount', { count: profile.suki_count })}
            </p>
          ) : null}
        </div>
      </div>
      <RatingSummary userId={profile.id} />
      <ContactLinks profile={profile} />
      {isMe ? (
        <p className="mt-2">
          <Link to="/profile" className={touchLink}>
            {t('publicProfile.editOwn')}
          </Link>
        </p>
      ) : null}
      {status === 'signedIn' && !isMe && !profile.blocked ? (
        <div className="mt-4">
          <Suspense fallback={<div className={SUKI_BUTTON_ROOM} />}>
            <SukiButton userId={profile.id} name={name} />
          </Suspense>
        </div>
      ) : null}
      {status === 'signedIn' && !isMe ? (
        <div className="mt-4">
          <SellerBlockArea userId={profile.id} name={name} />
        </div>
      ) : null}
      {/* The suki button's and Block's room, on a device with a session, until it is known. */}
      {status === 'loading' ? (
        <SignedInSpace className="mt-4">
          <div className={SUKI_BUTTON_ROOM} />
          <div className="mt-4 h-11" />
        </SignedInSpace>
      ) : null}
    </header>
  );
}
