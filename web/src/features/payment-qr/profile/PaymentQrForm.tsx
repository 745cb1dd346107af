import { zodResolver } from '@hookform/resolvers/zod';
import { readQrPh } from '@core/qrph/read';
import { MESSAGE_KEY } from '@core/schemas/messages';
import { paymentQrBody, type OwnPaymentQr, type PaymentQrReading } from '@core/schemas/payment-qr';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorSummary } from '../../../ui/form/ErrorSummary';
import { FieldError } from '../../../ui/form/FieldError';
import { radioRow } from '../../../ui/form/radioRow';
import { buttonSecondary } from '../../../ui/styles';
import { PasswordField } from '../../auth/components/PasswordField';
import { SubmitButton } from '../../auth/components/SubmitButton';
import { useFormFeedback } from '../../auth/useFormFeedback';
import { paymentQrFailure, type PaymentQrFailure } from '../failures';
import { useProblemWords } from '../problemWords';
import { readQrPicture } from '../pictureFile';
import { useCheckPaymentQrPicture, useSavePaymentQr } from '../queries';
import { BeforeSaving } from './BeforeSaving';
import { QrPictureInput, type ChosenPicture } from './QrPictureInput';
import '../../auth/strings';

type Values = z.input<typeof paymentQrBody>;
type Source = 'picture' | 'text';

const IDS = {
  picture: 'payment-qr-picture',
  text: 'payment-qr-text',
  password: 'payment-qr-password',
  qrError: 'payment-qr-error',
} as const;
const FIELDS = [
  { name: 'image', id: IDS.picture },
  { name: 'payload', id: IDS.text },
  { name: 'password', id: IDS.password },
] as const;

/**
 * Adding or changing the payment QR: a picture of the wallet's "Receive money" code (or its
 * text), what buyers will see, and the password. The server reads and checks the code; what
 * it says is wrong is shown here in words, beside the picture or the password.
 */
export function PaymentQrForm({
  onSaved,
  onCancel,
}: {
  onSaved: (saved: OwnPaymentQr) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const problemWords = useProblemWords();
  const save = useSavePaymentQr();
  const check = useCheckPaymentQrPicture();
  // The picture's code as the server read it: shown before the password is asked for, and
  // saved by its text (the picture is uploaded once, for the check).
  const [checked, setChecked] = useState<PaymentQrReading | null>(null);
  const [source, setSource] = useState<Source>('picture');
  const [picture, setPicture] = useState<ChosenPicture | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [failure, setFailure] = useState<PaymentQrFailure | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(paymentQrBody),
    defaultValues: { password: '' },
    shouldFocusError: false,
  });
  const feedback = useFormFeedback(form, FIELDS);
  const firstChoice = useRef<HTMLInputElement>(null);
  // Opened by a button that then goes away: the form takes the focus it had.
  useEffect(() => firstChoice.current?.focus(), []);

  const choose = (next: Source) => {
    setSource(next);
    setFailure(null);
    setChecked(null);
    form.clearErrors(['image', 'payload']);
    if (next === 'text') {
      setPicture(null);
      form.setValue('image', undefined);
    } else {
      form.setValue('payload', undefined);
    }
  };

  const pick = async (file: File) => {
    setFailure(null);
    setChecked(null);
    form.clearErrors('image');
    form.setValue('image', undefined);
    form.setValue('payload', undefined);
    setPreparing(true);
    const read = await readQrPicture(file);
    if ('problem' in read) {
      setPreparing(false);
      setPicture(null);
      setFailure({ problem: read.problem, field: 'qr' });
      return;
    }
    setPicture({ name: file.name, dataUrl: read.dataUrl });
    try {
      const reading = await check.mutateAsync(read.dataUrl);
      setChecked(reading);
      form.setValue('payload', reading.payload);
    } catch (error) {
      setFailure(paymentQrFailure(error, 'save'));
    } finally {
      setPreparing(false);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onSaved(await save.mutateAsync(values));
    } catch (error) {
      const next = paymentQrFailure(error, 'save');
      setFailure(next);
      if (next.field === 'password') form.setFocus('password', { shouldSelect: true });
    }
  }, feedback.onInvalid);

  // "Required" next to a file chooser says less than what to choose.
  const pictureError =
    form.formState.errors.image?.message === MESSAGE_KEY.required
      ? t('paymentQr.form.pictureRequired')
      : feedback.errorOf('image');
  const summary = feedback.summary.map((item) =>
    item.fieldId === IDS.picture && pictureError ? { ...item, text: pictureError } : item,
  );
  const qrError =
    failure?.field === 'qr'
      ? problemWords(failure.problem)
      : source === 'picture'
        ? pictureError
        : feedback.errorOf('payload');
  const passwordError =
    failure?.field === 'password'
      ? problemWords('invalid_credentials')
      : feedback.errorOf('password');
  const typed = useWatch({ control: form.control, name: 'payload' });
  // Typed text can be read here as the server will (no picture is ever decoded in the
  // browser): then the warning says exactly what buyers will see before anything is saved.
  const reading = source === 'text' && typed ? readQrPh(typed.trim()) : null;
  const before = source === 'picture' ? checked : reading?.ok ? reading.code : null;
  const hintId = source === 'picture' ? `${IDS.picture}-hint` : `${IDS.text}-hint`;
  const busy = form.formState.isSubmitting || preparing;

  return (
    <form method="post" noValidate onSubmit={submit} className="mt-3 space-y-4">
      <ErrorSummary items={summary} focusKey={feedback.summaryFocus} />
      <fieldset className="space-y-3">
        <legend className="font-semibold text-ink">{t('paymentQr.form.source')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(['picture', 'text'] as const).map((value) => (
            <label key={value} className={radioRow}>
              <input
                ref={value === 'picture' ? firstChoice : undefined}
                type="radio"
                name="payment-qr-source"
                className="size-5 accent-brand-700"
                checked={source === value}
                onChange={() => choose(value)}
              />
              <span className="font-semibold">{t(`paymentQr.form.${value}`)}</span>
            </label>
          ))}
        </div>
        <p id={hintId} className="text-sm text-ink-muted">
          {t(source === 'picture' ? 'paymentQr.form.pictureHint' : 'paymentQr.form.textHint')}
        </p>
        {source === 'picture' ? (
          <QrPictureInput
            id={IDS.picture}
            picture={picture}
            preparing={preparing}
            invalid={Boolean(qrError)}
            describedBy={`${hintId} ${IDS.qrError}`}
            onPick={(file) => void pick(file)}
          />
        ) : (
          <div>
            <label htmlFor={IDS.text} className="block font-semibold text-ink">
              {t('paymentQr.form.textLabel')}
            </label>
            <textarea
              id={IDS.text}
              rows={4}
              spellCheck={false}
              autoCapitalize="none"
              autoCorrect="off"
              aria-invalid={qrError ? true : undefined}
              aria-describedby={`${hintId} ${IDS.qrError}`}
              className="mt-1.5 block w-full rounded-lg border border-ink-muted bg-white px-3 py-2 font-mono text-sm break-all text-ink"
              {...form.register('payload')}
            />
          </div>
        )}
        <FieldError id={IDS.qrError} message={qrError} live />
      </fieldset>
      <BeforeSaving code={before} />
      <PasswordField
        id={IDS.password}
        label={t('paymentQr.form.password')}
        hint={t('paymentQr.form.passwordWhy')}
        autoComplete="current-password"
        error={passwordError}
        {...form.register('password')}
      />
      {failure && failure.field === null ? (
        <p role="alert" className="rounded-xl border border-danger-200 bg-danger-50 p-3 text-ink">
          {problemWords(failure.problem)}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="sm:flex-1">
          <SubmitButton
            busy={busy}
            label={t('paymentQr.form.save')}
            busyLabel={t(preparing ? 'paymentQr.form.checking' : 'paymentQr.form.saving')}
          />
        </div>
        <button type="button" className={`${buttonSecondary} sm:flex-1`} onClick={onCancel}>
          {t('paymentQr.cancel')}
        </button>
      </div>
    </form>
  );
}
