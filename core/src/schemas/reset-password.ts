// Reset password (SPEC §5): the form (two entries that must match) and the body of
// POST /api/auth/password/reset (the token from the emailed link plus the new password).

import { z } from 'zod';
import { newPasswordField, whenFieldsParsed } from './fields';
import { MESSAGE_KEY } from './messages';

export const resetPasswordBody = z.object(
  {
    token: z.string({ error: MESSAGE_KEY.tokenMissing }).trim().min(1, MESSAGE_KEY.tokenMissing),
    password: newPasswordField,
  },
  { error: MESSAGE_KEY.invalid },
);
export type ResetPasswordBody = z.output<typeof resetPasswordBody>;

/** The form; the token comes from the page's URL, not from an input. */
export const resetPasswordForm = z
  .object(
    {
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
export type ResetPasswordFormValues = z.output<typeof resetPasswordForm>;
