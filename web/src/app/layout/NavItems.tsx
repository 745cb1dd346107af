import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAdminBadgeCount } from '../../features/admin/useAdminBadgeCount';
import { ALERTS_PATH } from '../../features/alerts/links';
import { SUKI_PATH } from '../../features/suki/links';
import { useUnreadThreadsCount } from '../../features/threads/useUnreadThreadsCount';
import { useSession, useSessionParts } from '../session';
import { LogoutButton } from './LogoutButton';
import { LowDataMenuItem } from '../../features/low-data/LowDataMenuItem';
import { CountBadge } from '../../ui/CountBadge';

// One look for links and the Logout button; aria-[current=page] is set by NavLink itself,
// so the active item is marked for screen readers and styled from the same attribute.
const itemClass =
  'relative flex min-h-12 w-full items-center whitespace-nowrap px-4 text-base font-semibold text-white hover:bg-brand-700 aria-[current=page]:bg-brand-900 aria-[current=page]:text-accent-200 xl:min-h-11 xl:w-auto xl:rounded-lg xl:px-3 xl:text-sm';

/** SPEC §2 nav items, in order, shown according to who is signed in. */
export function NavItems({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { isAdmin } = useSession();
  const parts = useSessionParts();
  const unread = useUnreadThreadsCount();
  const adminCount = useAdminBadgeCount(isAdmin);

  const link = (
    to: string,
    label: string,
    badge?: { count: number; label: string },
    className?: string,
  ) => (
    <li className={className || undefined}>
      <NavLink to={to} end={to === '/'} className={itemClass} onClick={onNavigate}>
        {label}
        {badge ? <CountBadge count={badge.count} label={badge.label} tone="onDark" /> : null}
      </NavLink>
    </li>
  );

  return (
    <ul className="flex flex-col divide-y divide-white/10 xl:flex-row xl:items-center xl:gap-1 xl:divide-y-0">
      {link('/', t('nav.home'))}
      {link('/post/new', t('nav.createPost'))}
      {parts.signedIn ? link('/myposts', t('nav.myPosts'), undefined, parts.signedInClass) : null}
      {parts.signedIn
        ? link(
            '/threads',
            t('nav.messages'),
            { count: unread, label: t('nav.unread', { count: unread }) },
            parts.signedInClass,
          )
        : null}
      {parts.signedIn ? link(ALERTS_PATH, t('nav.alerts'), undefined, parts.signedInClass) : null}
      {parts.signedIn ? link(SUKI_PATH, t('nav.suki'), undefined, parts.signedInClass) : null}
      {link('/profile', t('nav.profile'))}
      {parts.admin
        ? link(
            '/admin',
            t('nav.admin'),
            { count: adminCount, label: t('nav.adminPending', { count: adminCount }) },
            parts.adminClass,
          )
        : null}
      <li>
        <LowDataMenuItem className={itemClass} />
      </li>
      {/* Until the session is known, both, and the device's own shows (sessionParts). */}
      {parts.signedOut ? link('/login', t('nav.login'), undefined, parts.signedOutClass) : null}
      {parts.signedIn ? (
        <li className={parts.signedInClass || undefined}>
          <LogoutButton className={`${itemClass} cursor-pointer text-left`} />
        </li>
      ) : null}
    </ul>
  );
}
