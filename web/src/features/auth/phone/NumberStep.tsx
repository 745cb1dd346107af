import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../i18n/languages';
import { ErrorSummary } from '../../../ui/form/ErrorSummary';
import { lazyResolver } from '../../../ui/form/lazyResolver';
import { NoticeAlert } from '../components/NoticeAlert';
import { SubmitButton } from '../components/SubmitButton';
import { useFormFeedback } from '../useFormFeedback';
import { requestSignInCode, type CodeSent } from './api';
import { codeRequestFailure } from './failures';
import { PhoneNumberField } from './PhoneNumberField';

const validation = lazyResolver(() => import('../resolvers').then((m) => m.phoneNumberResolver));

/**
 * Asks the server for an SMS code; `onSent` gets the number as the shared schema reads it.
 * `send` and `failureOf`: the sign-in code's call and refusals unless told otherwise (the
 * profile links a number with its own).
 */
export function NumberStep({
  idPrefix,
  initialPhone,
  label,
  submitLabel,
  onSent,
  send = requestSignInCode,
  failureOf = codeRequestFailure,
  smsNote = true,
  children,
}: {
  idPrefix: string;
  initialPhone: string;
  /** The field's label when not just 'Mobile number'. */
  label?: string;
  submitLabel: string;
  onSent: (phone: string, sent: CodeSent) => void;
  send?: typeof requestSignInCode;
  failureOf?: typeof codeRequestFailure;
  /** 'No password to remember': said where the code signs in, not where it resets one. */
  smsNote?: boolean;
  /** Shown after the submit button, e.g. a Cancel. */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const fieldId = `${idPrefix}-phone`;
  const form = useForm({
    resolver: validation.resolver,
    defaultValues: { phone: initialPhone },
    shouldFocusError: false,
  });
  const feedback = useFormFeedback(form, [{ name: 'phone', id: fieldId }] as const);

  const submit = form.handleSubmit(async ({ phone }) => {
    feedback.setNotice(null);
    let retryAfter: string | null = null;
    try {
      const sent = await send(phone, toLanguage(i18n.language), (headers) => {
        retryAfter = headers.get('Retry-After');
      });
      onSent(phone, sent);
    } catch (error) {
      feedback.showFailure(failureOf(error, retryAfter));
    }
  }, feedback.onInvalid);

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      onFocusCapture={validation.preload}
      className="space-y-5"
    >
      <ErrorSummary items={feedback.summary} focusKey={feedback.summaryFocus} />
      {feedback.notice ? <NoticeAlert notice={feedback.notice} /> : null}
      <PhoneNumberField
        id={fieldId}
        {...(label ? { label } : {})}
        error={feedback.errorOf('phone')}
        {...form.register('phone')}
      />
      <SubmitButton
        busy={form.formState.isSubmitting}
        label={submitLabel}
        busyLabel={t('auth.phone.sending')}
      />
      {children ??
        (smsNote ? <p className="text-sm text-ink-muted">{t('auth.phone.smsNote')}</p> : null)}
    </form>
  );
}
