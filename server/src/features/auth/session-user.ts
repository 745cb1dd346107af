import { parsePhilippineMobile } from '@core/phone';
import { z } from 'zod';

/**
 * What one's own account says about its ways in (issue 37): the e-mail (null for an account
 * made with a mobile number), the verified number that signs in, whether SPEC's editable
 * `phone` is that verified number, and whether a password is set. Only ever shown to oneself.
 */
export const accountDoorsSchema = z.object({
  email: z.string().nullable(),
  login_phone: z.string().nullable(),
  phone_verified: z.boolean(),
  has_password: z.boolean(),
});

export interface AccountDoorsRow {
  email: string | null;
  phone: string | null;
  login_phone: string | null;
  password_hash: string | null;
}

export function presentAccountDoors(row: AccountDoorsRow): z.infer<typeof accountDoorsSchema> {
  return {
    email: row.email,
    login_phone: row.login_phone,
    phone_verified:
      row.login_phone !== null && parsePhilippineMobile(row.phone ?? '') === row.login_phone,
    has_password: row.password_hash !== null,
  };
}

/** The `user` of a session answer (login, confirmation, sign-in by SMS code). */
export const sessionUserSchema = z.object({ id: z.string(), ...accountDoorsSchema.shape });

export const sessionResponse = z.object({ token: z.string(), user: sessionUserSchema });

export const presentSessionUser = (row: AccountDoorsRow & { id: string }) => ({
  id: row.id,
  ...presentAccountDoors(row),
});
