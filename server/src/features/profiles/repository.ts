import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/schema';
import { endFollowsOf } from '../suki/repository';

const PROFILE_COLUMNS = [
  'id',
  'email',
  'username',
  'display_name',
  'phone',
  // Only own profiles show these, and only as login_phone and has_password (issue 37).
  'login_phone',
  'password_hash',
  'photo_path',
  'search_range_km',
  'reputation',
  'is_admin',
  'banned_until',
  'whatsapp_number',
  'facebook_username',
  'show_contact_on_posts',
  'deletion_requested_at',
  'locale',
  'created_at',
  // How many follow the person (issue 39); a block ends a follow, so every row counts.
  sql<number>`(select count(*) from suki where suki.seller_id = users.id)`.as('suki_count'),
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
  | 'locale'
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

    /** Names shown beside posts and messages. */
    authorsOf(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('users')
        .select(['id', 'username', 'display_name'])
        .where('id', 'in', ids)
        .execute();
    },

    findByIds(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('users').select(PROFILE_COLUMNS).where('id', 'in', ids).execute();
    },

    /**
     * Writes the changes; with `photoWas`, only while the stored photo is still that one
     * (false when another change replaced it first), so the caller deletes the right file.
     */
    async update(
      id: string,
      changes: ProfileChanges,
      photoWas?: string | null,
      now = new Date(),
    ): Promise<boolean> {
      let query = db
        .updateTable('users')
        .set({ ...changes, updated_at: now.toISOString() })
        .where('id', '=', id);
      if (photoWas === null) query = query.where('photo_path', 'is', null);
      else if (photoWas !== undefined) query = query.where('photo_path', '=', photoWas);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
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
        // Whom they follow and who follows them go now, not at the removal 30 days later.
        await endFollowsOf(trx, id);
      });
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
export type ProfileRow = NonNullable<Awaited<ReturnType<ProfileRepository['findById']>>>;
