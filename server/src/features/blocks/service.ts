import { AppError, notFound } from '../../platform/errors';
import type { BlockRepository } from './repository';

/** What the posts and threads features ask about blocks; read-only. */
export interface BlockChecks {
  /** Everyone the user blocked or was blocked by. */
  relatedIds(userId: string): Promise<string[]>;
  /** Whether either of the two blocked the other. */
  between(a: string, b: string): Promise<boolean>;
}

/**
 * Starting or continuing a conversation across a block. The same words whichever side
 * blocked: the person blocked is never told who did it.
 */
export const blockedError = () => new AppError('blocked', 403, "You can't message this user.");

export function createBlockService(blocks: BlockRepository) {
  return {
    async block(blockerId: string, userId: string) {
      if (blockerId === userId) throw new AppError('bad_request', 400, "You can't block yourself.");
      if (!(await blocks.userExists(userId))) throw notFound('User not found.');
      await blocks.block(blockerId, userId);
      return (await blocks.find(blockerId, userId))!;
    },

    unblock: (blockerId: string, userId: string) => blocks.unblock(blockerId, userId),

    list: (blockerId: string) => blocks.list(blockerId),
  };
}

export type BlockService = ReturnType<typeof createBlockService>;
