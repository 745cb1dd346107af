import { RATING_MAX } from '@core/constants';

/** A read-only row of stars; the sentence beside it carries the number for screen readers. */
export function StarsShown({ rating }: { rating: number }) {
  return (
    <span aria-hidden="true" className="text-2xl leading-none tracking-wide">
      <span className="text-accent-700">
        {'★'.repeat(Math.max(0, Math.min(rating, RATING_MAX)))}
      </span>
      <span className="text-brand-200">{'★'.repeat(Math.max(0, RATING_MAX - rating))}</span>
    </span>
  );
}
