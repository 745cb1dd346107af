import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { CategoryList } from './CategoryList';
import { SignedOutBanner } from './SignedOutBanner';

/** Home: the feed arrives in a later release; for now the banner, intro and categories. */
export function HomePage() {
  const { t } = useTranslation();
  const { status } = useSession();
  useDocumentTitle(undefined);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      {status === 'signedOut' ? <SignedOutBanner /> : null}
      <h1 className="mt-6 text-2xl font-extrabold text-brand-900 sm:text-3xl">{t('home.title')}</h1>
      <p className="mt-2 max-w-prose text-lg text-ink">{t('home.intro')}</p>
      <p className="mt-4 rounded-xl border border-dashed border-brand-300 bg-white p-4 text-ink-muted">
        {t('home.feedSoon')}
      </p>
      <CategoryList />
    </div>
  );
}
