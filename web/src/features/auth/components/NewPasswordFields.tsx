import { PASSWORD_MIN } from '@core/constants';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from './PasswordField';

type NewPasswordField = 'password' | 'confirmPassword';

interface NewPasswordFieldsProps {
  /** Prefixes the fields' ids: two forms of one page must not share them. */
  idPrefix: string;
  register: (field: NewPasswordField) => UseFormRegisterReturn;
  errorOf: (field: NewPasswordField) => string | undefined;
}

/** A new password and its repetition: resetting by the e-mailed link and by SMS alike. */
export function NewPasswordFields({ idPrefix, register, errorOf }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={t('auth.reset.password')}
        hint={t('auth.common.passwordHint', { min: PASSWORD_MIN })}
        autoComplete="new-password"
        error={errorOf('password')}
        {...register('password')}
      />
      <PasswordField
        id={`${idPrefix}-confirm-password`}
        label={t('auth.reset.confirmPassword')}
        autoComplete="new-password"
        error={errorOf('confirmPassword')}
        {...register('confirmPassword')}
      />
    </>
  );
}
