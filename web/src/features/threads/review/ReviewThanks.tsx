import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '../types';
import { StarsShown } from './StarsShown';

/** After the review: thanks, and the rating given. Takes focus when it replaces the form. */
export function ReviewThanks({
  review,
  sellerName,
  focusOnMount,
}: {
  review: Review;
  sellerName: string;
  focusOnMount: boolean;
}) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus({ preventScroll: true });
  }, [focusOnMount]);

  return (
    <section
      aria-labelledby="review-thanks"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-center"
    >
      <h2
        id="review-thanks"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold text-brand-900 outline-none"
      >
        {t('threads.review.thanks')}
      </h2>
      <p className="mt-2 flex flex-col items-center gap-1 text-ink">
        <StarsShown rating={review.rating} />
        <span>{t('threads.review.yourRating', { count: review.rating, name: sellerName })}</span>
      </p>
      {review.comment ? (
        <blockquote className="mt-2 text-ink-muted italic">“{review.comment}”</blockquote>
      ) : null}
    </section>
  );
}
