import { useTranslation } from 'react-i18next';
import { usePageClock } from '../../../i18n/pageClock';
import { formatMediumDate } from '../../../i18n/shortDate';
import type { PostDetail } from '../types';

/** The seller's own words, line breaks kept, and when the post went up. */
export function PostDescription({ post }: { post: PostDetail }) {
  const { t, i18n } = useTranslation();
  const { zone } = usePageClock();
  const text = post.description.trim();
  return (
    <section aria-labelledby="description-heading" className="mt-6">
      <h2 id="description-heading" className="text-lg font-bold text-brand-900">
        {t('postDetail.description.heading')}
      </h2>
      {text ? (
        <p className="mt-2 whitespace-pre-line break-words text-ink">{text}</p>
      ) : (
        <p className="mt-2 text-ink-muted">{t('postDetail.description.none')}</p>
      )}
      <p className="mt-3 text-sm text-ink-muted">
        {t('postDetail.description.posted', {
          date: formatMediumDate(post.created_at, i18n.resolvedLanguage, zone),
        })}
      </p>
    </section>
  );
}
