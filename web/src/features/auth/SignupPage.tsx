import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '@core/constants';
import { signupBodyFromForm, signupForm } from '@core/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { nextOf } from '../../app/guards';
import { toLanguage } from '../../i18n/languages';
import { touchLink } from '../../ui/styles';
import { signup } from './api';
import { AuthLayout } from './components/AuthLayout';
import { EmailField } from './components/EmailField';
import { ErrorSummary } from '../../ui/form/ErrorSummary';
import { DoorTabs } from './components/DoorTabs';
import { NoticeAlert } from './components/NoticeAlert';
import { doorHref, doorOf } from './door';
import { PhoneDoor } from './phone/PhoneDoor';
import { PasswordField } from './components/PasswordField';
import { SubmitButton } from './components/SubmitButton';
import { TextField } from './components/TextField';
import { signupFailure } from './failures';
import { rememberReturnAfterConfirm } from './returnAfterConfirm';
import { SignupPending } from './SignupPending';
import { useFormFeedback } from './useFormFeedback';
import './strings';

const FIELDS = [
  { name: 'email', id: 'signup-email' },
  { name: 'username', id: 'signup-username' },
  { name: 'display_name', id: 'signup-display-name' },
  { name: 'password', id: 'signup-password' },
  { name: 'confirmPassword', id: 'signup-confirm-password' },
] as const;

/** SPEC §2 /signup with SPEC §5's rules; success waits for the emailed confirmation. */
export function SignupPage() {
  const { t, i18n } = useTranslation();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  // Where the visitor was going (Message on a post): the e-mailed link's page goes on there.
  const { search } = useLocation();
  const next = nextOf(search);
  const door = doorOf('/signup', search);
  const form = useForm({
    resolver: zodResolver(signupForm),
    defaultValues: { email: '', username: '', display_name: '', password: '', confirmPassword: '' },
    shouldFocusError: false,
  });
  const feedback = useFormFeedback(form, FIELDS);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    feedback.setNotice(null);
    try {
      // The language the page is read in is the language of the emails the user gets.
      const result = await signup(signupBodyFromForm(values), toLanguage(i18n.language));
      rememberReturnAfterConfirm(next);
      setPendingEmail(result.user.email || values.email);
    } catch (error) {
      feedback.showFailure(signupFailure(error));
    }
  }, feedback.onInvalid);

  if (pendingEmail) return <SignupPending email={pendingEmail} />;

  return (
    <AuthLayout
      title={t('auth.signup.title')}
      intro={t('auth.signup.intro')}
      footer={
        <p>
          {t('auth.signup.haveAccount')}{' '}
          <Link to={doorHref('/login', door, next)} className={touchLink}>
            {t('auth.signup.loginLink')}
          </Link>
        </p>
      }
    >
      <DoorTabs page="/signup" door={door} next={next} />
      {door === 'phone' ? (
        <PhoneDoor purpose="signup" />
      ) : (
        <form method="post" noValidate onSubmit={submit} className="space-y-5">
          <ErrorSummary items={feedback.summary} focusKey={feedback.summaryFocus} />
          {feedback.notice ? <NoticeAlert notice={feedback.notice} /> : null}
          <EmailField
            id="signup-email"
            label={t('auth.common.email')}
            error={feedback.errorOf('email')}
            {...form.register('email')}
          />
          <TextField
            id="signup-username"
            label={t('auth.signup.username')}
            hint={t('auth.signup.usernameHint', { min: USERNAME_MIN, max: USERNAME_MAX })}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            error={feedback.errorOf('username')}
            {...form.register('username')}
          />
          <TextField
            id="signup-display-name"
            label={t('auth.signup.displayName')}
            labelNote={t('auth.signup.optional')}
            hint={t('auth.signup.displayNameHint')}
            autoComplete="name"
            autoCapitalize="words"
            error={feedback.errorOf('display_name')}
            {...form.register('display_name')}
          />
          <PasswordField
            id="signup-password"
            label={t('auth.common.password')}
            hint={t('auth.common.passwordHint', { min: PASSWORD_MIN })}
            autoComplete="new-password"
            error={feedback.errorOf('password')}
            {...form.register('password')}
          />
          <PasswordField
            id="signup-confirm-password"
            label={t('auth.signup.confirmPassword')}
            autoComplete="new-password"
            error={feedback.errorOf('confirmPassword')}
            {...form.register('confirmPassword')}
          />
          <SubmitButton
            busy={isSubmitting}
            label={t('auth.signup.submit')}
            busyLabel={t('auth.signup.submitting')}
          />
        </form>
      )}
    </AuthLayout>
  );
}
