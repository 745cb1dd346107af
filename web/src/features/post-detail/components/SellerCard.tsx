import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../profile/Avatar';
import { formatRatingAverage } from '../../profile/profileDisplay';
import { useUserRating } from '../../profile/queries';
import type { PostDetailAuthor } from '../types';
import { sellerName } from '../viewer';

/** '★ 4.5 · 12 ratings', or 'No ratings yet' (also when the rating cannot be read). */
function SellerRating({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const rating = useUserRating(userId);
  const summary = rating.data;
  const rated = Boolean(summary && summary.count > 0 && summary.avg !== null);

  let text: string;
  if (rating.isPending) text = t('common.loading');
  else if (!summary || !rated || summary.avg === null) text = t('postDetail.seller.noRatings');
  else {
    text = t('postDetail.seller.rating', {
      avg: formatRatingAverage(summary.avg),
      count: summary.count,
    });
  }
  return (
    <p className="flex items-center gap-1 text-sm text-ink" aria-busy={rating.isPending}>
      <span aria-hidden="true" className={rated ? 'text-accent-700' : 'text-ink-muted'}>
        ★
      </span>
      <span className="sr-only">{t('postDetail.seller.ratingLabel')}:</span>
      <span className={rated ? 'font-semibold' : undefined}>{text}</span>
    </p>
  );
}

/** Who sells it: photo, name, @username (to their public profile) and rating. */
export function SellerCard({ author }: { author: PostDetailAuthor }) {
  const { t } = useTranslation();
  const name = sellerName(author);
  return (
    <section
      aria-labelledby="seller-heading"
      className="flex items-center gap-3 rounded-xl border border-brand-100 bg-white p-3"
    >
      <h2 id="seller-heading" className="sr-only">
        {t('postDetail.seller.heading')}
      </h2>
      <Avatar src={author.photo_url} name={name} alt="" className="size-12 text-xl" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-bold text-ink">{name}</p>
        <div className="flex flex-wrap items-center gap-x-3">
          <Link
            to={`/user/${encodeURIComponent(author.username)}`}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-2"
            aria-label={t('postDetail.seller.profileLink', { username: author.username })}
          >
            @{author.username}
          </Link>
          <SellerRating userId={author.id} />
        </div>
      </div>
    </section>
  );
}
