import { MESSAGE_KEY } from '@core/schemas';
import { normalizeEmail } from '@core/rules';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError, notFound, validationFailed } from '../../platform/errors';
import { enqueue } from '../../platform/outbox';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { asLocale } from '../auth/emails';
import type { AuthService } from '../auth/service';
import type { CodeSender } from './code-sender';
import type { PhoneAccount, PhoneAccountRepository } from './phone-account-repository';
import { numberChangedSms, numberRemovedSms } from './texts';
import type { OwnProfile } from '../profiles/presenter';

export interface LinkingDeps {
  db: Db;
  sender: CodeSender;
  accounts: PhoneAccountRepository;
  auth: Pick<AuthService, 'mailConfirmation'>;
  /** The owner's profile as GET /api/me/profile answers it. */
  ownProfile(userId: string): Promise<OwnProfile>;
}

const phoneTaken = () =>
  new AppError('phone_taken', 409, 'Another account already signs in with this number.');
const wrongPassword = () =>
  new AppError('invalid_credentials', 403, 'The password is not right. Please try again.');

/** An e-mail the person can sign in with: confirmed, and a password to go with it. */
const hasEmailDoor = (account: PhoneAccount) =>
  account.email !== null && account.email_confirmed_at !== null && account.password_hash !== null;

/** One account, two doors (issue 37): a number added to an account, an e-mail to a phone account. */
export function createLinkingService({ db, sender, accounts, auth, ownProfile }: LinkingDeps) {
  async function account(userId: string) {
    const row = await accounts.findById(userId);
    if (!row) throw notFound('Profile not found.');
    return row;
  }

  /** The account's password must be given when it has one (a missing one is wrong too). */
  async function requirePassword(row: PhoneAccount, password: string | undefined) {
    if (row.password_hash === null) return;
    if (!(await verifyPassword(row.password_hash, password ?? ''))) throw wrongPassword();
  }

  /**
   * Sets the sign-in number (null: none) and, in the same transaction, has the old number told
   * that it no longer signs in: a stolen session cannot move the account quietly.
   */
  async function moveNumber(row: PhoneAccount, phone: string | null, oldNumberText: string | null) {
    await db.transaction().execute(async (trx) => {
      await accounts.setLoginPhone(trx, row.id, phone);
      if (row.login_phone && oldNumberText) {
        await enqueue(trx, 'sms', { message: { to: row.login_phone, text: oldNumberText } });
      }
    });
  }

  return {
    async requestCode(userId: string, phone: string) {
      const row = await account(userId);
      const holder = await accounts.findByLoginPhone(phone);
      if (holder && holder.id !== userId) throw phoneTaken();
      await sender.send({ phone, purpose: 'link', userId, locale: asLocale(row.locale) });
    },

    /**
     * Makes the number the account's sign-in number. Changing a verified number of an account
     * with a password needs the password too (checked first: a wrong password spends no try).
     */
    async verify(userId: string, phone: string, code: string, password: string | undefined) {
      const row = await account(userId);
      const changing = row.login_phone !== null && row.login_phone !== phone;
      if (changing) await requirePassword(row, password);
      await sender.check(phone, 'link', userId, code);
      try {
        await moveNumber(
          row,
          phone,
          changing ? numberChangedSms(asLocale(row.locale), phone) : null,
        );
      } catch (error) {
        if (isUniqueViolation(error, 'login_phone')) throw phoneTaken();
        throw error;
      }
      return ownProfile(userId);
    },

    /** Removes the sign-in number, unless it is the only way in. */
    async remove(userId: string, password: string | undefined) {
      const row = await account(userId);
      if (row.login_phone === null) return ownProfile(userId);
      if (!hasEmailDoor(row)) throw validationFailed({ _: MESSAGE_KEY.phoneOnlyWayIn });
      await requirePassword(row, password);
      await moveNumber(row, null, numberRemovedSms(asLocale(row.locale)));
      return ownProfile(userId);
    },

    /**
     * A phone account adds an e-mail (confirmed by SPEC's link) and a password. An account that
     * already has a password gives it (a stolen session must not set a new one).
     */
    async addEmail(userId: string, emailInput: string, password: string) {
      const row = await account(userId);
      if (hasEmailDoor(row)) {
        throw new AppError('email_already_set', 409, 'This account already has an e-mail.');
      }
      await requirePassword(row, password);
      const email = normalizeEmail(emailInput);
      try {
        await accounts.setEmailAndPassword(userId, email, await hashPassword(password));
      } catch (error) {
        if (isUniqueViolation(error, 'email')) {
          throw new AppError('email_taken', 409, 'An account with this email already exists.');
        }
        throw error;
      }
      await auth.mailConfirmation({
        id: userId,
        email,
        name: row.display_name ?? row.username,
        locale: row.locale,
      });
    },
  };
}

export type LinkingService = ReturnType<typeof createLinkingService>;
