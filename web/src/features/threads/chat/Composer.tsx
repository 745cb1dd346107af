import { MESSAGE_BODY_MAX } from '@core/constants';
import type { FormEvent, KeyboardEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';

export const COMPOSER_ERROR_ID = 'chat-composer-error';

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
          maxLength={MESSAGE_BODY_MAX}
          enterKeyHint="send"
          autoComplete="off"
          placeholder={closed ? '' : t('threads.chat.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? COMPOSER_ERROR_ID : undefined}
          className={`block max-h-32 min-h-11 flex-1 resize-none rounded-2xl border bg-white px-4 py-2.5 text-base leading-6 text-ink [field-sizing:content] disabled:cursor-not-allowed disabled:bg-brand-50 ${
            error ? 'border-danger-700' : 'border-brand-300'
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
      {error ? (
        <p
          id={COMPOSER_ERROR_ID}
          role="alert"
          className="mt-1.5 px-1 text-sm font-semibold text-danger-700"
        >
          {error}
        </p>
      ) : null}
    </form>
  );
}
