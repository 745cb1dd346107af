import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../../ui/form/ErrorSummary';
import { lazyResolver } from '../../../ui/form/lazyResolver';
import { buttonSecondary } from '../../../ui/styles';
import { NoticeAlert } from '../components/NoticeAlert';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { SubmitButton } from '../components/SubmitButton';
import { useFormFeedback } from '../useFormFeedback';
import { resetPasswordBySms, type CodeSent } from './api';
import { CodeField, CodeSentTo } from './CodeField';
import { smsResetFailure } from './failures';
import { NumberStep } from './NumberStep';
import { ResendCode } from './ResendCode';

const validation = lazyResolver(() => import('../resolvers').then((m) => m.smsResetResolver));

const FIELDS = [
  { name: 'code', id: 'sms-reset-code' },
  { name: 'password', id: 'sms-reset-password' },
  { name: 'confirmPassword', id: 'sms-reset-confirm-password' },
] as const;

const resendTime = (sent: CodeSent) => Date.now() + sent.resend_after_s * 1000;

/**
 * /forgot-password by SMS: a code to the account's verified number, then the new password
 * with it. The code is asked for as for signing in, so the page says nothing about whether
 * the number has an account until the code proves the number is the person's.
 */
export function SmsPasswordReset({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<{ phone: string; resendAt: number } | null>(null);

  if (!sent) {
    return (
      <NumberStep
        idPrefix="sms-reset"
        initialPhone=""
        smsNote={false}
        submitLabel={t('auth.phone.sendCode')}
        onSent={(phone, answer) => setSent({ phone, resendAt: resendTime(answer) })}
      />
    );
  }
  return (
    <NewPasswordForm
      phone={sent.phone}
      resendAt={sent.resendAt}
      onResent={(answer) => setSent({ ...sent, resendAt: resendTime(answer) })}
      onChangeNumber={() => setSent(null)}
      onDone={onDone}
    />
  );
}

function NewPasswordForm({
  phone,
  resendAt,
  onResent,
  onChangeNumber,
  onDone,
}: {
  phone: string;
  resendAt: number;
  onResent: (sent: CodeSent) => void;
  onChangeNumber: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: validation.resolver,
    defaultValues: { phone, code: '', password: '', confirmPassword: '' },
    shouldFocusError: false,
  });
  const feedback = useFormFeedback(form, FIELDS);

  const submit = form.handleSubmit(async (values) => {
    feedback.setNotice(null);
    try {
      await resetPasswordBySms(values.phone, values.code, values.password);
      onDone();
    } catch (error) {
      feedback.showFailure(smsResetFailure(error));
    }
  }, feedback.onInvalid);

  return (
    <div className="space-y-5">
      <CodeSentTo phone={phone} />
      <form
        method="post"
        noValidate
        onSubmit={submit}
        onFocusCapture={validation.preload}
        className="space-y-5"
      >
        <ErrorSummary items={feedback.summary} focusKey={feedback.summaryFocus} />
        {feedback.notice ? <NoticeAlert notice={feedback.notice} /> : null}
        <CodeField
          id="sms-reset-code"
          error={feedback.errorOf('code')}
          {...form.register('code')}
        />
        <NewPasswordFields
          idPrefix="sms-reset"
          register={(field) => form.register(field)}
          errorOf={feedback.errorOf}
        />
        <SubmitButton
          busy={form.formState.isSubmitting}
          label={t('auth.reset.submit')}
          busyLabel={t('auth.reset.submitting')}
        />
      </form>
      <ResendCode
        phone={phone}
        resendAt={resendAt}
        onSent={onResent}
        onFailure={feedback.setNotice}
      />
      <button type="button" className={`${buttonSecondary} w-full`} onClick={onChangeNumber}>
        {t('auth.phone.changeNumber')}
      </button>
    </div>
  );
}
