import type { Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/schema';

const PROFILE_COLUMNS = [
  'id',
  'email',
  'username',
  'display_name',
  'phone',
  'photo_path',
  'search_range_km',
  'reputation',
  'is_admin',
  'banned_until',
  'whatsapp_number',
  'facebook_username',
  'show_contact_on_posts',
  'deletion_requested_at',
  'created_at',
] as const;

export type ProfileChanges = Pick<
  Updateable<UsersTable>,
  | 'display_name'
  | 'phone'
  | 'photo_path'
  | 'search_range_km'
  | 'whatsapp_number'
  | 'facebook_username'
  | 'show_contact_on_posts'
>;

export function createProfileRepository(db: Db) {
  return {
    findById(id: string) {
      return db.selectFrom('users').select(PROFILE_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    findByUsername(username: string) {
      return db
        .selectFrom('users')
        .select(PROFILE_COLUMNS)
        .where('username_key', '=', username.toLowerCase())
        .executeTakeFirst();
    },

    findByIds(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('users').select(PROFILE_COLUMNS).where('id', 'in', ids).execute();
    },

    async update(id: string, changes: ProfileChanges, now = new Date()) {
      await db
        .updateTable('users')
        .set({ ...changes, updated_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** Archive: hide the account's live posts and start the 30-day removal clock, together. */
    async archive(id: string, now = new Date()) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('posts')
          .set({ status: 'hidden', closed_at: now.toISOString(), updated_at: now.toISOString() })
          .where('user_id', '=', id)
          .where('status', '=', 'active')
          .execute();
        await trx
          .updateTable('users')
          .set({ deletion_requested_at: now.toISOString(), updated_at: now.toISOString() })
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
      });
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
export type ProfileRow = NonNullable<Awaited<ReturnType<ProfileRepository['findById']>>>;
