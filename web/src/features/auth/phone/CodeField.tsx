import { formatPhilippineMobile, SMS_CODE_LENGTH } from '@core/phone';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../components/TextField';

type TextFieldProps = ComponentProps<typeof TextField>;

/**
 * The code from the SMS: one-time-code lets the phone offer it from the message (and Android
 * Chrome fill it through the SMS's WebOTP line); numeric opens the digit keypad. Its label and
 * hint are the same wherever a code is asked for, and the person came there to type it: the
 * keypad opens at once.
 */
export function CodeField(
  props: Omit<TextFieldProps, 'type' | 'trailing' | 'label'> &
    Partial<Pick<TextFieldProps, 'label'>>,
) {
  const { t } = useTranslation();
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={SMS_CODE_LENGTH + 2}
      className="[&_input]:tracking-[0.3em]"
      label={t('auth.phone.code')}
      hint={t('auth.phone.codeHint')}
      autoFocus
      {...props}
    />
  );
}

/** "We sent a 6-digit code by SMS to 0917 123 4567", above every form that asks for it. */
export function CodeSentTo({ phone }: { phone: string }) {
  const { t } = useTranslation();
  return (
    <p className="text-ink">
      {t('auth.phone.sentTo')}{' '}
      <strong className="whitespace-nowrap">{formatPhilippineMobile(phone)}</strong>
    </p>
  );
}
