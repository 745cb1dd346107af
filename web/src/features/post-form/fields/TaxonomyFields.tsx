import { defaultUnit } from '@core/units';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../taxonomy/localizedName';
import { useCategories, useFamilies } from '../../taxonomy/queries';
import { FieldShell } from '../form/FieldShell';
import { inputClass } from '../form/styles';
import { useSetField } from '../form/useSetField';
import type { PostFormValues } from '../postFormValues';

interface TaxonomyFieldsProps {
  categoryError: string | undefined;
  familyError: string | undefined;
}

/**
 * Category, then family (disabled until a category is chosen). A new category empties the
 * family and selects the first unit of that category's row (SPEC §5 units table).
 */
export function TaxonomyFields({ categoryError, familyError }: TaxonomyFieldsProps) {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext<PostFormValues>();
  const setField = useSetField();
  const { field: category } = useController({ control, name: 'categoryId' });
  const { field: family } = useController({ control, name: 'familyId' });
  const categoryId = category.value ? Number(category.value) : null;
  const categories = useCategories();
  const families = useFamilies(categoryId);

  const onCategory = (id: string) => {
    category.onChange(id);
    setField('familyId', '');
    const chosen = categories.data?.find((item) => String(item.id) === id);
    setField('unit', defaultUnit(chosen?.name));
  };

  let familyPlaceholder = t('postForm.family.placeholder');
  if (categoryId === null) familyPlaceholder = t('postForm.family.chooseCategoryFirst');
  else if (families.isPending) familyPlaceholder = t('postForm.family.loading');

  return (
    <>
      <FieldShell field="categoryId" label={t('postForm.category.label')} error={categoryError}>
        {(control) => (
          <select
            {...control}
            ref={category.ref}
            name={category.name}
            value={category.value}
            onBlur={category.onBlur}
            onChange={(event) => onCategory(event.target.value)}
            className={inputClass}
          >
            <option value="">
              {categories.isPending
                ? t('postForm.category.loading')
                : t('postForm.category.placeholder')}
            </option>
            {categories.data?.map((item) => (
              <option key={item.id} value={String(item.id)}>
                {localizedName(item, i18n.language)}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      {categories.isError ? (
        <p className="-mt-3 text-sm text-danger-700">
          {t('postForm.category.loadFailed')}{' '}
          <button
            type="button"
            className="min-h-11 font-semibold underline underline-offset-2"
            onClick={() => void categories.refetch()}
          >
            {t('common.retry')}
          </button>
        </p>
      ) : null}

      <FieldShell
        field="familyId"
        label={t('postForm.family.label')}
        hint={t('postForm.family.hint')}
        error={familyError}
      >
        {(control) => (
          <select
            {...control}
            ref={family.ref}
            name={family.name}
            value={family.value}
            onBlur={family.onBlur}
            onChange={(event) => family.onChange(event.target.value)}
            disabled={categoryId === null}
            className={inputClass}
          >
            <option value="">{familyPlaceholder}</option>
            {families.data?.map((item) => (
              <option key={item.id} value={String(item.id)}>
                {localizedName(item, i18n.language)}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
    </>
  );
}
