// Sign-up (SPEC §5): the form (with password confirmation) and the body of
// POST /api/auth/signup, plus the confirmation call's body.

import { z } from 'zod';
import { DISPLAY_NAME_MAX } from '../constants';
import { isValidUsername } from '../rules';
import { emailField, newPasswordField, whenFieldsParsed } from './fields';
import { MESSAGE_KEY } from './messages';

export const usernameField = z
  .string({ error: MESSAGE_KEY.usernameInvalid })
  .trim()
  .refine(isValidUsername, MESSAGE_KEY.usernameInvalid);

/** Optional display name; blank means "none" and is dropped. */
export const displayNameField = z
  .string({ error: MESSAGE_KEY.invalid })
  .trim()
  .max(DISPLAY_NAME_MAX, MESSAGE_KEY.displayNameTooLong)
  .nullish()
  .transform((value) => value || undefined);

const signupFields = {
  email: emailField,
  username: usernameField,
  password: newPasswordField,
  display_name: displayNameField,
};

/** Body of POST /api/auth/signup. */
export const signupBody = z.object(signupFields, { error: MESSAGE_KEY.invalid });
export type SignupBody = z.output<typeof signupBody>;

/** The sign-up form: the body's fields plus the password confirmation. */
export const signupForm = z
  .object(
    { ...signupFields, confirmPassword: z.string({ error: MESSAGE_KEY.passwordsMismatch }) },
    { error: MESSAGE_KEY.invalid },
  )
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: MESSAGE_KEY.passwordsMismatch,
    when: whenFieldsParsed('confirmPassword'),
  });
export type SignupFormInput = z.input<typeof signupForm>;
export type SignupFormValues = z.output<typeof signupForm>;

/** The API body for valid form values (the confirmation stays on the device). */
export function signupBodyFromForm({
  confirmPassword: _confirm,
  ...body
}: SignupFormValues): SignupBody {
  return body;
}

/** Body of POST /api/auth/signup/confirm. */
export const confirmSignupBody = z.object(
  { token: z.string({ error: MESSAGE_KEY.tokenMissing }).trim().min(1, MESSAGE_KEY.tokenMissing) },
  { error: MESSAGE_KEY.invalid },
);
export type ConfirmSignupBody = z.output<typeof confirmSignupBody>;
