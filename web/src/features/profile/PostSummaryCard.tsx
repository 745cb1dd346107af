import { isExpired } from '@core/expiry';
import { formatPeso } from '@core/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaUrl } from '../../api/client';
import { formatQuantity } from '@core/units-display';
import { usePageClock } from '../../i18n/pageClock';
import { formatMediumDate } from '../../i18n/shortDate';
import { cardImage } from './profileDisplay';
import type { PostSummary } from './types';

const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold';

function StatusBadge({ post }: { post: PostSummary }) {
  const { t, i18n } = useTranslation();
  const { now, zone } = usePageClock();
  if (post.status === 'completed') {
    return (
      <span className={`${badge} bg-brand-100 text-brand-900`}>
        {t('publicProfile.posts.completed')}
      </span>
    );
  }
  if (post.status === 'hidden') {
    return (
      <span className={`${badge} bg-ink/10 text-ink`}>{t('publicProfile.posts.canceled')}</span>
    );
  }
  if (!post.expires_at) return null;
  if (post.is_expired ?? isExpired(post.expires_at, now)) {
    return (
      <span className={`${badge} bg-danger-700 text-white`}>
        {t('publicProfile.posts.expired')}
      </span>
    );
  }
  return (
    <span className={`${badge} bg-accent-200 text-ink`}>
      {t('publicProfile.posts.expires', {
        date: formatMediumDate(post.expires_at, i18n.language, zone),
      })}
    </span>
  );
}

/**
 * One of the user's posts as a list card linking to /post/{id} (SPEC §2 card rules). `eager`
 * for a card on the first screen: its thumbnail is fetched with the page, not after layout;
 * `urgent` also at high priority (the page's largest paint).
 */
export function PostSummaryCard({
  post,
  eager = false,
  urgent = false,
}: {
  post: PostSummary;
  eager?: boolean;
  urgent?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const image = mediaUrl(cardImage(post));

  return (
    <Link
      to={`/post/${encodeURIComponent(post.id)}`}
      className="flex min-h-20 gap-3 rounded-xl border border-brand-100 bg-white p-2 hover:border-brand-300 hover:bg-brand-50"
    >
      {image ? (
        <img
          src={image}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={urgent ? 'high' : 'auto'}
          decoding="async"
          className="size-20 shrink-0 rounded-lg bg-brand-50 object-cover"
        />
      ) : (
        <span className="flex size-20 shrink-0 items-center justify-center rounded-lg bg-brand-50 p-1 text-center text-xs text-ink-muted">
          {t('publicProfile.posts.noPhoto')}
        </span>
      )}
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="line-clamp-2 font-semibold break-words text-brand-900">{post.title}</span>
        <span className="text-ink">
          <span className="font-bold">{formatPeso(post.price)}</span>
          <span className="text-ink-muted">
            {' · '}
            {formatQuantity(post.qty, post.unit, i18n.resolvedLanguage)}
          </span>
        </span>
        <span className="flex flex-wrap gap-1">
          <StatusBadge post={post} />
        </span>
      </span>
    </Link>
  );
}
