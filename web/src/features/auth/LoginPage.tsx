import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { JUST_SIGNED_IN, nextOf, returnPath } from '../../app/guards';
import { useSession } from '../../app/session';
import { touchLink } from '../../ui/styles';
import { useToast } from '../../ui/toast';
import { login } from './api';
import { AuthLayout } from './components/AuthLayout';
import { EmailField } from './components/EmailField';
import { ErrorSummary } from '../../ui/form/ErrorSummary';
import { lazyResolver } from '../../ui/form/lazyResolver';
import { DoorTabs } from './components/DoorTabs';
import { NoticeAlert } from './components/NoticeAlert';
import { doorHref, doorOf } from './door';
import { PhoneDoor } from './phone/PhoneDoor';
import { PasswordField } from './components/PasswordField';
import { SubmitButton } from './components/SubmitButton';
import { loginFailure, type FormNotice } from './failures';
import { useFormFeedback } from './useFormFeedback';
import './strings';

const validation = lazyResolver(() => import('./resolvers').then((m) => m.loginResolver));

const FIELDS = [
  { name: 'email', id: 'login-email' },
  { name: 'password', id: 'login-password' },
] as const;

// The restored-account notice has two sentences to read; the 3 s default is too short.
const LONG_TOAST_MS = 8000;

/** SPEC §2 /login, with the messages of SPEC §8. */
export function LoginPage() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '' },
    // The error summary takes focus instead of the first field.
    shouldFocusError: false,
  });
  const feedback = useFormFeedback(form, FIELDS);
  const { isSubmitting } = form.formState;
  const door = doorOf('/login', location.search);
  const next = nextOf(location.search);

  const submit = form.handleSubmit(async (values) => {
    feedback.setNotice(null);
    try {
      const result = await login(values);
      signIn(result.token, result.user);
      if (result.deletion_canceled) {
        toast(t('auth.login.deletion_canceled'), { kind: 'success', durationMs: LONG_TOAST_MS });
      } else {
        toast(t('auth.login.success'), { kind: 'success' });
      }
      // The page reached may finish what the person set out to do (Message: the chat).
      navigate(returnPath(location), { replace: true, state: JUST_SIGNED_IN });
    } catch (error) {
      feedback.showFailure(loginFailure(error));
    }
  }, feedback.onInvalid);

  return (
    <AuthLayout
      title={t('auth.login.title')}
      intro={t('auth.login.intro')}
      footer={
        <p>
          {t('auth.login.noAccount')}{' '}
          <Link to={doorHref('/signup', door, next)} className={touchLink}>
            {t('auth.login.signupLink')}
          </Link>
        </p>
      }
    >
      <DoorTabs page="/login" door={door} next={next} />
      {door === 'phone' ? (
        <PhoneDoor purpose="login" />
      ) : (
        <form
          method="post"
          noValidate
          onSubmit={submit}
          onFocusCapture={validation.preload}
          className="space-y-5"
        >
          <ErrorSummary items={feedback.summary} focusKey={feedback.summaryFocus} />
          {feedback.notice ? <LoginNotice notice={feedback.notice} /> : null}
          <EmailField
            id="login-email"
            label={t('auth.common.email')}
            error={feedback.errorOf('email')}
            {...form.register('email')}
          />
          <div>
            <PasswordField
              id="login-password"
              label={t('auth.common.password')}
              autoComplete="current-password"
              error={feedback.errorOf('password')}
              {...form.register('password')}
            />
            <Link to={doorHref('/forgot-password', 'email')} className={`${touchLink} mt-1`}>
              {t('auth.login.forgot')}
            </Link>
          </div>
          <SubmitButton
            busy={isSubmitting}
            label={t('auth.login.submit')}
            busyLabel={t('auth.login.submitting')}
          />
        </form>
      )}
    </AuthLayout>
  );
}

/** The failure message with the way forward that fits it. */
function LoginNotice({ notice }: { notice: FormNotice }) {
  const { t } = useTranslation();
  let action = null;
  // An unconfirmed account's way forward is the link in its email, never one from the answer.
  if (notice.kind === 'message' && notice.key === 'auth.login.invalid_credentials') {
    action = (
      <Link to="/forgot-password" className={touchLink}>
        {t('auth.login.resetPassword')}
      </Link>
    );
  }
  return <NoticeAlert notice={notice}>{action}</NoticeAlert>;
}
