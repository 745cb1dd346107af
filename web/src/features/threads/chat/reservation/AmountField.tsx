import { fieldLabel } from '../../../../ui/form/fieldStyles';
import { FieldError } from '../../../../ui/form/FieldError';

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

/** An amount of the post's food, typed with the decimal keypad, the unit beside it. */
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
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
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
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`relative block min-h-11 w-full min-w-0 rounded-l-lg border focus-visible:z-10 bg-white px-3 text-base text-ink disabled:bg-brand-50 ${
            error ? 'border-danger-700' : 'border-brand-300'
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
      <FieldError id={errorId} message={error} />
    </div>
  );
}
