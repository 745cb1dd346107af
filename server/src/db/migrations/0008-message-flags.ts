import type { Kysely, Migration } from 'kysely';
import { scamFlags, serializeScamFlags } from '@core/scam-flags';

const PAGE = 1000;

/**
 * The scam guard's flags on each message (issue 12): 'contact,link,payment' or '' when none,
 * as core/src/scam-flags.ts writes them. Messages already kept are looked at here, by the same
 * code as new ones, so a conversation under way warns about what was said before the upgrade.
 * The index serves the admin users list, which counts each person's flagged messages.
 */
export function messageFlagsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('messages')
        .addColumn('flags', 'text', (c) => c.notNull().defaultTo(''))
        .execute();

      const messages = db as Kysely<{ messages: { id: string; body: string; flags: string } }>;
      // A page at a time by id keeps memory flat; only flagged messages are written.
      let after = '';
      for (;;) {
        const page = await messages
          .selectFrom('messages')
          .select(['id', 'body'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE)
          .execute();
        if (page.length === 0) break;
        for (const row of page) {
          const flags = serializeScamFlags(scamFlags(row.body));
          if (flags) {
            await messages
              .updateTable('messages')
              .set({ flags })
              .where('id', '=', row.id)
              .execute();
          }
        }
        after = page[page.length - 1]!.id;
      }

      await db.schema
        .createIndex('messages_sender_flags')
        .on('messages')
        .columns(['sender_id', 'flags'])
        .execute();
    },
  };
}
