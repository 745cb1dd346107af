import { formatPeso } from '@core/money';
import { amountInputText } from '@core/amount-input';
import { useTranslation } from 'react-i18next';
import { AmountQuestion } from '../../ui/form/AmountQuestion';
import { FieldError } from '../../ui/form/FieldError';
import { useAmountText } from '../../ui/form/useAmountText';
import { chipClass, hintClass, inputClass, labelClass } from '../post-form/form/styles';

interface PriceCapFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

const ID = 'alert-max-price';

/**
 * "Only up to ₱ …", optional, with a "Free food only" choice that sets the cap to 0. Read as
 * every price is; text with two readings ('1.200') is asked about, never guessed.
 */
export function PriceCapField({ value, onChange, error }: PriceCapFieldProps) {
  const { t } = useTranslation();
  const amount = useAmountText(value, 'peso', Boolean(error));
  const free = amount.parsed?.kind === 'amount' && amount.parsed.value === 0;
  const invalid = amount.asking || Boolean(error);
  const describedBy = [`${ID}-hint`, invalid ? `${ID}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={ID} className={labelClass}>
        {t('alerts.sheet.price')}
      </label>
      <p id={`${ID}-hint`} className={hintClass}>
        {t('alerts.sheet.priceHint')}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <div className="relative min-w-32 flex-1">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-muted"
          >
            ₱
          </span>
          <input
            id={ID}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onFocus={amount.onFocus}
            onBlur={amount.onBlur}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={describedBy}
            className={`${inputClass} pl-8`}
          />
        </div>
        <button
          type="button"
          className={chipClass}
          aria-pressed={free}
          // A second tap takes the choice back: no cap at all.
          onClick={() => onChange(free ? '' : '0')}
        >
          {t('alerts.sheet.free')}
        </button>
      </div>
      <AmountQuestion
        id={`${ID}-error`}
        parsed={amount.parsed}
        show={amount.asking}
        format={formatPeso}
        onChoose={(choice) => {
          onChange(amountInputText(choice, 'peso'));
          document.getElementById(ID)?.focus();
        }}
      />
      {amount.asking ? null : <FieldError id={`${ID}-error`} message={error} />}
    </div>
  );
}
