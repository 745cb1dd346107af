import { describe, expect, it } from 'vitest';
import {
  addEmailBody,
  mePhoneVerifyBody,
  phoneCodeBody,
  phoneResetPasswordForm,
  phoneSignupBody,
  phoneVerifyBody,
} from './phone-auth';
import { fieldsOf } from './test-utils';

describe('phone schemas', () => {
  it('reads the number into E.164 and the code without spaces', () => {
    expect(phoneCodeBody.parse({ phone: '0917 123 4567' })).toEqual({ phone: '+639171234567' });
    expect(phoneVerifyBody.parse({ phone: '9171234567', code: '123 456' })).toEqual({
      phone: '+639171234567',
      code: '123456',
    });
  });

  it('refuses other numbers and codes with their message keys', () => {
    expect(fieldsOf(phoneCodeBody, { phone: '02 8123 4567' })).toEqual({
      phone: 'errors.mobileInvalid',
    });
    expect(fieldsOf(phoneCodeBody, {})).toEqual({ phone: 'errors.mobileInvalid' });
    expect(fieldsOf(phoneVerifyBody, { phone: '09171234567', code: '12345' })).toEqual({
      code: 'errors.smsCodeInvalid',
    });
    expect(fieldsOf(phoneVerifyBody, { phone: '09171234567', code: 'abcdef' })).toEqual({
      code: 'errors.smsCodeInvalid',
    });
  });

  it('holds the sign-up to the username rules', () => {
    expect(
      fieldsOf(phoneSignupBody, { signup_token: 't', username: 'a', display_name: '' }),
    ).toEqual({ username: 'errors.usernameInvalid' });
    expect(
      phoneSignupBody.parse({ signup_token: 't', username: 'lola.baker', display_name: '' }),
    ).toEqual({ signup_token: 't', username: 'lola.baker', display_name: undefined });
  });

  it('checks the reset form, the change and the added e-mail', () => {
    expect(
      fieldsOf(phoneResetPasswordForm, {
        phone: '09171234567',
        code: '123456',
        password: 'secret1',
        confirmPassword: 'secret2',
      }),
    ).toEqual({ confirmPassword: 'auth.reset.mismatch' });
    expect(mePhoneVerifyBody.parse({ phone: '09171234567', code: '123456' }).password).toBe(
      undefined,
    );
    expect(fieldsOf(addEmailBody, { email: 'x', password: '123' })).toEqual({
      email: 'errors.emailInvalid',
      password: 'errors.passwordTooShort',
    });
  });
});
