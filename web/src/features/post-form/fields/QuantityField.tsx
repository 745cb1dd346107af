import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '../form/FieldShell';
import { inputClass } from '../form/styles';
import { useSetField } from '../form/useSetField';
import type { PostFormValues } from '../postFormValues';
import { canStepQuantity, stepQuantity } from '../quantity';

const stepperClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-brand-700 bg-white text-xl font-bold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50';

/** Quantity with minus and plus steppers (by 1, within 0..100000); typing still works. */
export function QuantityField({ error }: { error: string | undefined }) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<PostFormValues>();
  const setField = useSetField();
  const qty = useWatch({ control, name: 'qty' });

  const stepper = (direction: 1 | -1) => (
    <button
      type="button"
      className={stepperClass}
      aria-label={direction > 0 ? t('postForm.qty.increase') : t('postForm.qty.decrease')}
      aria-controls="post-qty"
      disabled={!canStepQuantity(qty, direction)}
      onClick={() => setField('qty', stepQuantity(qty, direction))}
    >
      <span aria-hidden="true">{direction > 0 ? '+' : '−'}</span>
    </button>
  );

  return (
    <FieldShell field="qty" label={t('postForm.qty.label')} error={error}>
      {(controlProps) => (
        <div className="flex items-center gap-2">
          {stepper(-1)}
          <input
            {...controlProps}
            {...register('qty')}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={`${inputClass} min-w-0 text-center`}
          />
          {stepper(1)}
        </div>
      )}
    </FieldShell>
  );
}
