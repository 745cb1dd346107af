import { SEARCH_RANGE_MAX_KM, SEARCH_RANGE_MIN_KM } from '@core/constants';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, fieldIds } from './form/fieldIds';
import { FieldError } from '../../ui/form/FieldError';

/** The 1-50 km slider; the chosen distance is shown beside the label and read out. */
export function SearchRangeField({
  value,
  error,
  registration,
}: {
  value: number;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  const ids = fieldIds(registration.name);
  const km = (count: number) => t('profile.form.searchRangeValue', { km: count });
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={ids.input} className="font-semibold text-ink">
          {t('profile.form.searchRange')}
        </label>
        <output htmlFor={ids.input} className="text-lg font-bold text-brand-800 tabular-nums">
          {km(value)}
        </output>
      </div>
      <p id={ids.hint} className="mt-0.5 text-sm text-ink-muted">
        {t('profile.form.searchRangeHint')}
      </p>
      <input
        id={ids.input}
        type="range"
        min={SEARCH_RANGE_MIN_KM}
        max={SEARCH_RANGE_MAX_KM}
        step={1}
        {...registration}
        // A 44 px tall track area: the thumb is easy to grab on a small touch screen.
        className="mt-1 block h-11 w-full cursor-pointer accent-brand-700"
        aria-valuetext={km(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(registration.name, true, Boolean(error))}
      />
      <div aria-hidden="true" className="flex justify-between text-sm text-ink-muted">
        <span>{km(SEARCH_RANGE_MIN_KM)}</span>
        <span>{km(SEARCH_RANGE_MAX_KM)}</span>
      </div>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
