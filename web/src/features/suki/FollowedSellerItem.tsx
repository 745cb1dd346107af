import { formatPeso } from '@core/money';
import { formatQuantity } from '@core/units-display';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaUrl } from '../../api/client';
import { usePageClock } from '../../i18n/pageClock';
import { formatMediumDate } from '../../i18n/shortDate';
import { Avatar } from '../profile/Avatar';
import type { FollowedSeller } from './queries';

/** One seller followed: who, since when, and their latest food on offer (or that there is none). */
export function FollowedSellerItem({ seller }: { seller: FollowedSeller }) {
  const { t, i18n } = useTranslation();
  const { zone } = usePageClock();
  const name = seller.display_name || seller.username;
  const post = seller.latest_post;
  return (
    <li className="rounded-2xl border border-brand-100 bg-white p-4">
      <Link
        to={`/user/${encodeURIComponent(seller.username)}`}
        className="flex min-h-11 items-center gap-3 rounded-lg"
      >
        <Avatar src={seller.photo_url} name={name} alt="" className="size-12 text-xl" />
        <span className="min-w-0">
          <span className="block font-bold break-words text-brand-900">{name}</span>
          <span className="block text-sm text-ink-muted">
            {t('suki.page.since', { date: formatMediumDate(seller.since, i18n.language, zone) })}
          </span>
        </span>
      </Link>
      {post ? (
        <Link
          to={`/post/${post.id}`}
          className="mt-3 flex min-h-11 items-center gap-3 rounded-lg bg-brand-50 p-2"
        >
          {post.thumb_url ? (
            <img
              src={mediaUrl(post.thumb_url)}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="size-14 shrink-0 rounded-md object-cover"
            />
          ) : null}
          <span className="min-w-0">
            <span className="block text-xs font-semibold text-ink-muted uppercase">
              {t('suki.page.latest')}
            </span>
            <span className="block font-semibold break-words text-ink">{post.title}</span>
            <span className="block text-sm text-ink">
              {formatPeso(post.price)} · {formatQuantity(post.qty, post.unit, i18n.language)}
            </span>
          </span>
        </Link>
      ) : (
        <p className="mt-3 text-sm text-ink-muted">{t('suki.page.noLatest')}</p>
      )}
    </li>
  );
}
