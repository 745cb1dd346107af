import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonPrimary, buttonSecondary, touchLink } from '../../ui/styles';
import { requestPasswordReset } from './api';
import { AuthLayout } from './components/AuthLayout';
import { DonePanel } from './components/DonePanel';
import { EmailField } from './components/EmailField';
import { ErrorSummary } from '../../ui/form/ErrorSummary';
import { lazyResolver } from '../../ui/form/lazyResolver';
import { DoorTabs } from './components/DoorTabs';
import { NoticeAlert } from './components/NoticeAlert';
import { doorOf } from './door';
import { SmsPasswordReset } from './phone/SmsPasswordReset';
import { SubmitButton } from './components/SubmitButton';
import { forgotFailure } from './failures';
import { useFormFeedback } from './useFormFeedback';
import './strings';

const validation = lazyResolver(() => import('./resolvers').then((m) => m.forgotPasswordResolver));

const FIELDS = [{ name: 'email', id: 'forgot-email' }] as const;

/**
 * SPEC §2 /forgot-password. The answer is the same whether or not the account exists, so
 * the page cannot be used to find out who has an account.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [changedBySms, setChangedBySms] = useState(false);
  const door = doorOf('/forgot-password', useLocation().search);
  const form = useForm({
    resolver: validation.resolver,
    defaultValues: { email: '' },
    shouldFocusError: false,
  });
  const feedback = useFormFeedback(form, FIELDS);

  const submit = form.handleSubmit(async ({ email }) => {
    feedback.setNotice(null);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (error) {
      feedback.showFailure(forgotFailure(error));
    }
  }, feedback.onInvalid);

  if (changedBySms) {
    return (
      <DonePanel
        icon="check"
        title={t('auth.reset.doneTitle')}
        actions={
          <Link to="/login" className={buttonPrimary}>
            {t('auth.reset.login')}
          </Link>
        }
      >
        <p role="status">{t('auth.reset.done')}</p>
      </DonePanel>
    );
  }

  if (sent) {
    return (
      <DonePanel
        icon="mail"
        title={t('auth.forgot.sentTitle')}
        actions={
          <>
            <Link to="/login" className={buttonPrimary}>
              {t('auth.common.backToLogin')}
            </Link>
            <button type="button" className={buttonSecondary} onClick={() => setSent(false)}>
              {t('auth.forgot.again')}
            </button>
          </>
        }
      >
        <p role="status">{t('auth.forgot.sent')}</p>
        <p className="text-ink-muted">{t('auth.forgot.sentDetail')}</p>
      </DonePanel>
    );
  }

  return (
    <AuthLayout
      title={t('auth.forgot.title')}
      intro={t(door === 'phone' ? 'auth.forgot.introSms' : 'auth.forgot.intro')}
      footer={
        <Link to="/login" className={touchLink}>
          {t('auth.common.backToLogin')}
        </Link>
      }
    >
      <DoorTabs page="/forgot-password" door={door} />
      {door === 'phone' ? (
        <SmsPasswordReset onDone={() => setChangedBySms(true)} />
      ) : (
        <form
          method="post"
          noValidate
          onSubmit={submit}
          onFocusCapture={validation.preload}
          className="space-y-5"
        >
          <ErrorSummary items={feedback.summary} focusKey={feedback.summaryFocus} />
          {feedback.notice ? <NoticeAlert notice={feedback.notice} /> : null}
          <EmailField
            id="forgot-email"
            label={t('auth.common.email')}
            error={feedback.errorOf('email')}
            {...form.register('email')}
          />
          <SubmitButton
            busy={form.formState.isSubmitting}
            label={t('auth.forgot.submit')}
            busyLabel={t('auth.forgot.submitting')}
          />
        </form>
      )}
    </AuthLayout>
  );
}
