import type { Db } from '../../db/database';
import type { OneTimeTokensTable } from '../../db/schema';
import { newId } from '../../platform/tokens';

type TokenPurpose = OneTimeTokensTable['purpose'];

export interface NewAccount {
  email: string;
  username: string;
  passwordHash: string;
  displayName: string | null;
  locale: string;
}

export function createAccountRepository(db: Db) {
  return {
    findByEmail(email: string) {
      return db
        .selectFrom('users')
        .select([
          'id',
          'email',
          'username',
          'display_name',
          'password_hash',
          'email_confirmed_at',
          'banned_until',
          'deletion_requested_at',
          'locale',
          'phone',
          'login_phone',
        ])
        .where('email', '=', email)
        .executeTakeFirst();
    },

    findById(id: string) {
      return db
        .selectFrom('users')
        .select([
          'id',
          'email',
          'username',
          'display_name',
          'banned_until',
          'locale',
          'phone',
          'login_phone',
          'password_hash',
          'email_confirmed_at',
          'deletion_requested_at',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async usernameTaken(usernameKey: string) {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('username_key', '=', usernameKey)
        .executeTakeFirst();
      return row !== undefined;
    },

    async create(account: NewAccount, now = new Date()) {
      const id = newId();
      await db
        .insertInto('users')
        .values({
          id,
          email: account.email,
          username: account.username,
          username_key: account.username.toLowerCase(),
          password_hash: account.passwordHash,
          display_name: account.displayName,
          phone: null,
          photo_path: null,
          search_range_km: null,
          banned_until: null,
          whatsapp_number: null,
          facebook_username: null,
          locale: account.locale,
          // ADMIN_EMAILS makes an account an admin once its address is confirmed (grantAdmins).
          is_admin: false,
          email_confirmed_at: null,
          deletion_requested_at: null,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .execute();
      return id;
    },

    async markConfirmed(userId: string, now = new Date()) {
      await db
        .updateTable('users')
        .set({ email_confirmed_at: now.toISOString(), updated_at: now.toISOString() })
        .where('id', '=', userId)
        .where('email_confirmed_at', 'is', null)
        .execute();
    },

    async setPassword(userId: string, passwordHash: string, now = new Date()) {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now.toISOString() })
        .where('id', '=', userId)
        .execute();
    },

    async cancelDeletion(userId: string) {
      await db
        .updateTable('users')
        .set({ deletion_requested_at: null })
        .where('id', '=', userId)
        .execute();
    },

    /**
     * Makes the accounts of the configured admin emails (ADMIN_EMAILS) admins, at start (all) and
     * when one confirms its address (`userId`). Only confirmed addresses: whoever signs up with an
     * admin's address has proved nothing until the emailed link is followed.
     */
    async grantAdmins(emails: string[], userId?: string) {
      if (emails.length === 0) return;
      let grant = db
        .updateTable('users')
        .set({ is_admin: true })
        .where('email', 'in', emails)
        .where('email_confirmed_at', 'is not', null);
      if (userId !== undefined) grant = grant.where('id', '=', userId);
      await grant.execute();
    },

    async createToken(
      userId: string,
      purpose: TokenPurpose,
      tokenHash: string,
      ttlMs: number,
      now = new Date(),
    ) {
      await db
        .insertInto('one_time_tokens')
        .values({
          id: newId(),
          user_id: userId,
          purpose,
          token_hash: tokenHash,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + ttlMs).toISOString(),
          used_at: null,
        })
        .execute();
    },

    findToken(tokenHash: string, purpose: TokenPurpose) {
      return db
        .selectFrom('one_time_tokens')
        .select(['id', 'user_id', 'expires_at', 'used_at', 'created_at'])
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', purpose)
        .executeTakeFirst();
    },

    latestTokenCreatedAt(userId: string, purpose: TokenPurpose) {
      return db
        .selectFrom('one_time_tokens')
        .select('created_at')
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Uses a token once: returns false when another request used it first. */
    async consumeToken(tokenId: string, now = new Date()) {
      const result = await db
        .updateTable('one_time_tokens')
        .set({ used_at: now.toISOString() })
        .where('id', '=', tokenId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
