import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordForm } from '@core/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MessagePage } from '../../ui/MessagePage';
import { buttonPrimary, touchLink } from '../../ui/styles';
import { resetPassword } from './api';
import { AuthLayout } from './components/AuthLayout';
import { DonePanel } from './components/DonePanel';
import { ErrorSummary } from '../../ui/form/ErrorSummary';
import { NoticeAlert } from './components/NoticeAlert';
import { NewPasswordFields } from './components/NewPasswordFields';
import { SubmitButton } from './components/SubmitButton';
import { needsNewResetLink, resetFailure } from './failures';
import { useFormFeedback } from './useFormFeedback';
import './strings';

const FIELDS = [
  { name: 'password', id: 'reset-password' },
  { name: 'confirmPassword', id: 'reset-confirm-password' },
] as const;

/** SPEC §2 /reset-password?token=, with SPEC §5's rules. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [done, setDone] = useState(false);

  if (!token) {
    return (
      <MessagePage title={t('auth.reset.missingTitle')} message={t('auth.reset.missing')}>
        <Link to="/forgot-password" className={buttonPrimary}>
          {t('auth.reset.requestNew')}
        </Link>
      </MessagePage>
    );
  }
  if (done) {
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
  return <ResetForm token={token} onDone={() => setDone(true)} />;
}

function ResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
    shouldFocusError: false,
  });
  const feedback = useFormFeedback(form, FIELDS);

  const submit = form.handleSubmit(async ({ password }) => {
    feedback.setNotice(null);
    try {
      await resetPassword(token, password);
      onDone();
    } catch (error) {
      feedback.showFailure(resetFailure(error));
    }
  }, feedback.onInvalid);

  return (
    <AuthLayout
      title={t('auth.reset.title')}
      intro={t('auth.reset.intro')}
      footer={
        <Link to="/login" className={touchLink}>
          {t('auth.common.backToLogin')}
        </Link>
      }
    >
      <form method="post" noValidate onSubmit={submit} className="space-y-5">
        <ErrorSummary items={feedback.summary} focusKey={feedback.summaryFocus} />
        {feedback.notice ? (
          <NoticeAlert notice={feedback.notice}>
            {needsNewResetLink(feedback.notice) ? (
              <Link to="/forgot-password" className={touchLink}>
                {t('auth.reset.requestNew')}
              </Link>
            ) : null}
          </NoticeAlert>
        ) : null}
        <NewPasswordFields
          idPrefix="reset"
          register={(field) => form.register(field)}
          errorOf={feedback.errorOf}
        />
        <SubmitButton
          busy={form.formState.isSubmitting}
          label={t('auth.reset.submit')}
          busyLabel={t('auth.reset.submitting')}
        />
      </form>
    </AuthLayout>
  );
}
