// Login: the form and the body of POST /api/auth/login are the same.

import { z } from 'zod';
import { PASSWORD_MAX } from '../constants';
import { emailField } from './fields';
import { MESSAGE_KEY } from './messages';

/**
 * The password is only required, not held to today's minimum length, so a rule change
 * never locks out an account made under the old rule.
 */
export const loginBody = z.object(
  {
    email: emailField,
    password: z
      .string({ error: MESSAGE_KEY.passwordRequired })
      .min(1, MESSAGE_KEY.passwordRequired)
      .max(PASSWORD_MAX, MESSAGE_KEY.passwordTooLong),
  },
  { error: MESSAGE_KEY.invalid },
);
export type LoginBody = z.output<typeof loginBody>;
