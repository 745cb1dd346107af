import { useTranslation } from 'react-i18next';
import { formatRatingAverage } from './profileDisplay';
import { useUserRating } from './queries';

/** '★ 4.5 out of 5 · 12 ratings', or 'No ratings yet' (also when it cannot be read). */
export function RatingSummary({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const rating = useUserRating(userId);
  const summary = rating.data;

  let text: string;
  if (rating.isPending) text = t('common.loading');
  else if (!summary || summary.count <= 0 || summary.avg === null) {
    text = t('publicProfile.rating.none');
  } else {
    const average = t('publicProfile.rating.average', { avg: formatRatingAverage(summary.avg) });
    text = `${average} · ${t('publicProfile.rating.count', { count: summary.count })}`;
  }
  const rated = Boolean(summary && summary.count > 0);

  return (
    <p className="mt-2 flex items-center gap-1.5 text-ink" aria-busy={rating.isPending}>
      <span aria-hidden="true" className={rated ? 'text-accent-700' : 'text-ink-muted'}>
        ★
      </span>
      <span className="sr-only">{t('publicProfile.rating.label')}:</span>
      <span className="font-semibold">{text}</span>
    </p>
  );
}
