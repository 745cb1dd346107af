import { MESSAGE_BODY_MAX } from '@core/constants';
import { MESSAGE_KEY } from '@core/schemas/messages';
import type { FormEvent, KeyboardEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CharacterCounter } from '../../../ui/form/CharacterCounter';
import { textLimit } from '../../../ui/form/textLimit';
import { useValidationMessage } from '../../../ui/form/useValidationMessage';

export const COMPOSER_ERROR_ID = 'chat-composer-error';
const COUNTER_ID = 'chat-composer-count';

interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  sending: boolean;
  /** Nothing can be sent any more (sale complete, post gone); the note says why. */
  closed: boolean;
  error: string | null;
}

/**
 * The message input and Send. Enter sends and Shift+Enter starts a new line; while a
 * message is on its way the text is read-only (the keyboard stays open) and Send is off.
 * Near the length limit a counter shows; past it the composer says so (nothing is cut off).
 */
export function Composer({
  value,
  onChange,
  onSend,
  inputRef,
  sending,
  closed,
  error,
}: ComposerProps) {
  const { t } = useTranslation();
  const translate = useValidationMessage();
  const shownError = textLimit(value, MESSAGE_BODY_MAX).over
    ? translate(MESSAGE_KEY.messageTooLong)
    : error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending && !closed) onSend();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is still composing a word (Enter picks the word there).
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!sending && !closed) onSend();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('threads.chat.composerLabel')}>
      <div className="flex items-end gap-2">
        <label htmlFor="chat-input" className="sr-only">
          {t('threads.chat.inputLabel')}
        </label>
        <textarea
          id="chat-input"
          ref={inputRef}
          rows={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          readOnly={sending}
          disabled={closed}
          enterKeyHint="send"
          autoComplete="off"
          placeholder={closed ? '' : t('threads.chat.placeholder')}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${COUNTER_ID} ${COMPOSER_ERROR_ID}` : COUNTER_ID}
          className={`block max-h-32 min-h-11 flex-1 resize-none rounded-2xl border bg-white px-4 py-2.5 text-base leading-6 text-ink [field-sizing:content] disabled:cursor-not-allowed disabled:bg-brand-50 ${
            shownError ? 'border-danger-700' : 'border-brand-300'
          }`}
        />
        <button
          type="submit"
          disabled={sending || closed}
          className="inline-flex min-h-11 shrink-0 items-center justify-center gap-1.5 rounded-2xl bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
            <path
              d="M4 12 20 4l-4 16-4-7-8-1Z"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          {sending ? t('threads.chat.sending') : t('threads.chat.send')}
        </button>
      </div>
      <CharacterCounter id={COUNTER_ID} text={value} max={MESSAGE_BODY_MAX} onlyNearLimit />
      {shownError ? (
        <p
          id={COMPOSER_ERROR_ID}
          role="alert"
          className="mt-1.5 px-1 text-sm font-semibold text-danger-700"
        >
          {shownError}
        </p>
      ) : null}
    </form>
  );
}
