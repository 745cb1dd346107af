import { sql } from 'kysely';
import type { Db, Engine } from '../../db/database';
import { newId } from '../../platform/tokens';

export interface NewMatch {
  userId: string;
  alertId: string;
  distanceKm: number;
}

/** What the alert handlers read and write: the new post, the matches, the digest clock. */
export function createMatchRepository(db: Db, engine: Engine) {
  return {
    post(postId: string) {
      return db
        .selectFrom('posts')
        .innerJoin('users', 'users.id', 'posts.user_id')
        .select([
          'posts.id',
          'posts.user_id',
          'posts.title',
          'posts.family_id',
          'posts.price_centavos',
          'posts.qty',
          'posts.unit',
          // Alerts match where others see the post: its public point, never the exact one.
          'posts.public_lat as lat',
          'posts.public_lng as lng',
          'posts.status',
          'posts.expires_at',
          'users.banned_until as author_banned_until',
        ])
        .where('posts.id', '=', postId)
        .executeTakeFirst();
    },

    /** One match per person and post (a retried event adds none), and the alerts' last match. */
    async record(trx: Db, postId: string, matches: NewMatch[], alertIds: string[], now: Date) {
      const at = now.toISOString();
      for (let i = 0; i < matches.length; i += 500) {
        await trx
          .insertInto('alert_matches')
          .values(
            matches.slice(i, i + 500).map((match) => ({
              id: newId(),
              user_id: match.userId,
              post_id: postId,
              alert_id: match.alertId,
              distance_km: match.distanceKm,
              created_at: at,
              pushed_at: null,
              emailed_at: null,
            })),
          )
          .onConflict((oc) => oc.columns(['user_id', 'post_id']).doNothing())
          .execute();
      }
      // Alerts in id order, locked in that order: two new posts matching the same alerts
      // then queue up instead of deadlocking.
      const sorted = [...alertIds].sort();
      for (let i = 0; i < sorted.length; i += 500) {
        const ids = sorted.slice(i, i + 500);
        let ordered = trx.selectFrom('alerts').select('id').where('id', 'in', ids).orderBy('id');
        if (engine === 'postgres') ordered = ordered.forNoKeyUpdate();
        await trx
          .updateTable('alerts')
          .set({ last_matched_at: at })
          .where('id', 'in', ordered)
          .execute();
      }
    },

    /** Whether matches wait for a digest (one recorded while the last digest was written). */
    async hasUnemailed(trx: Db, userId: string) {
      const row = await trx
        .selectFrom('alert_matches')
        .select('id')
        .where('user_id', '=', userId)
        .where('emailed_at', 'is', null)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Takes the person's row first in every transaction about their alerts (a match, a
     * digest), so two of them run one after the other, never both under the push cap, and
     * always lock in the same order (no deadlock). PostgreSQL only: SQLite's single writer
     * already runs transactions one at a time. NO KEY UPDATE leaves the foreign-key checks of
     * new matches free to go on.
     */
    async lockPerson(trx: Db, userId: string) {
      if (engine !== 'postgres') return;
      await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .forNoKeyUpdate()
        .execute();
    },

    /** Alert pushes the person got since `since` (the hourly cap). */
    async pushesSince(trx: Db, userId: string, since: Date) {
      const row = await trx
        .selectFrom('alert_matches')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('pushed_at', '>', since.toISOString())
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    async markPushed(trx: Db, userId: string, postId: string, now: Date) {
      await trx
        .updateTable('alert_matches')
        .set({ pushed_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('post_id', '=', postId)
        .execute();
    },

    /**
     * Sets when the person's next digest goes out, unless one is already waiting: the time
     * `period` after the last one, or now. Null when a digest was already waiting.
     */
    async scheduleDigest(trx: Db, userId: string, now: Date, periodMs: number) {
      const user = await trx
        .selectFrom('users')
        .select('alert_digest_sent_at')
        .where('id', '=', userId)
        .executeTakeFirst();
      const last = user?.alert_digest_sent_at ? Date.parse(user.alert_digest_sent_at) : 0;
      const due = new Date(Math.max(now.getTime(), last + periodMs));
      const result = await trx
        .updateTable('users')
        .set({ alert_digest_due_at: due.toISOString() })
        .where('id', '=', userId)
        .where('alert_digest_due_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? due : null;
    },

    /** The matches not emailed yet, oldest first, with their posts and a photo. */
    unemailed(userId: string) {
      return db
        .selectFrom('alert_matches')
        .innerJoin('posts', 'posts.id', 'alert_matches.post_id')
        .select([
          'alert_matches.id as match_id',
          'alert_matches.distance_km',
          'posts.id',
          'posts.user_id',
          'posts.title',
          'posts.price_centavos',
          'posts.qty',
          'posts.unit',
          'posts.status',
          'posts.expires_at',
          sql<string | null>`(select thumb_path from post_images
            where post_images.post_id = posts.id order by position limit 1)`.as('thumb_path'),
        ])
        .where('alert_matches.user_id', '=', userId)
        .where('alert_matches.emailed_at', 'is', null)
        .orderBy('alert_matches.created_at')
        .execute();
    },

    /**
     * The digest went out (or had nothing left to say): those matches are done, and the next
     * digest waits for a new match. Matches recorded meanwhile stay for the next one.
     */
    async digestSent(trx: Db, userId: string, matchIds: string[], sent: boolean, now: Date) {
      const at = now.toISOString();
      for (let i = 0; i < matchIds.length; i += 500) {
        await trx
          .updateTable('alert_matches')
          .set({ emailed_at: at })
          .where('id', 'in', matchIds.slice(i, i + 500))
          .execute();
      }
      await trx
        .updateTable('users')
        .set({ alert_digest_due_at: null, ...(sent ? { alert_digest_sent_at: at } : {}) })
        .where('id', '=', userId)
        .execute();
    },
  };
}

export type MatchRepository = ReturnType<typeof createMatchRepository>;
