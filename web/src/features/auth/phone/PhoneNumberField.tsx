import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../components/TextField';

type Props = Omit<ComponentProps<typeof TextField>, 'type' | 'trailing' | 'label'> & {
  label?: string;
};

/**
 * A Philippine mobile number. +63 stands before the input so nobody wonders about the country
 * code; whatever is typed ('0917 123 4567', '917…', '+63 917…') is read by the shared schema.
 * type=tel opens the number keypad, and autocomplete offers the phone's own number.
 */
export function PhoneNumberField({ label, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t('auth.phone.number')}
      hint={t('auth.phone.numberHint')}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="0917 123 4567"
      leading="+63"
      {...props}
    />
  );
}
