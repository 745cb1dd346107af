import { useTranslation } from 'react-i18next';
import { fieldControl } from '../../../../ui/form/fieldStyles';
import { FieldError } from '../../../../ui/form/FieldError';
import { formatPickup } from './format';
import { toLocalInput, type PickupChoice } from './pickupTimes';
import { radioRow } from '../../../../ui/form/radioRow';

export type PickupValue = { kind: 'choice'; key: PickupChoice } | { kind: 'custom'; text: string };

interface PickupTimeFieldProps {
  choices: { key: PickupChoice; at: Date }[];
  value: PickupValue;
  onChange: (value: PickupValue) => void;
  now: Date;
  latest: Date;
  error?: string;
}

/** Until when the food is held: a quick choice (each shows its time) or a time of one's own. */
export function PickupTimeField({
  choices,
  value,
  onChange,
  now,
  latest,
  error,
}: PickupTimeFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const custom = value.kind === 'custom';
  const errorId = 'reserve-until-error';

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink">{t('threads.reserve.until')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label key={choice.key} className={radioRow}>
            <input
              type="radio"
              name="reserve-until"
              className="size-5 accent-brand-700"
              checked={value.kind === 'choice' && value.key === choice.key}
              onChange={() => onChange({ kind: 'choice', key: choice.key })}
            />
            <span className="flex flex-col leading-5">
              <span className="font-semibold">{t(`threads.reserve.choices.${choice.key}`)}</span>
              <span className="text-sm text-ink-muted">
                {formatPickup(choice.at.toISOString(), language, now)}
              </span>
            </span>
          </label>
        ))}
        <label className={radioRow}>
          <input
            type="radio"
            name="reserve-until"
            className="size-5 accent-brand-700"
            checked={custom}
            onChange={() => onChange({ kind: 'custom', text: custom ? value.text : '' })}
          />
          <span className="font-semibold">{t('threads.reserve.choices.custom')}</span>
        </label>
      </div>
      {custom ? (
        <div className="mt-2">
          <label htmlFor="reserve-until-custom" className="sr-only">
            {t('threads.reserve.customLabel')}
          </label>
          <input
            id="reserve-until-custom"
            type="datetime-local"
            value={value.text}
            min={toLocalInput(now)}
            max={toLocalInput(latest)}
            onChange={(event) => onChange({ kind: 'custom', text: event.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={fieldControl}
          />
        </div>
      ) : null}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
