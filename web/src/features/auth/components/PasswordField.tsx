import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './TextField';

/**
 * A password input with a Show/Hide button: typing a password on a small touch keyboard
 * goes wrong often, and seeing it is the cheapest fix.
 */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t('auth.common.hidePassword') : t('auth.common.showPassword')}
          aria-controls={props.id}
          className="absolute inset-y-0 right-0 my-auto inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {visible ? t('auth.common.hide') : t('auth.common.show')}
        </button>
      }
    />
  );
}
