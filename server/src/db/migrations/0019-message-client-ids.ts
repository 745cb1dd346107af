import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The id a phone gives a message it may send more than once (a send whose answer never came,
 * a queue emptied again after the signal came back). One message per sender, thread and id:
 * the unique index is what stops the second copy, even when both arrive at the same moment.
 * Partial, as most messages carry no id; NULL ids never collide on either engine anyway.
 */
export function messageClientIdsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('messages').addColumn('client_id', 'text').execute();
      await db.schema
        .createIndex('messages_client_id')
        .on('messages')
        .columns(['thread_id', 'sender_id', 'client_id'])
        .unique()
        .where(sql.ref('client_id'), 'is not', null)
        .execute();
    },
  };
}
