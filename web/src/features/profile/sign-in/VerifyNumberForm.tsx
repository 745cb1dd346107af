import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../../ui/form/ErrorSummary';
import { lazyResolver } from '../../../ui/form/lazyResolver';
import { buttonSecondary } from '../../../ui/styles';
import { NoticeAlert } from '../../auth/components/NoticeAlert';
import { PasswordField } from '../../auth/components/PasswordField';
import { SubmitButton } from '../../auth/components/SubmitButton';
import type { CodeSent } from '../../auth/phone/api';
import { CodeField, CodeSentTo } from '../../auth/phone/CodeField';
import { linkVerifyFailure } from '../../auth/phone/failures';
import { ResendCode } from '../../auth/phone/ResendCode';
import { useFormFeedback } from '../../auth/useFormFeedback';
import type { OwnProfile } from '../types';
import { requestLinkCode, verifyLinkCode } from './api';

const validation = lazyResolver(() =>
  import('./resolvers').then((module) => module.linkVerifyResolver),
);

const FIELDS = [
  { name: 'code', id: 'link-code' },
  { name: 'password', id: 'link-password' },
] as const;

/**
 * The code sent to the number being linked and, when an account with a password replaces a
 * verified number, the password: whoever holds an unlocked phone cannot move the account.
 */
export function VerifyNumberForm({
  phone,
  resendAt,
  needsPassword,
  onResent,
  onVerified,
  onCancel,
}: {
  phone: string;
  resendAt: number;
  needsPassword: boolean;
  onResent: (sent: CodeSent) => void;
  onVerified: (profile: OwnProfile) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<{ phone: string; code: string; password?: string }>({
    resolver: validation.resolver,
    defaultValues: needsPassword ? { phone, code: '', password: '' } : { phone, code: '' },
    shouldFocusError: false,
  });
  const feedback = useFormFeedback(form, FIELDS);

  const submit = form.handleSubmit(async (values) => {
    feedback.setNotice(null);
    try {
      onVerified(await verifyLinkCode(values));
    } catch (error) {
      feedback.showFailure(linkVerifyFailure(error));
    }
  }, feedback.onInvalid);

  return (
    <div className="space-y-4">
      <CodeSentTo phone={phone} />
      <form
        method="post"
        noValidate
        onSubmit={submit}
        onFocusCapture={validation.preload}
        className="space-y-4"
      >
        <ErrorSummary items={feedback.summary} focusKey={feedback.summaryFocus} />
        {feedback.notice ? <NoticeAlert notice={feedback.notice} /> : null}
        <CodeField id="link-code" error={feedback.errorOf('code')} {...form.register('code')} />
        {needsPassword ? (
          <PasswordField
            id="link-password"
            label={t('profile.signIn.currentPassword')}
            hint={t('profile.signIn.passwordWhy')}
            autoComplete="current-password"
            error={feedback.errorOf('password')}
            {...form.register('password')}
          />
        ) : null}
        <SubmitButton
          busy={form.formState.isSubmitting}
          label={t('profile.signIn.verify')}
          busyLabel={t('auth.phone.checking')}
        />
      </form>
      <ResendCode
        phone={phone}
        resendAt={resendAt}
        send={requestLinkCode}
        onSent={onResent}
        onFailure={feedback.setNotice}
      />
      <button type="button" className={`${buttonSecondary} w-full`} onClick={onCancel}>
        {t('profile.signIn.cancel')}
      </button>
    </div>
  );
}
