import { parseDecimalInput } from '@core/money';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '../form/FieldShell';
import { chipClass, inputClass } from '../form/styles';
import { useSetField } from '../form/useSetField';
import type { PostFormValues } from '../postFormValues';

/** Price in pesos, typed with a dot or a comma, and a 'Free' chip that sets it to 0. */
export function PriceField({ error }: { error: string | undefined }) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<PostFormValues>();
  const setField = useSetField();
  const price = useWatch({ control, name: 'price' });
  const isFree = parseDecimalInput(price) === 0;

  return (
    <FieldShell
      field="price"
      label={t('postForm.price.label')}
      hint={t('postForm.price.hint')}
      error={error}
    >
      {(controlProps) => (
        <div className="flex flex-wrap items-center gap-2">
          <div className="relative min-w-36 flex-1">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-muted"
            >
              ₱
            </span>
            <input
              {...controlProps}
              {...register('price')}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              className={`${inputClass} pl-8`}
            />
          </div>
          <button
            type="button"
            className={chipClass}
            aria-pressed={isFree}
            onClick={() => setField('price', '0')}
          >
            {t('postForm.price.free')}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
