import { USERNAME_MAX, USERNAME_MIN } from '@core/constants';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../i18n/languages';
import { ErrorSummary } from '../../../ui/form/ErrorSummary';
import { lazyResolver } from '../../../ui/form/lazyResolver';
import { NoticeAlert } from '../components/NoticeAlert';
import { SubmitButton } from '../components/SubmitButton';
import { TextField } from '../components/TextField';
import type { SessionGrant } from '../api';
import { useFormFeedback } from '../useFormFeedback';
import { signupWithPhone } from './api';
import { phoneSignupFailure } from './failures';

const validation = lazyResolver(() => import('../resolvers').then((m) => m.phoneProfileResolver));

const FIELDS = [
  { name: 'username', id: 'phone-signup-username' },
  { name: 'display_name', id: 'phone-signup-display-name' },
] as const;

/** A verified new number's last step: SPEC's username and display name, then the account. */
export function ProfileStep({
  signupToken,
  onCreated,
  onStartOver,
}: {
  signupToken: string;
  onCreated: (grant: SessionGrant) => void;
  onStartOver: () => void;
}) {
  const { t, i18n } = useTranslation();
  const form = useForm({
    resolver: validation.resolver,
    defaultValues: { username: '', display_name: '' },
    shouldFocusError: false,
  });
  const feedback = useFormFeedback(form, FIELDS);

  const submit = form.handleSubmit(async (values) => {
    feedback.setNotice(null);
    try {
      const grant = await signupWithPhone(
        { signup_token: signupToken, ...values },
        toLanguage(i18n.language),
      );
      onCreated(grant);
    } catch (error) {
      feedback.showFailure(phoneSignupFailure(error));
    }
  }, feedback.onInvalid);

  const expired =
    feedback.notice?.kind === 'message' && feedback.notice.key === 'auth.phone.signup_expired';

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      onFocusCapture={validation.preload}
      className="space-y-5"
    >
      <p className="font-semibold text-brand-900">{t('auth.phone.newNumber')}</p>
      <ErrorSummary items={feedback.summary} focusKey={feedback.summaryFocus} />
      {feedback.notice ? (
        <NoticeAlert notice={feedback.notice}>
          {expired ? (
            <button type="button" className="font-semibold underline" onClick={onStartOver}>
              {t('auth.phone.startOver')}
            </button>
          ) : null}
        </NoticeAlert>
      ) : null}
      <TextField
        id="phone-signup-username"
        label={t('auth.signup.username')}
        hint={t('auth.signup.usernameHint', { min: USERNAME_MIN, max: USERNAME_MAX })}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        autoFocus
        error={feedback.errorOf('username')}
        {...form.register('username')}
      />
      <TextField
        id="phone-signup-display-name"
        label={t('auth.signup.displayName')}
        labelNote={t('auth.signup.optional')}
        hint={t('auth.signup.displayNameHint')}
        autoComplete="name"
        autoCapitalize="words"
        error={feedback.errorOf('display_name')}
        {...form.register('display_name')}
      />
      <SubmitButton
        busy={form.formState.isSubmitting}
        label={t('auth.phone.createAccount')}
        busyLabel={t('auth.signup.submitting')}
      />
    </form>
  );
}
