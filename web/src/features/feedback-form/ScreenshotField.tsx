import { MESSAGE_KEY } from '@core/schemas';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../ui/form/FieldError';
import { useValidationMessage } from '../../ui/form/useValidationMessage';
import { FEEDBACK_SCREENSHOT, IMAGE_ACCEPT, useImagePicker } from '../../ui/image';
import { buttonSecondary } from '../../ui/styles';

interface ScreenshotFieldProps {
  /** The compressed screenshot as a data URL, or null. */
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  /** A message from the form or the server, shown under the field. */
  error: string | undefined;
  disabled: boolean;
  onBusyChange: (busy: boolean) => void;
}

const INPUT_ID = 'feedback-screenshot';
const ERROR_ID = 'feedback-screenshot-error';

/** One optional screenshot, compressed in the browser (SPEC §5), with a preview and Remove. */
export function ScreenshotField({
  value,
  onChange,
  error,
  disabled,
  onBusyChange,
}: ScreenshotFieldProps) {
  const { t } = useTranslation();
  const validationMessage = useValidationMessage();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const picker = useImagePicker(FEEDBACK_SCREENSHOT, {
    onPicked: onChange,
    onFailure: (reason) =>
      setProblem(
        reason === 'unsupported_type'
          ? validationMessage(MESSAGE_KEY.screenshotType)
          : reason === 'too_large'
            ? validationMessage(MESSAGE_KEY.screenshotTooLarge)
            : t('feedbackForm.screenshot.invalid'),
      ),
    onBusyChange,
  });
  const busy = picker.preparing !== null;

  const message = problem ?? error;
  return (
    <div>
      <label htmlFor={INPUT_ID} className="mb-1 block font-semibold text-ink">
        {t('feedbackForm.screenshot.label')}
      </label>
      <p id={`${INPUT_ID}-hint`} className="mb-2 text-sm text-ink-muted">
        {t('feedbackForm.screenshot.hint')}
      </p>
      {value ? (
        <div className="flex flex-wrap items-end gap-3">
          <img
            src={value}
            alt={t('feedbackForm.screenshot.preview')}
            className="max-h-48 max-w-full rounded-lg border border-brand-200 object-contain"
          />
          <button
            type="button"
            className={buttonSecondary}
            disabled={disabled}
            onClick={() => {
              onChange(null);
              setProblem(undefined);
              inputRef.current?.focus();
            }}
          >
            {t('feedbackForm.screenshot.remove')}
          </button>
        </div>
      ) : null}
      <input
        ref={inputRef}
        id={INPUT_ID}
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={disabled || busy}
        onChange={(event) => {
          setProblem(undefined);
          void picker.onPick(event);
        }}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${INPUT_ID}-hint ${ERROR_ID}`}
        className={
          value
            ? 'sr-only'
            : 'block w-full text-base text-ink file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-brand-700 file:bg-white file:px-4 file:font-semibold file:text-brand-800'
        }
      />
      {busy ? (
        <p role="status" className="mt-1 text-sm text-ink-muted">
          {t('feedbackForm.screenshot.working')}
        </p>
      ) : null}
      <FieldError id={ERROR_ID} message={message} live />
    </div>
  );
}
