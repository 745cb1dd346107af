// Signing in and up with a Philippine mobile number and an SMS code, and linking a number or
// an e-mail to an account: the bodies of /api/auth/phone/* and /api/me/phone*, /api/me/email,
// shared by the server's validation and the web's forms.

import { z } from 'zod';
import { parsePhilippineMobile, SMS_CODE_LENGTH } from '../phone';
import { currentPasswordField, emailField, newPasswordField, whenFieldsParsed } from './fields';
import { MESSAGE_KEY } from './messages';
import { displayNameField, usernameField } from './signup';

/**
 * A Philippine mobile number as typed ('0917 123 4567', '+63 917…', '9171234567'),
 * read into E.164 ('+639171234567'); anything else is 'errors.mobileInvalid'
 * ("Use a Philippine mobile number (09XX XXX XXXX).").
 */
export const mobileNumberField = z
  .string({ error: MESSAGE_KEY.mobileInvalid })
  .transform((value, ctx) => {
    const e164 = parsePhilippineMobile(value);
    if (e164) return e164;
    ctx.addIssue({ code: 'custom', message: MESSAGE_KEY.mobileInvalid });
    return z.NEVER;
  });

/** The 6 digits of an SMS code; spaces typed between them are dropped. */
export const smsCodeField = z
  .string({ error: MESSAGE_KEY.smsCodeInvalid })
  .transform((value) => value.replace(/\s/g, ''))
  .refine(
    (value) => new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(value),
    MESSAGE_KEY.smsCodeInvalid,
  );

/** POST /api/auth/phone/code and POST /api/me/phone/code. */
export const phoneCodeBody = z.object({ phone: mobileNumberField }, { error: MESSAGE_KEY.invalid });
export type PhoneCodeBody = z.output<typeof phoneCodeBody>;

/** POST /api/auth/phone/verify. */
export const phoneVerifyBody = z.object(
  { phone: mobileNumberField, code: smsCodeField },
  { error: MESSAGE_KEY.invalid },
);
export type PhoneVerifyBody = z.output<typeof phoneVerifyBody>;

/** POST /api/auth/phone/signup: the token /verify gave for a new number, and the profile. */
export const phoneSignupBody = z.object(
  {
    signup_token: z
      .string({ error: MESSAGE_KEY.tokenMissing })
      .trim()
      .min(1, MESSAGE_KEY.tokenMissing)
      .max(200, MESSAGE_KEY.tokenMissing),
    username: usernameField,
    display_name: displayNameField,
  },
  { error: MESSAGE_KEY.invalid },
);
export type PhoneSignupBody = z.output<typeof phoneSignupBody>;

/** POST /api/auth/phone/reset-password: a new password for the account of a verified number. */
export const phoneResetPasswordBody = z.object(
  { phone: mobileNumberField, code: smsCodeField, password: newPasswordField },
  { error: MESSAGE_KEY.invalid },
);
export type PhoneResetPasswordBody = z.output<typeof phoneResetPasswordBody>;

/** The reset form: the body plus the password typed twice. */
export const phoneResetPasswordForm = z
  .object(
    {
      phone: mobileNumberField,
      code: smsCodeField,
      password: newPasswordField,
      confirmPassword: z.string({ error: MESSAGE_KEY.resetMismatch }),
    },
    { error: MESSAGE_KEY.invalid },
  )
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: MESSAGE_KEY.resetMismatch,
    when: whenFieldsParsed('confirmPassword'),
  });
export type PhoneResetPasswordFormValues = z.output<typeof phoneResetPasswordForm>;

/**
 * POST /api/me/phone/verify. The password is needed when an account that has one changes
 * an already verified number; the server says so with 403 invalid_credentials.
 */
export const mePhoneVerifyBody = z.object(
  { phone: mobileNumberField, code: smsCodeField, password: currentPasswordField.optional() },
  { error: MESSAGE_KEY.invalid },
);
export type MePhoneVerifyBody = z.output<typeof mePhoneVerifyBody>;

/** DELETE /api/me/phone. */
export const meRemovePhoneBody = z.object(
  { password: currentPasswordField.optional() },
  { error: MESSAGE_KEY.invalid },
);
export type MeRemovePhoneBody = z.output<typeof meRemovePhoneBody>;

/** POST /api/me/email: a phone account adds an e-mail (confirmed by link) and a password. */
export const addEmailBody = z.object(
  { email: emailField, password: newPasswordField },
  { error: MESSAGE_KEY.invalid },
);
export type AddEmailBody = z.output<typeof addEmailBody>;
