import { PASSWORD_MIN } from '@core/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../../ui/form/ErrorSummary';
import { lazyResolver } from '../../../ui/form/lazyResolver';
import { buttonSecondary } from '../../../ui/styles';
import { EmailField } from '../../auth/components/EmailField';
import { NoticeAlert } from '../../auth/components/NoticeAlert';
import { PasswordField } from '../../auth/components/PasswordField';
import { SubmitButton } from '../../auth/components/SubmitButton';
import { addEmailFailure } from '../../auth/phone/failures';
import { useFormFeedback } from '../../auth/useFormFeedback';
import { addEmailAndPassword } from './api';

const validation = lazyResolver(() =>
  import('./resolvers').then((module) => module.addEmailResolver),
);

const FIELDS = [
  { name: 'email', id: 'add-email' },
  { name: 'password', id: 'add-email-password' },
] as const;

/**
 * An account made with a mobile number adds an e-mail and a password: a second way in, and
 * the e-mails the number cannot get. The address counts once its link (SPEC's) is opened.
 */
export function AddEmail({
  hasPassword,
  onCancel,
  onSent,
}: {
  /** The account has a password already: the form asks for it instead of a new one. */
  hasPassword: boolean;
  onCancel: () => void;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '' },
    shouldFocusError: false,
  });
  const feedback = useFormFeedback(form, FIELDS);

  const submit = form.handleSubmit(async ({ email, password }) => {
    feedback.setNotice(null);
    try {
      await addEmailAndPassword(email, password);
      setSentTo(email);
      onSent();
    } catch (error) {
      feedback.showFailure(addEmailFailure(error));
    }
  }, feedback.onInvalid);

  if (sentTo) {
    return (
      <p role="status" className="rounded-xl bg-brand-50 p-3 text-ink">
        {t('profile.signIn.emailSent', { email: sentTo })}
      </p>
    );
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      onFocusCapture={validation.preload}
      className="space-y-4"
    >
      <ErrorSummary items={feedback.summary} focusKey={feedback.summaryFocus} />
      {feedback.notice ? <NoticeAlert notice={feedback.notice} /> : null}
      <EmailField
        id="add-email"
        label={t('auth.common.email')}
        autoFocus
        error={feedback.errorOf('email')}
        {...form.register('email')}
      />
      <PasswordField
        id="add-email-password"
        label={t(hasPassword ? 'profile.signIn.currentPassword' : 'profile.signIn.newPassword')}
        hint={hasPassword ? undefined : t('auth.common.passwordHint', { min: PASSWORD_MIN })}
        autoComplete={hasPassword ? 'current-password' : 'new-password'}
        error={feedback.errorOf('password')}
        {...form.register('password')}
      />
      <SubmitButton
        busy={form.formState.isSubmitting}
        label={t('profile.signIn.addEmail')}
        busyLabel={t('auth.phone.sending')}
      />
      <button type="button" className={`${buttonSecondary} w-full`} onClick={onCancel}>
        {t('profile.signIn.cancel')}
      </button>
    </form>
  );
}
