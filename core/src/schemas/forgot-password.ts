// Forgot password: the form and the body of POST /api/auth/password/forgot are the same.

import { z } from 'zod';
import { emailField } from './fields';
import { MESSAGE_KEY } from './messages';

export const forgotPasswordBody = z.object({ email: emailField }, { error: MESSAGE_KEY.invalid });
export type ForgotPasswordBody = z.output<typeof forgotPasswordBody>;
