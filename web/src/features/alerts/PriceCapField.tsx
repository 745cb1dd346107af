import { useTranslation } from 'react-i18next';
import { FieldError } from '../../ui/form/FieldError';
import { chipClass, hintClass, inputClass, labelClass } from '../post-form/form/styles';
import { priceCapFrom } from './alertDraft';

interface PriceCapFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

const ID = 'alert-max-price';

/** "Only up to ₱ …", optional, with a "Free food only" choice that sets the cap to 0. */
export function PriceCapField({ value, onChange, error }: PriceCapFieldProps) {
  const { t } = useTranslation();
  const free = priceCapFrom(value) === 0;
  const describedBy = [`${ID}-hint`, error ? `${ID}-error` : null].filter(Boolean).join(' ');
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
            aria-invalid={error ? true : undefined}
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
      <FieldError id={`${ID}-error`} message={error} />
    </div>
  );
}
