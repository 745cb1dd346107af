import { RATING_MAX } from '@core/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../app/session';
import { touchLink } from '../../ui/styles';
import { usePageClock } from '../../i18n/pageClock';
import { formatMediumDate } from '../../i18n/shortDate';
import { ReviewReport } from './ReviewReport';
import type { Review } from './types';

/** Stars as text: filled for the rating, hollow for the rest; read out as 'n out of 5'. */
function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const filled = Math.max(0, Math.min(RATING_MAX, Math.round(rating)));
  return (
    <span role="img" aria-label={t('publicProfile.reviews.stars', { rating: filled })}>
      <span aria-hidden="true" className="text-lg tracking-wider text-accent-700">
        {'★'.repeat(filled)}
      </span>
      <span aria-hidden="true" className="text-lg tracking-wider text-ink-muted/50">
        {'☆'.repeat(RATING_MAX - filled)}
      </span>
    </span>
  );
}

export function ReviewItem({ review }: { review: Review }) {
  const { t, i18n } = useTranslation();
  const { status, user } = useSession();
  const { zone } = usePageClock();
  const reviewer = review.reviewer;
  // Anyone signed in may report a review but its author; visitors have no report area.
  const reportableId =
    status === 'signedIn' && review.reviewer_id !== user?.id ? review.id : undefined;
  return (
    <article className="rounded-xl border border-brand-100 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <Stars rating={review.rating} />
        <time dateTime={review.created_at} className="text-sm text-ink-muted">
          {formatMediumDate(review.created_at, i18n.language, zone)}
        </time>
      </div>
      <p
        className={`mt-1 break-words whitespace-pre-line ${review.comment ? 'text-ink' : 'text-ink-muted italic'}`}
      >
        {review.comment || t('publicProfile.reviews.noComment')}
      </p>
      {reviewer ? (
        <p className="mt-1 text-sm text-ink-muted">
          <Link to={`/user/${encodeURIComponent(reviewer.username)}`} className={touchLink}>
            {t('publicProfile.reviews.by', { name: reviewer.display_name || reviewer.username })}
          </Link>
        </p>
      ) : review.reviewer_former_member ? (
        <p className="mt-1 text-sm text-ink-muted italic">
          {t('publicProfile.reviews.formerMember')}
        </p>
      ) : null}
      {reportableId ? <ReviewReport reviewId={reportableId} /> : null}
    </article>
  );
}
