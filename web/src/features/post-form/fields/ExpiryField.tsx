import { EXPIRY_DAYS_MAX, EXPIRY_DAYS_MIN } from '@core/constants';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  daysTextForChip,
  EXPIRY_CHIPS,
  expiryPreview,
  isChipSelected,
  parseDaysInput,
  type QuickDays,
} from '../expiryChoices';
import { FieldShell } from '../form/FieldShell';
import { chipClass, inputClass } from '../form/styles';
import { useSetField } from '../form/useSetField';
import type { PostFormValues } from '../postFormValues';
import { useNow } from '../useNow';

const PREVIEW_ID = 'post-expires-preview';

interface ExpiryFieldProps {
  error: string | undefined;
  /** A line above the chips, e.g. that the post being edited has already expired. */
  note?: string;
}

/** 'Expires in (days)' with quick chips and the date it works out to. */
export function ExpiryField({ error, note }: ExpiryFieldProps) {
  const { t, i18n } = useTranslation();
  const { register, control } = useFormContext<PostFormValues>();
  const setField = useSetField();
  const text = useWatch({ control, name: 'expiresInDays' });
  const now = useNow();
  const days = parseDaysInput(text);
  const preview = days === null ? null : expiryPreview(days, now, i18n.language);

  const chipLabel = (chip: QuickDays | 'clear') => {
    if (chip === 'clear') return t('postForm.expiry.clear');
    if (chip === 1) return t('postForm.expiry.today');
    if (chip === 2) return t('postForm.expiry.tomorrow');
    return t('postForm.expiry.inDays', { count: chip });
  };

  return (
    <FieldShell
      field="expiresInDays"
      label={t('postForm.expiry.label')}
      hint={t('postForm.expiry.hint', { min: EXPIRY_DAYS_MIN, max: EXPIRY_DAYS_MAX })}
      error={error}
      describedByExtra={[PREVIEW_ID]}
    >
      {(controlProps) => (
        <div className="space-y-2">
          {note ? <p className="text-sm font-medium text-accent-800">{note}</p> : null}
          <input
            {...controlProps}
            {...register('expiresInDays')}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('postForm.expiry.placeholder')}
            className={`${inputClass} max-w-40`}
          />
          <div
            role="group"
            aria-label={t('postForm.expiry.chips')}
            className="flex flex-wrap gap-2"
          >
            {EXPIRY_CHIPS.map((chip) => (
              <button
                key={chip}
                type="button"
                className={chipClass}
                aria-pressed={chip === 'clear' ? undefined : isChipSelected(chip, text)}
                onClick={() => setField('expiresInDays', daysTextForChip(chip))}
              >
                {chipLabel(chip)}
              </button>
            ))}
          </div>
          <p id={PREVIEW_ID} aria-live="polite" className="text-sm font-medium text-brand-900">
            {preview ? t('postForm.expiry.preview', preview) : t('postForm.expiry.previewEmpty')}
          </p>
        </div>
      )}
    </FieldShell>
  );
}
