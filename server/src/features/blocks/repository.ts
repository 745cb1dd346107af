import type { Db } from '../../db/database';
import { newId } from '../../platform/tokens';
import { endFollowsBetween } from '../suki/repository';

/** Who blocked whom. A block works both ways, so most reads look at both columns. */
export function createBlockRepository(db: Db) {
  /** The people `blockerId` blocked, as the API shows them. */
  const blockedBy = (blockerId: string) =>
    db
      .selectFrom('blocks')
      .innerJoin('users', 'users.id', 'blocks.blocked_id')
      .select([
        'blocks.blocked_id as user_id',
        'users.username',
        'users.display_name',
        'blocks.created_at',
      ])
      .where('blocks.blocker_id', '=', blockerId);

  return {
    async userExists(userId: string) {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Blocking again changes nothing: the unique pair keeps one row. A block ends the follows
     * (suki) between the two, both ways, in the same transaction.
     */
    async block(blockerId: string, blockedId: string, now = new Date()) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('blocks')
          .values({
            id: newId(),
            blocker_id: blockerId,
            blocked_id: blockedId,
            created_at: now.toISOString(),
          })
          .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
          .execute();
        await endFollowsBetween(trx, blockerId, blockedId);
      });
    },

    async unblock(blockerId: string, blockedId: string) {
      await db
        .deleteFrom('blocks')
        .where('blocker_id', '=', blockerId)
        .where('blocked_id', '=', blockedId)
        .execute();
    },

    /** The people `blockerId` blocked, newest first, as the profile lists them. */
    list(blockerId: string) {
      return blockedBy(blockerId)
        .orderBy('blocks.created_at', 'desc')
        .orderBy('blocks.id')
        .execute();
    },

    find(blockerId: string, blockedId: string) {
      return blockedBy(blockerId).where('blocks.blocked_id', '=', blockedId).executeTakeFirst();
    },

    /** Everyone `userId` blocked or was blocked by: the authors their lists leave out. */
    async relatedIds(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('blocks')
        .select('blocked_id as id')
        .where('blocker_id', '=', userId)
        .union(db.selectFrom('blocks').select('blocker_id as id').where('blocked_id', '=', userId))
        .execute();
      return rows.map((row) => row.id);
    },

    /** Whether either of the two blocked the other. */
    async between(a: string, b: string) {
      const row = await db
        .selectFrom('blocks')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
            eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
          ]),
        )
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Of `userIds`, those who blocked `authorId` or were blocked by them (alert matching). */
    async relatedAmong(authorId: string, userIds: string[]): Promise<Set<string>> {
      const related = new Set<string>();
      for (let i = 0; i < userIds.length; i += 500) {
        const ids = userIds.slice(i, i + 500);
        const rows = await db
          .selectFrom('blocks')
          .select(['blocker_id', 'blocked_id'])
          .where((eb) =>
            eb.or([
              eb.and([eb('blocker_id', '=', authorId), eb('blocked_id', 'in', ids)]),
              eb.and([eb('blocked_id', '=', authorId), eb('blocker_id', 'in', ids)]),
            ]),
          )
          .execute();
        for (const row of rows) {
          related.add(row.blocker_id === authorId ? row.blocked_id : row.blocker_id);
        }
      }
      return related;
    },
  };
}

export type BlockRepository = ReturnType<typeof createBlockRepository>;
