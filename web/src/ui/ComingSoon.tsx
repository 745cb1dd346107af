import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageColumn, textLink } from './styles';
import { useDocumentTitle } from './useDocumentTitle';

/** Stand-in for a page a later release fills, so every route already leads somewhere. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <section className={pageColumn} aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {title}
      </h1>
      <div className="mt-4 rounded-xl border border-accent-200 bg-accent-50 p-4">
        <p className="font-semibold text-ink">{t('comingSoon.message')}</p>
        <p className="mt-1 text-ink-muted">{t('comingSoon.detail')}</p>
      </div>
      <p className="mt-6">
        <Link to="/" className={`${textLink} inline-flex min-h-11 items-center`}>
          {t('common.backHome')}
        </Link>
      </p>
    </section>
  );
}
