// Login: the form and the body of POST /api/auth/login are the same.

import { z } from 'zod';
import { currentPasswordField, emailField } from './fields';
import { MESSAGE_KEY } from './messages';

export const loginBody = z.object(
  { email: emailField, password: currentPasswordField },
  { error: MESSAGE_KEY.invalid },
);
export type LoginBody = z.output<typeof loginBody>;
