import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { withMark, type OwnerMark } from '../../app/session';
import { usePageClock } from '../../i18n/pageClock';
import { expiryBadge, formatExpiryDate, isAllReserved, statusBadge } from './cardDisplay';
import type { PostCardData } from './types';
import '../../features/feed/strings';

const tones = {
  own: 'bg-brand-700 text-white',
  expired: 'bg-danger-700 text-white',
  expires: 'border border-yellow-400 bg-yellow-100 text-yellow-950',
  completed: 'bg-brand-100 text-brand-900',
  canceled: 'bg-ink/10 text-ink',
  reserved: 'border border-accent-700 bg-accent-50 text-accent-800',
} as const;

/** A small pill; the words carry the meaning, the colour only repeats it. */
export function Badge({
  tone,
  children,
  mark,
}: {
  tone: keyof typeof tones;
  children: ReactNode;
  mark?: OwnerMark;
}) {
  return (
    <span
      {...withMark(
        `inline-flex items-center rounded-full px-2 py-0.5 text-xs leading-5 font-semibold whitespace-nowrap ${tones[tone]}`,
        mark,
      )}
    >
      {children}
    </span>
  );
}

export function OwnPostBadge({ mark }: { mark?: OwnerMark }) {
  const { t } = useTranslation();
  return (
    <Badge tone="own" mark={mark}>
      {t('feed.card.own')}
    </Badge>
  );
}

/** Red 'Expired' or yellow 'Expires {date}' (SPEC §2). */
export function ExpiryBadge({ post }: { post: PostCardData }) {
  const { t, i18n } = useTranslation();
  const clock = usePageClock();
  const badge = expiryBadge(post, clock.now);
  if (badge.kind === 'expired') return <Badge tone="expired">{t('feed.card.expired')}</Badge>;
  return (
    <Badge tone="expires">
      {t('feed.card.expires', { date: formatExpiryDate(badge.iso, i18n.resolvedLanguage, clock) })}
    </Badge>
  );
}

/** 'Completed' or 'Canceled'; nothing for an active post. */
export function StatusBadge({ post }: { post: PostCardData }) {
  const { t } = useTranslation();
  const status = statusBadge(post);
  if (status === 'completed') return <Badge tone="completed">{t('feed.card.completed')}</Badge>;
  if (status === 'canceled') return <Badge tone="canceled">{t('feed.card.canceled')}</Badge>;
  return null;
}

/** 'All reserved': nothing left to buy, though a held amount may come back. */
export function AllReservedBadge({ post }: { post: PostCardData }) {
  const { t } = useTranslation();
  if (!isAllReserved(post)) return null;
  return <Badge tone="reserved">{t('feed.card.allReserved')}</Badge>;
}
