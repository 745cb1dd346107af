import type { Db } from '../../db/database';
import { newId } from '../../platform/tokens';

/** A session ends after 30 days without use; each use pushes the end back. */
export const SESSION_IDLE_DAYS = 30;
const DAY_MS = 86_400_000;
/** Refresh last use at most hourly, so reads do not turn into a write each. */
const TOUCH_INTERVAL_MS = 3_600_000;

export function createSessionRepository(db: Db) {
  return {
    async create(userId: string, tokenHash: string, now = new Date()) {
      await db
        .insertInto('sessions')
        .values({
          id: newId(),
          user_id: userId,
          token_hash: tokenHash,
          created_at: now.toISOString(),
          last_used_at: now.toISOString(),
          expires_at: new Date(now.getTime() + SESSION_IDLE_DAYS * DAY_MS).toISOString(),
        })
        .execute();
    },

    /** The live session of a token hash, with what authorisation needs to know of its user. */
    findLive(tokenHash: string, now = new Date()) {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'sessions.id as session_id',
          'sessions.last_used_at',
          'users.id',
          'users.email',
          'users.username',
          'users.is_admin',
          'users.banned_until',
        ])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.expires_at', '>', now.toISOString())
        .executeTakeFirst();
    },

    /**
     * Of these sessions, the ones still live whose person is not banned: a live stream (issue
     * 23) whose session is not among them is closed.
     */
    async stillAllowed(tokenHashes: readonly string[], now = new Date()): Promise<Set<string>> {
      if (tokenHashes.length === 0) return new Set();
      const rows = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select('sessions.token_hash')
        .where('sessions.token_hash', 'in', tokenHashes)
        .where('sessions.expires_at', '>', now.toISOString())
        .where((eb) =>
          eb.or([
            eb('users.banned_until', 'is', null),
            eb('users.banned_until', '<=', now.toISOString()),
          ]),
        )
        .execute();
      return new Set(rows.map((row) => row.token_hash));
    },

    async touchIfStale(sessionId: string, lastUsedAt: string, now = new Date()) {
      if (now.getTime() - new Date(lastUsedAt).getTime() < TOUCH_INTERVAL_MS) return;
      await db
        .updateTable('sessions')
        .set({
          last_used_at: now.toISOString(),
          expires_at: new Date(now.getTime() + SESSION_IDLE_DAYS * DAY_MS).toISOString(),
        })
        .where('id', '=', sessionId)
        .execute();
    },

    async revoke(tokenHash: string) {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    async revokeAllOf(userId: string) {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },

    async deleteExpired(now = new Date()) {
      await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
