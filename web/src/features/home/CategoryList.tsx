import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner';
import { buttonSecondary } from '../../ui/styles';
import { localizedName } from '../taxonomy/localizedName';
import { useCategories } from '../taxonomy/queries';

/** The categories from GET /api/categories, with loading, error and empty states. */
export function CategoryList() {
  const { t, i18n } = useTranslation();
  const categories = useCategories();

  let body;
  if (categories.isPending) {
    body = <Spinner label={t('home.categories.loading')} />;
  } else if (categories.isError) {
    body = (
      <div role="alert" className="rounded-xl border border-danger-200 bg-danger-50 p-4">
        <p className="text-danger-800">{t('home.categories.error')}</p>
        <button
          type="button"
          className={`${buttonSecondary} mt-3`}
          onClick={() => void categories.refetch()}
          disabled={categories.isFetching}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  } else if (categories.data.length === 0) {
    body = <p className="text-ink-muted">{t('home.categories.empty')}</p>;
  } else {
    body = (
      <ul className="flex flex-wrap gap-2">
        {categories.data.map((category) => (
          <li
            key={category.id}
            className="rounded-full border border-brand-200 bg-white px-4 py-2 font-medium text-brand-900"
          >
            {localizedName(category, i18n.resolvedLanguage)}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="categories-title" className="mt-8">
      <h2 id="categories-title" className="mb-3 text-xl font-bold text-brand-900">
        {t('home.categories.title')}
      </h2>
      {body}
    </section>
  );
}
