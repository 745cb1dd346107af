import { useTranslation } from 'react-i18next';
import { buttonSecondary } from '../../../ui/styles';
import { localizedName } from '../../taxonomy/localizedName';
import { useCategories, useFamilies } from '../../taxonomy/queries';
import { fieldControl, fieldLabel } from '../../../ui/form/fieldStyles';

interface TaxonomySelectsProps {
  categoryId: number | null;
  familyId: number | null;
  onCategory: (categoryId: number | null) => void;
  onFamily: (familyId: number | null) => void;
}

const toId = (value: string) => (value === '' ? null : Number(value));

/** Category, then family: the family select stays disabled until a category is chosen. */
export function TaxonomySelects({
  categoryId,
  familyId,
  onCategory,
  onFamily,
}: TaxonomySelectsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const categories = useCategories();
  const families = useFamilies(categoryId);
  const familyDisabled = categoryId === null || !families.data;

  return (
    <>
      <div>
        <label htmlFor="feed-category" className={fieldLabel}>
          {t('feed.filters.category')}
        </label>
        <select
          id="feed-category"
          className={fieldControl}
          value={categoryId ?? ''}
          onChange={(event) => onCategory(toId(event.target.value))}
          aria-busy={categories.isPending}
        >
          <option value="">{t('feed.filters.allCategories')}</option>
          {categories.data?.map((category) => (
            <option key={category.id} value={category.id}>
              {localizedName(category, language)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="feed-family" className={fieldLabel}>
          {t('feed.filters.family')}
        </label>
        <select
          id="feed-family"
          className={fieldControl}
          value={familyDisabled ? '' : (familyId ?? '')}
          onChange={(event) => onFamily(toId(event.target.value))}
          disabled={familyDisabled}
          // Option text must stay short for a half-width select on a phone; the reason
          // the select is disabled goes to screen readers and to the hover tooltip.
          aria-describedby={categoryId === null ? 'feed-family-hint' : undefined}
          title={categoryId === null ? t('feed.filters.chooseCategoryFirst') : undefined}
          aria-busy={categoryId !== null && families.isPending}
        >
          <option value="">{t('feed.filters.allFamilies')}</option>
          {families.data?.map((family) => (
            <option key={family.id} value={family.id}>
              {localizedName(family, language)}
            </option>
          ))}
        </select>
        <span id="feed-family-hint" className="sr-only">
          {t('feed.filters.chooseCategoryFirst')}
        </span>
      </div>
      {categories.isError || families.isError ? (
        <p
          role="alert"
          className="col-span-full flex flex-wrap items-center gap-2 text-sm text-danger-800"
        >
          {t('feed.filters.taxonomyError')}
          <button
            type="button"
            className={`${buttonSecondary} min-h-9 py-1 text-sm`}
            onClick={() => {
              if (categories.isError) void categories.refetch();
              if (families.isError) void families.refetch();
            }}
          >
            {t('common.retry')}
          </button>
        </p>
      ) : null}
    </>
  );
}
