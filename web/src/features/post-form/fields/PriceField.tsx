import { formatPeso } from '@core/money';
import { amountInputText } from '@core/amount-input';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountQuestion } from '../../../ui/form/AmountQuestion';
import { useAmountText } from '../../../ui/form/useAmountText';
import { FieldShell } from '../form/FieldShell';
import { fieldIds } from '../form/fieldIds';
import { chipClass, inputClass } from '../form/styles';
import { useSetField } from '../form/useSetField';
import type { PostFormValues } from '../postFormValues';

/**
 * Price in pesos as people here write it ('1,200.50', '₱1,200'), and a 'Free' chip that sets
 * it to 0. Text with two readings ('1.200') is asked about under the field, never guessed.
 */
export function PriceField({ error }: { error: string | undefined }) {
  const { t } = useTranslation();
  const { register, control, setFocus } = useFormContext<PostFormValues>();
  const setField = useSetField();
  const price = useWatch({ control, name: 'price' });
  const amount = useAmountText(price, 'peso', Boolean(error));
  const isFree = amount.parsed?.kind === 'amount' && amount.parsed.value === 0;

  return (
    <FieldShell
      field="price"
      label={t('postForm.price.label')}
      hint={t('postForm.price.hint')}
      error={error}
      asking={amount.asking}
      below={
        <AmountQuestion
          id={fieldIds('price').error}
          parsed={amount.parsed}
          show={amount.asking}
          format={formatPeso}
          onChoose={(value) => {
            setField('price', amountInputText(value, 'peso'));
            // The chosen button goes away with the question: focus returns to the price.
            setFocus('price');
          }}
        />
      }
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
              {...register('price', { onBlur: amount.onBlur })}
              onFocus={amount.onFocus}
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
