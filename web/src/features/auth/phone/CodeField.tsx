import { SMS_CODE_LENGTH } from '@core/phone';
import type { ComponentProps } from 'react';
import { TextField } from '../components/TextField';

/**
 * The code from the SMS: one-time-code lets the phone offer it from the message (and Android
 * Chrome fill it through the SMS's WebOTP line); numeric opens the digit keypad.
 */
export function CodeField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={SMS_CODE_LENGTH + 2}
      className="[&_input]:tracking-[0.3em]"
      {...props}
    />
  );
}
