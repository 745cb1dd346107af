import type { Db } from '../../db/database';
import type { ModerationActionsTable } from '../../db/schema';
import { newId } from '../../platform/tokens';

export interface ModerationEntry {
  adminId: string;
  action: string;
  subjectType: ModerationActionsTable['subject_type'];
  subjectId: string;
  details?: Record<string, unknown>;
}

/** Writes one line of the moderation log; call it inside the action's own transaction. */
export async function recordAction(trx: Db, entry: ModerationEntry, now = new Date()) {
  await trx
    .insertInto('moderation_actions')
    .values({
      id: newId(),
      admin_id: entry.adminId,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      details: entry.details ? JSON.stringify(entry.details) : null,
      created_at: now.toISOString(),
    })
    .execute();
}
