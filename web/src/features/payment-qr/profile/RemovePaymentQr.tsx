import { zodResolver } from '@hookform/resolvers/zod';
import { paymentQrRemoveBody, type PaymentQrRemoveBody } from '@core/schemas/payment-qr';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonDanger, buttonSecondary } from '../../../ui/styles';
import { PasswordField } from '../../auth/components/PasswordField';
import { useFieldMessage } from '../../auth/useFieldMessage';
import { paymentQrFailure, type PaymentQrFailure } from '../failures';
import { useProblemWords } from '../problemWords';
import { useRemovePaymentQr } from '../queries';
import '../../auth/strings';

const PASSWORD_ID = 'payment-qr-remove-password';

/** Removing the payment QR, with the password: buyers then see no QR to pay this seller. */
export function RemovePaymentQr({
  onRemoved,
  onCancel,
}: {
  onRemoved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const problemWords = useProblemWords();
  const message = useFieldMessage();
  const remove = useRemovePaymentQr();
  const [failure, setFailure] = useState<PaymentQrFailure | null>(null);
  const form = useForm<PaymentQrRemoveBody>({
    resolver: zodResolver(paymentQrRemoveBody),
    defaultValues: { password: '' },
  });
  useEffect(() => form.setFocus('password'), [form]);

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await remove.mutateAsync(password);
      onRemoved();
    } catch (error) {
      const next = paymentQrFailure(error, 'remove');
      setFailure(next);
      if (next.field === 'password') form.setFocus('password', { shouldSelect: true });
    }
  });

  const passwordError =
    failure?.field === 'password'
      ? problemWords('invalid_credentials')
      : message(form.formState.errors.password?.message);
  const pending = form.formState.isSubmitting;
  return (
    <form method="post" noValidate onSubmit={submit} className="mt-3 space-y-4">
      <p className="text-ink">{t('paymentQr.removeExplain')}</p>
      <PasswordField
        id={PASSWORD_ID}
        label={t('paymentQr.form.password')}
        autoComplete="current-password"
        error={passwordError}
        {...form.register('password')}
      />
      {failure && failure.field !== 'password' ? (
        <p role="alert" className="rounded-xl border border-danger-200 bg-danger-50 p-3 text-ink">
          {problemWords(failure.problem)}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" className={`${buttonDanger} sm:flex-1`} disabled={pending}>
          {pending ? t('paymentQr.removing') : t('paymentQr.remove')}
        </button>
        <button type="button" className={`${buttonSecondary} sm:flex-1`} onClick={onCancel}>
          {t('paymentQr.cancel')}
        </button>
      </div>
    </form>
  );
}
