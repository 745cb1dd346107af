import { PHONE_SIGNUP_TOKEN_MINUTES } from '@core/phone';
import { isValidUsername } from '@core/rules';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { bannedError, isBanned } from '../../platform/authenticate';
import { AppError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { hashToken, newToken } from '../../platform/tokens';
import { noSessionsEnded, type SessionsEnded } from '../live/sessions-ended';
import { asLocale, type Locale } from '../auth/emails';
import type { SessionRepository } from '../auth/session-repository';
import type { AuthService } from '../auth/service';
import type { CodeRepository } from './code-repository';
import type { CodeSender } from './code-sender';
import type { PhoneAccountRepository } from './phone-account-repository';

export interface PhoneAuthDeps {
  db: Db;
  codes: CodeRepository;
  sender: CodeSender;
  accounts: PhoneAccountRepository;
  sessions: SessionRepository;
  auth: Pick<AuthService, 'startSession'>;
  sessionsEnded?: SessionsEnded;
}

const invalidSignupToken = () =>
  new AppError('invalid_token', 400, 'This sign-up has expired. Please ask for a new code.');
const noAccount = () =>
  new AppError('no_account', 404, 'No account signs in with this number. Sign up instead.');

/** Signing in, up and resetting a password with a mobile number and an SMS code. */
export function createPhoneAuthService(deps: PhoneAuthDeps) {
  const { db, codes, sender, accounts, sessions, auth, sessionsEnded = noSessionsEnded } = deps;

  return {
    /**
     * Sends a code whether or not the number has an account, the same work either way, so the
     * answer says nothing about who is a member. The SMS is in the account's language if there
     * is one (only the number's owner reads it), else in the page's.
     */
    async requestCode(phone: string, pageLocale: string | undefined) {
      const account = await accounts.findByLoginPhone(phone);
      const locale: Locale = asLocale(account?.locale ?? pageLocale);
      await sender.send({ phone, purpose: 'auth', userId: null, locale });
    },

    /** A session for the number's account, or a sign-up token for a new number. */
    async verify(phone: string, code: string) {
      await sender.check(phone, 'auth', null, code);
      const account = await accounts.findByLoginPhone(phone);
      if (!account) {
        const { token, hash } = newToken();
        await codes.createSignupToken(hash, phone, PHONE_SIGNUP_TOKEN_MINUTES * 60_000);
        return { signup_token: token };
      }
      if (isBanned(account.banned_until)) throw bannedError(account.banned_until!);
      const deletionCanceled = account.deletion_requested_at !== null;
      if (deletionCanceled) await accounts.cancelDeletion(account.id);
      return { ...(await auth.startSession(account)), deletion_canceled: deletionCanceled };
    },

    /** Creates the account of a verified new number (SPEC's username rules and codes). */
    async signup(input: {
      signupToken: string;
      username: string;
      displayName: string | undefined;
      locale: string | undefined;
    }) {
      const tokenHash = hashToken(input.signupToken);
      const token = await codes.findSignupToken(tokenHash);
      if (!token || token.used_at !== null || new Date(token.expires_at).getTime() <= Date.now()) {
        throw invalidSignupToken();
      }
      const username = input.username.trim();
      if (!isValidUsername(username)) {
        throw new AppError(
          'invalid_username',
          400,
          'Username must be 3–20 chars: letters (A–Z), numbers, dot.',
          { fields: { username: 'errors.usernameInvalid' } },
        );
      }
      let id: string;
      try {
        id = await db.transaction().execute(async (trx) => {
          if (!(await codes.useSignupToken(trx, tokenHash))) throw invalidSignupToken();
          return accounts.create(trx, {
            phone: token.phone,
            username,
            displayName: input.displayName?.trim() || null,
            locale: asLocale(input.locale),
          });
        });
      } catch (error) {
        if (isUniqueViolation(error, 'login_phone')) {
          throw new AppError('phone_taken', 409, 'This number already has an account. Sign in.');
        }
        if (isUniqueViolation(error)) {
          throw new AppError('username_taken', 409, 'This username is already taken.');
        }
        throw error;
      }
      const account = await accounts.findById(id);
      return auth.startSession(account!);
    },

    /** A new password for the account of a verified number; every session ends (SPEC reset). */
    async resetPassword(phone: string, code: string, password: string) {
      await sender.check(phone, 'auth', null, code);
      const account = await accounts.findByLoginPhone(phone);
      if (!account) throw noAccount();
      await accounts.setPassword(account.id, await hashPassword(password));
      await sessions.revokeAllOf(account.id);
      sessionsEnded(account.id);
    },
  };
}

export type PhoneAuthService = ReturnType<typeof createPhoneAuthService>;
