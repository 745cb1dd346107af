import type { Db } from '../../db/database';
import { newId } from '../../platform/tokens';
import { createAccountRepository } from '../auth/account-repository';

export interface NewPhoneAccount {
  phone: string;
  username: string;
  displayName: string | null;
  locale: string;
}

const ACCOUNT_COLUMNS = [
  'id',
  'email',
  'email_confirmed_at',
  'username',
  'display_name',
  'phone',
  'login_phone',
  'password_hash',
  'banned_until',
  'deletion_requested_at',
  'locale',
] as const;

/** The SQL of accounts' sign-in numbers, and of the accounts made with one. */
export function createPhoneAccountRepository(db: Db) {
  // The same writes as for accounts made by e-mail.
  const { setPassword, cancelDeletion } = createAccountRepository(db);
  return {
    setPassword,
    cancelDeletion,

    findByLoginPhone(phone: string) {
      return db
        .selectFrom('users')
        .select(ACCOUNT_COLUMNS)
        .where('login_phone', '=', phone)
        .executeTakeFirst();
    },

    findById(id: string) {
      return db.selectFrom('users').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /**
     * An account made with a verified number: no e-mail and no password yet; SPEC's `phone`
     * is the number, and SMS notices are on (there is no e-mail to send them to).
     */
    async create(trx: Db, account: NewPhoneAccount, now = new Date()) {
      const id = newId();
      await trx
        .insertInto('users')
        .values({
          id,
          email: null,
          username: account.username,
          username_key: account.username.toLowerCase(),
          password_hash: null,
          display_name: account.displayName,
          phone: account.phone,
          login_phone: account.phone,
          sms: true,
          photo_path: null,
          search_range_km: null,
          banned_until: null,
          whatsapp_number: null,
          facebook_username: null,
          locale: account.locale,
          is_admin: false,
          email_confirmed_at: null,
          deletion_requested_at: null,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .execute();
      return id;
    },

    /** Sets (or, with null, removes) the number that signs in; SPEC's `phone` follows a new one. */
    async setLoginPhone(trx: Db, userId: string, phone: string | null, now = new Date()) {
      await trx
        .updateTable('users')
        .set({
          login_phone: phone,
          ...(phone ? { phone } : {}),
          updated_at: now.toISOString(),
        })
        .where('id', '=', userId)
        .execute();
    },

    /** A new address waits for its link to be followed; the password works at once. */
    async setEmailAndPassword(
      userId: string,
      email: string,
      passwordHash: string,
      now = new Date(),
    ) {
      await db
        .updateTable('users')
        .set({
          email,
          email_confirmed_at: null,
          password_hash: passwordHash,
          updated_at: now.toISOString(),
        })
        .where('id', '=', userId)
        .execute();
    },
  };
}

export type PhoneAccountRepository = ReturnType<typeof createPhoneAccountRepository>;
export type PhoneAccount = NonNullable<Awaited<ReturnType<PhoneAccountRepository['findById']>>>;
