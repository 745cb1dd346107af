import { formatNumber } from '@core/money';
import { amountInputText } from '@core/amount-input';
import { QTY_DECIMALS } from '@core/constants';
import { formatQuantity } from '@core/units-display';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountQuestion } from '../../../ui/form/AmountQuestion';
import { useAmountText } from '../../../ui/form/useAmountText';
import { FieldShell } from '../form/FieldShell';
import { fieldIds } from '../form/fieldIds';
import { inputClass } from '../form/styles';
import { useSetField } from '../form/useSetField';
import type { PostFormValues } from '../postFormValues';
import { EggTrayChip } from './EggTrayChip';
import { canStepQuantity, stepQuantity } from '../quantity';

const stepperClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-brand-700 bg-white text-xl font-bold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50';

interface QuantityFieldProps {
  error: string | undefined;
  /** When editing: what is already sold or held for buyers (0 when nothing, or a new post). */
  committed: number;
  unit: string;
  /** English name of the chosen category: eggs get a tray as a quick choice. */
  categoryName: string | undefined;
}

const formatQty = (value: number) => formatNumber(value, QTY_DECIMALS);

/**
 * Quantity with minus and plus steppers (by 1, within 0..100000); typing still works, read as
 * prices are ('1,500' is fifteen hundred; '1.500' is asked about). When part of the post is
 * sold or held, the hint says the least it may be, before the server's 409
 * qty_below_committed has to.
 */
export function QuantityField({ error, committed, unit, categoryName }: QuantityFieldProps) {
  const { t, i18n } = useTranslation();
  const hint =
    committed > 0
      ? t('postForm.qty.committedHint', {
          committed: formatQuantity(committed, unit, i18n.resolvedLanguage),
        })
      : undefined;
  const { register, control, setFocus } = useFormContext<PostFormValues>();
  const setField = useSetField();
  const qty = useWatch({ control, name: 'qty' });
  const amount = useAmountText(qty, 'quantity', Boolean(error));

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
    <FieldShell
      field="qty"
      label={t('postForm.qty.label')}
      hint={hint}
      error={error}
      asking={amount.asking}
      below={
        <AmountQuestion
          id={fieldIds('qty').error}
          parsed={amount.parsed}
          show={amount.asking}
          format={formatQty}
          onChoose={(value) => {
            setField('qty', amountInputText(value, 'quantity'));
            setFocus('qty');
          }}
        />
      }
    >
      {(controlProps) => (
        <>
          <div className="flex items-center gap-2">
            {stepper(-1)}
            <input
              {...controlProps}
              {...register('qty', { onBlur: amount.onBlur })}
              onFocus={amount.onFocus}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              className={`${inputClass} min-w-0 text-center`}
            />
            {stepper(1)}
          </div>
          <EggTrayChip categoryName={categoryName} />
        </>
      )}
    </FieldShell>
  );
}
