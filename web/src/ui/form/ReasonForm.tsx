import { REPORT_REASON_MAX } from '@core/constants';
import { MESSAGE_KEY } from '@core/schemas/messages';
import { useId, type FormEvent } from 'react';
import { buttonPrimary, buttonSecondary } from '../styles';
import { CharacterCounter } from './CharacterCounter';
import { FieldError } from './FieldError';
import { textLimit } from './textLimit';
import { useValidationMessage } from './useValidationMessage';

/** The words of one reason form, already in the reader's language. */
export interface ReasonFormWords {
  formLabel: string;
  reason: string;
  hint: string;
  send: string;
  sending: string;
  cancel: string;
}

interface ReasonFormProps {
  words: ReasonFormWords;
  reason: string;
  onReasonChange: (reason: string) => void;
  error: string | undefined;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  className: string;
}

/**
 * The reason box of a report (a post's, a review's): a labelled text area with its hint and
 * error, Send and Cancel. What is reported, and what the server says, is the caller's.
 */
export function ReasonForm({ words, reason, error, pending, ...props }: ReasonFormProps) {
  const translate = useValidationMessage();
  const ids = useId();
  const reasonId = `${ids}-reason`;
  const errorId = `${ids}-error`;
  const countId = `${ids}-count`;
  // Past the limit it says so at once; nothing typed is cut off.
  const shownError = textLimit(reason, REPORT_REASON_MAX).over
    ? translate(MESSAGE_KEY.reasonTooLong)
    : error;
  return (
    <form
      onSubmit={props.onSubmit}
      noValidate
      aria-label={words.formLabel}
      className={props.className}
    >
      <label htmlFor={reasonId} className="mb-1 block font-semibold text-ink">
        {words.reason}
      </label>
      <p id={`${reasonId}-hint`} className="mb-2 text-sm text-ink-muted">
        {words.hint}
      </p>
      <textarea
        id={reasonId}
        rows={3}
        value={reason}
        // Opening the form is a request to write; the keyboard should come up.
        autoFocus
        readOnly={pending}
        onChange={(event) => props.onReasonChange(event.target.value)}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={[`${reasonId}-hint`, countId, shownError ? errorId : null]
          .filter(Boolean)
          .join(' ')}
        className="block w-full rounded-lg border border-brand-300 bg-white px-3 py-2 text-base text-ink"
      />
      <CharacterCounter id={countId} text={reason} max={REPORT_REASON_MAX} />
      <FieldError id={errorId} message={shownError} live />
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className={buttonPrimary} disabled={pending}>
          {pending ? words.sending : words.send}
        </button>
        <button
          type="button"
          className={buttonSecondary}
          disabled={pending}
          onClick={props.onCancel}
        >
          {words.cancel}
        </button>
      </div>
    </form>
  );
}
