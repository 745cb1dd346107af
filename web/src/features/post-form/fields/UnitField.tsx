import { unitChoices } from '@core/units';
import { unitOptionLabel } from '@core/unit-names';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '../form/FieldShell';
import { inputClass } from '../form/styles';
import type { PostFormValues } from '../postFormValues';

interface UnitFieldProps {
  error: string | undefined;
  /** English name of the chosen category, which picks the row of the units table. */
  categoryName: string | undefined;
  /** Edit: the post's unit, which always stays among the choices (SPEC §5). */
  keptUnit?: string;
}

export function UnitField({ error, categoryName, keptUnit }: UnitFieldProps) {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext<PostFormValues>();
  const { field } = useController({ control, name: 'unit' });
  const choices = unitChoices(categoryName, keptUnit);
  // A value outside the row (a unit picked before the categories loaded) stays visible.
  const options =
    field.value && !choices.includes(field.value) ? [...choices, field.value] : choices;

  return (
    <FieldShell field="unit" label={t('postForm.unit.label')} error={error}>
      {(controlProps) => (
        <select
          {...controlProps}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.value)}
          className={inputClass}
        >
          {options.map((unit) => (
            <option key={unit} value={unit}>
              {unitOptionLabel(unit, i18n.resolvedLanguage)}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
