import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGE_MAX, type FeedbackCategory } from '@core/constants';
import { feedbackBodyFor, fieldErrorsFromZod, MESSAGE_KEY } from '@core/schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isApiError } from '../../api/client';
import { useSession } from '../../app/session';
import { CharacterCounter } from '../../ui/form/CharacterCounter';
import { FieldError } from '../../ui/form/FieldError';
import { textLimit } from '../../ui/form/textLimit';
import { useValidationMessage } from '../../ui/form/useValidationMessage';
import { buttonPrimary, buttonSecondary, pageColumn } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { feedbackPath } from './feedbackPath';
import { useSendFeedback } from './queries';
import { ScreenshotField } from './ScreenshotField';
import './strings';

type Field = 'category' | 'message' | 'email' | 'images';

const inputClass =
  'block w-full rounded-lg border border-brand-300 bg-white px-3 py-2 text-base text-ink aria-[invalid=true]:border-danger-700';

/** The server names the screenshot 'images' or 'images.0'; the form has one field for it. */
function formField(name: string): Field | undefined {
  if (name.startsWith('images')) return 'images';
  return name === 'category' || name === 'message' || name === 'email' ? name : undefined;
}

/** /feedback (SPEC §2, §5): a bug, an idea or anything else, with an optional screenshot. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const validationMessage = useValidationMessage();
  const session = useSession();
  const location = useLocation();
  const signedIn = session.status === 'signedIn';
  const send = useSendFeedback();
  useDocumentTitle(t('pages.feedback'));

  const [category, setCategory] = useState<FeedbackCategory>('bug');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [screenshot, setScreenshot] = useState<string | null>(null);
  const [compressing, setCompressing] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState(false);

  const busy = send.isPending || compressing;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = feedbackBodyFor({ signedIn }).safeParse({
      category,
      message,
      email: signedIn ? undefined : email,
      path: feedbackPath(location.state),
      userAgent: typeof navigator === 'undefined' ? undefined : navigator.userAgent.slice(0, 500),
      images: screenshot ? [screenshot] : [],
    });
    setFailed(false);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const [name, key] of Object.entries(fieldErrorsFromZod(parsed.error))) {
        const field = formField(name);
        if (field && !found[field]) found[field] = key;
      }
      setErrors(found);
      const first = (['category', 'message', 'email', 'images'] as const).find((f) => found[f]);
      if (first)
        document.getElementById(`feedback-${first === 'images' ? 'screenshot' : first}`)?.focus();
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => setSent(true),
      onError: (failure) => {
        const found: Partial<Record<Field, string>> = {};
        if (isApiError(failure) && failure.fields) {
          for (const [name, key] of Object.entries(failure.fields)) {
            const field = formField(name);
            if (field && !found[field]) found[field] = key;
          }
        }
        setErrors(found);
        setFailed(true);
      },
    });
  };

  const reset = () => {
    setMessage('');
    setScreenshot(null);
    setErrors({});
    setFailed(false);
    setSent(false);
    send.reset();
  };

  if (sent) {
    return (
      <div className={pageColumn}>
        <h1 id="page-title" className="text-2xl font-bold text-brand-900">
          {t('pages.feedback')}
        </h1>
        <div role="status" className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-4">
          <p className="text-lg font-semibold text-brand-900">{t('feedbackForm.thanks')}</p>
          <p className="mt-1 text-ink">{t('feedbackForm.thanksHint')}</p>
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <Link to="/" className={buttonPrimary}>
            {t('common.backHome')}
          </Link>
          <button type="button" className={buttonSecondary} onClick={reset}>
            {t('feedbackForm.another')}
          </button>
        </div>
      </div>
    );
  }

  // Past the limit the message says so at once; nothing typed is cut off.
  const messageError = textLimit(message, FEEDBACK_MESSAGE_MAX).over
    ? validationMessage(MESSAGE_KEY.feedbackTooLong)
    : validationMessage(errors.message);
  const describe = (field: Field, hint?: string) =>
    [hint, errors[field] ? `feedback-${field}-error` : undefined].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className={pageColumn}>
      <h1 id="page-title" className="text-2xl font-bold text-brand-900">
        {t('pages.feedback')}
      </h1>
      <p className="mt-2 text-ink">{t('feedbackForm.intro')}</p>
      <form
        method="post"
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="page-title"
        className="mt-4 flex flex-col gap-5"
      >
        <fieldset aria-describedby={describe('category')}>
          <legend className="mb-2 font-semibold text-ink">
            {t('feedbackForm.category.label')}
          </legend>
          <div className="flex flex-wrap gap-2">
            {FEEDBACK_CATEGORIES.map((value) => (
              <label
                key={value}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-brand-300 bg-white px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
              >
                <input
                  type="radio"
                  name="category"
                  id={value === 'bug' ? 'feedback-category' : undefined}
                  value={value}
                  checked={category === value}
                  disabled={send.isPending}
                  onChange={() => setCategory(value)}
                  className="size-4 accent-brand-700"
                />
                <span className="font-medium">{t(`feedbackForm.category.${value}`)}</span>
              </label>
            ))}
          </div>
          <FieldError id="feedback-category-error" message={validationMessage(errors.category)} />
        </fieldset>

        <div>
          <label htmlFor="feedback-message" className="mb-1 block font-semibold text-ink">
            {t('feedbackForm.message.label')}
          </label>
          <p id="feedback-message-hint" className="mb-2 text-sm text-ink-muted">
            {t('feedbackForm.message.hint')}
          </p>
          <textarea
            id="feedback-message"
            rows={5}
            value={message}
            required
            readOnly={send.isPending}
            onChange={(event) => setMessage(event.target.value)}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={[
              'feedback-message-hint',
              'feedback-message-count',
              messageError ? 'feedback-message-error' : null,
            ]
              .filter(Boolean)
              .join(' ')}
            className={inputClass}
          />
          <CharacterCounter id="feedback-message-count" text={message} max={FEEDBACK_MESSAGE_MAX} />
          <FieldError id="feedback-message-error" message={messageError} />
        </div>

        {signedIn ? null : (
          <div>
            <label htmlFor="feedback-email" className="mb-1 block font-semibold text-ink">
              {t('feedbackForm.email.label')}
            </label>
            <p id="feedback-email-hint" className="mb-2 text-sm text-ink-muted">
              {t('feedbackForm.email.hint')}
            </p>
            <input
              id="feedback-email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              value={email}
              readOnly={send.isPending}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describe('email', 'feedback-email-hint')}
              className={inputClass}
            />
            <FieldError id="feedback-email-error" message={validationMessage(errors.email)} />
          </div>
        )}

        <ScreenshotField
          value={screenshot}
          onChange={(dataUrl) => {
            setScreenshot(dataUrl);
            setErrors((current) => ({ ...current, images: undefined }));
          }}
          error={validationMessage(errors.images)}
          disabled={send.isPending}
          onBusyChange={setCompressing}
        />

        {failed ? (
          <p role="alert" className="font-semibold text-danger-700">
            {t('feedbackForm.failed')}
          </p>
        ) : null}
        <div>
          <button type="submit" className={`${buttonPrimary} w-full sm:w-auto`} disabled={busy}>
            {send.isPending ? t('feedbackForm.sending') : t('feedbackForm.send')}
          </button>
        </div>
      </form>
    </div>
  );
}
