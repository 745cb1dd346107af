import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../../ui/form/ErrorSummary';
import { lazyResolver } from '../../../ui/form/lazyResolver';
import { buttonSecondary } from '../../../ui/styles';
import { NoticeAlert } from '../components/NoticeAlert';
import { SubmitButton } from '../components/SubmitButton';
import type { Failure } from '../failures';
import { useFormFeedback } from '../useFormFeedback';
import type { CodeSent } from './api';
import { CodeField, CodeSentTo } from './CodeField';
import { ResendCode } from './ResendCode';

const validation = lazyResolver(() => import('../resolvers').then((m) => m.smsCodeResolver));

/**
 * The 6 digits from the SMS. `verify` resolves when they worked and otherwise throws, and
 * `failureOf` says what its refusal means (a wrong code, an ended one, a ban).
 */
export function CodeStep({
  idPrefix,
  phone,
  resendAt,
  submitLabel,
  verify,
  failureOf,
  onResent,
  onChangeNumber,
}: {
  idPrefix: string;
  phone: string;
  resendAt: number;
  submitLabel: string;
  verify: (code: string) => Promise<void>;
  failureOf: (error: unknown) => Failure<'code'>;
  onResent: (sent: CodeSent) => void;
  onChangeNumber: () => void;
}) {
  const { t } = useTranslation();
  const fieldId = `${idPrefix}-code`;
  const form = useForm({
    resolver: validation.resolver,
    defaultValues: { code: '' },
    shouldFocusError: false,
  });
  const feedback = useFormFeedback(form, [{ name: 'code', id: fieldId }] as const);

  const submit = form.handleSubmit(async ({ code }) => {
    feedback.setNotice(null);
    try {
      await verify(code);
    } catch (error) {
      feedback.showFailure(failureOf(error));
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
        <CodeField id={fieldId} error={feedback.errorOf('code')} {...form.register('code')} />
        <SubmitButton
          busy={form.formState.isSubmitting}
          label={submitLabel}
          busyLabel={t('auth.phone.checking')}
        />
      </form>
      <ResendCode
        phone={phone}
        resendAt={resendAt}
        onSent={(sent) => {
          form.clearErrors();
          form.setValue('code', '');
          onResent(sent);
        }}
        onFailure={feedback.setNotice}
      />
      <button type="button" className={`${buttonSecondary} w-full`} onClick={onChangeNumber}>
        {t('auth.phone.changeNumber')}
      </button>
    </div>
  );
}
