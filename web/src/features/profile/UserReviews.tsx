import { PROFILE_REVIEWS_PAGE_SIZE } from '@core/constants';
import { useTranslation } from 'react-i18next';
import { PagedSection } from './PagedSection';
import { useUserReviews } from './queries';
import { ReviewItem } from './ReviewItem';
import { usePageParam } from './usePageParam';

/** Reviews of the user as a seller, 5 a page (SPEC §9). */
export function UserReviews({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam('reviews');
  const reviews = useUserReviews(userId, page);

  return (
    <PagedSection
      id="user-reviews-title"
      title={t('publicProfile.reviews.heading')}
      loadingLabel={t('publicProfile.reviews.loading')}
      emptyLabel={t('publicProfile.reviews.empty')}
      errorLabel={t('publicProfile.reviews.loadError')}
      query={reviews}
      pageSize={PROFILE_REVIEWS_PAGE_SIZE}
      page={page}
      onPageChange={setPage}
      renderItems={(items) => (
        <ul className="space-y-2">
          {items.map((review, index) => (
            <li key={review.id ?? `${review.reviewer_id}-${review.created_at}-${index}`}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}
