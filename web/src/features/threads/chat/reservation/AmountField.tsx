import { QTY_DECIMALS } from '@core/constants';
import { formatNumber } from '@core/money';
import { amountInputText } from '@core/amount-input';
import { AmountQuestion } from '../../../../ui/form/AmountQuestion';
import { fieldLabel } from '../../../../ui/form/fieldStyles';
import { FieldError } from '../../../../ui/form/FieldError';
import { useAmountText } from '../../../../ui/form/useAmountText';

interface AmountFieldProps {
  id: string;
  label: string;
  unit: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  disabled?: boolean;
}

const formatQty = (value: number) => formatNumber(value, QTY_DECIMALS);

/**
 * An amount of the post's food, typed with the decimal keypad, the unit beside it. Read as
 * every amount is ('1,500'); text with two readings ('1.500') is asked about, never guessed.
 */
export function AmountField({
  id,
  label,
  unit,
  value,
  onChange,
  hint,
  error,
  disabled,
}: AmountFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const amount = useAmountText(value, 'quantity', Boolean(error));
  const invalid = amount.asking || Boolean(error);
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <div className="flex items-stretch">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onFocus={amount.onFocus}
          onBlur={amount.onBlur}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`relative block min-h-11 w-full min-w-0 rounded-l-lg border focus-visible:z-10 bg-white px-3 text-base text-ink disabled:bg-brand-50 ${
            invalid ? 'border-danger-700' : 'border-brand-300'
          }`}
        />
        <span
          aria-hidden="true"
          className="inline-flex min-w-12 items-center justify-center rounded-r-lg border border-l-0 border-brand-300 bg-brand-50 px-3 font-semibold text-brand-900"
        >
          {unit}
        </span>
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <AmountQuestion
        id={errorId}
        parsed={amount.parsed}
        show={amount.asking}
        format={formatQty}
        onChoose={(choice) => {
          onChange(amountInputText(choice, 'quantity'));
          document.getElementById(id)?.focus();
        }}
      />
      {amount.asking ? null : <FieldError id={errorId} message={error} />}
    </div>
  );
}
