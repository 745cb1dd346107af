import { isValidUsername, normalizeEmail } from '@core/rules';
import type { AppConfig } from '../../config';
import { isUniqueViolation } from '../../db/errors';
import { bannedError, isBanned } from '../../platform/authenticate';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mailer';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { hashToken, newToken } from '../../platform/tokens';
import { noSessionsEnded, type SessionsEnded } from '../live/sessions-ended';
import type { AccountRepository } from './account-repository';
import { asLocale, confirmationEmail, resetEmail, type Locale } from './emails';
import type { SessionRepository } from './session-repository';
import { presentSessionUser, type AccountDoorsRow } from './session-user';

const HOUR_MS = 3_600_000;
export const CONFIRM_TOKEN_TTL_MS = 24 * HOUR_MS;
export const RESET_TOKEN_TTL_MS = HOUR_MS;
/** An unconfirmed user who keeps trying to log in gets at most one email a minute. */
export const CONFIRM_RESEND_INTERVAL_MS = 60_000;

export interface AuthDeps {
  accounts: AccountRepository;
  sessions: SessionRepository;
  mailer: Mailer;
  config: Pick<AppConfig, 'publicUrl' | 'adminEmails'>;
  /** Mail is sent after the answer so that its time reveals nothing; failures are logged. */
  onBackgroundError(error: unknown): void;
  /** The streams of a session that ended end at once, not at the next session check. */
  sessionsEnded?: SessionsEnded;
}

export interface SignupInput {
  email: string;
  username: string;
  password: string;
  display_name?: string | null | undefined;
  locale?: string | undefined;
}

const invalidCredentials = () =>
  new AppError(
    'invalid_credentials',
    401,
    'Email or password is incorrect. Try again or reset your password.',
  );
const invalidToken = () =>
  new AppError('invalid_token', 400, 'This link is not valid. Please request a new one.');
const expiredToken = () =>
  new AppError('token_expired', 400, 'This link has expired. Please request a new one.');
const unconfirmedResent = () =>
  new AppError(
    'email_not_confirmed',
    403,
    'Please confirm your email before signing in. Check your inbox for the link (we just resent it).',
    { email_sent: true },
  );
const unconfirmedNotResent = (resendAfterS: number) =>
  new AppError(
    'email_not_confirmed',
    403,
    `Please confirm your email before signing in: open the link in the email we sent you. If it has not arrived, you can log in again in ${resendAfterS} seconds to get a new one.`,
    { email_sent: false, resend_after_s: resendAfterS },
  );

export function createAuthService(deps: AuthDeps) {
  const { accounts, sessions, mailer, config, sessionsEnded = noSessionsEnded } = deps;

  const sendLater = (send: () => Promise<void>) => {
    void send().catch(deps.onBackgroundError);
  };

  async function startSession(user: AccountDoorsRow & { id: string }) {
    const { token, hash } = newToken();
    await sessions.create(user.id, hash);
    return { token, user: presentSessionUser(user) };
  }

  /** Mails a new confirmation link. Its token goes only into the email, never into an answer. */
  async function mailConfirmation(user: {
    id: string;
    email: string;
    name: string;
    locale: string;
  }) {
    const { token, hash } = newToken();
    await accounts.createToken(user.id, 'confirm_signup', hash, CONFIRM_TOKEN_TTL_MS);
    const link = `${config.publicUrl}/confirm-signup?token=${encodeURIComponent(token)}`;
    const message = confirmationEmail(user.email, user.name, link, asLocale(user.locale));
    sendLater(() => mailer.send(message));
  }

  /**
   * The address is proved (the emailed link was followed). Only now may ADMIN_EMAILS make the
   * account an admin: before, anyone could have signed up with an admin's address.
   */
  async function confirmAddress(userId: string) {
    await accounts.markConfirmed(userId);
    await accounts.grantAdmins(config.adminEmails, userId);
  }

  /** Seconds until an unconfirmed account may be mailed another link (0: now). */
  async function resendWaitSeconds(userId: string) {
    const last = await accounts.latestTokenCreatedAt(userId, 'confirm_signup');
    if (!last) return 0;
    const waitMs = CONFIRM_RESEND_INTERVAL_MS - (Date.now() - new Date(last.created_at).getTime());
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  /** Finds a live one-time token or says why it cannot be used. */
  async function usableToken(token: string, purpose: 'confirm_signup' | 'reset_password') {
    const row = await accounts.findToken(hashToken(token), purpose);
    if (!row || row.used_at) throw invalidToken();
    if (new Date(row.expires_at).getTime() <= Date.now()) throw expiredToken();
    if (!(await accounts.consumeToken(row.id))) throw invalidToken();
    return row;
  }

  return {
    async signup(input: SignupInput) {
      const email = normalizeEmail(input.email);
      const username = input.username.trim();
      if (!isValidUsername(username)) {
        throw new AppError(
          'invalid_username',
          400,
          'Username must be 3–20 chars: letters (A–Z), numbers, dot.',
          { fields: { username: 'errors.usernameInvalid' } },
        );
      }
      if (await accounts.findByEmail(email)) {
        throw new AppError('email_taken', 409, 'An account with this email already exists.');
      }
      if (await accounts.usernameTaken(username.toLowerCase())) {
        throw new AppError('username_taken', 409, 'This username is already taken.');
      }
      const locale: Locale = asLocale(input.locale);
      let id: string;
      try {
        id = await accounts.create({
          email,
          username,
          passwordHash: await hashPassword(input.password),
          displayName: input.display_name?.trim() || null,
          locale,
        });
      } catch (error) {
        // Two sign-ups raced past the checks above: the database decides.
        if (isUniqueViolation(error, 'email')) {
          throw new AppError('email_taken', 409, 'An account with this email already exists.');
        }
        if (isUniqueViolation(error)) {
          throw new AppError('username_taken', 409, 'This username is already taken.');
        }
        throw error;
      }
      const name = input.display_name?.trim() || username;
      await mailConfirmation({ id, email, name, locale });
      return { id, email };
    },

    async confirm(token: string) {
      const row = await usableToken(token, 'confirm_signup');
      await confirmAddress(row.user_id);
      const account = await accounts.findById(row.user_id);
      if (!account?.email) throw invalidToken();
      if (isBanned(account.banned_until)) throw bannedError(account.banned_until!);
      return startSession(account);
    },

    async login(emailInput: string, password: string) {
      const account = await accounts.findByEmail(normalizeEmail(emailInput));
      const passwordOk = await verifyPassword(account?.password_hash ?? null, password);
      if (!account || !passwordOk) throw invalidCredentials();

      if (!account.email_confirmed_at) {
        // The answer says truthfully whether a link was just mailed, and never carries one.
        const waitS = await resendWaitSeconds(account.id);
        if (waitS > 0) throw unconfirmedNotResent(waitS);
        await mailConfirmation({
          ...account,
          email: normalizeEmail(emailInput),
          name: account.display_name ?? account.username,
        });
        throw unconfirmedResent();
      }
      if (isBanned(account.banned_until)) throw bannedError(account.banned_until!);

      const deletionCanceled = account.deletion_requested_at !== null;
      if (deletionCanceled) await accounts.cancelDeletion(account.id);
      return { ...(await startSession(account)), deletion_canceled: deletionCanceled };
    },

    /** Answers at once whether or not the account exists; the work happens afterwards. */
    forgotPassword(emailInput: string) {
      sendLater(async () => {
        const email = normalizeEmail(emailInput);
        const account = await accounts.findByEmail(email);
        if (!account) return;
        const { token, hash } = newToken();
        await accounts.createToken(account.id, 'reset_password', hash, RESET_TOKEN_TTL_MS);
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(
          resetEmail(
            email,
            account.display_name ?? account.username,
            link,
            asLocale(account.locale),
          ),
        );
      });
    },

    async resetPassword(token: string, password: string) {
      const row = await usableToken(token, 'reset_password');
      await accounts.setPassword(row.user_id, await hashPassword(password));
      // Whoever knew the old password is signed out; following the emailed link proves the email.
      await sessions.revokeAllOf(row.user_id);
      sessionsEnded(row.user_id);
      await confirmAddress(row.user_id);
    },

    /** A session for an account that proved itself another way (an SMS code). */
    startSession,

    /** The confirmation link for an address a phone account adds (POST /api/me/email). */
    mailConfirmation,

    async logout(user: { id: string; tokenHash: string }) {
      await sessions.revoke(user.tokenHash);
      sessionsEnded(user.id, user.tokenHash);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
