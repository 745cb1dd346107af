import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';
import { columnTypes } from './column-types';

/**
 * Reports of reviews beside reports of posts (issue 21): a report names its `subject_type`
 * and one subject, a post or a review. A review an admin removes stays stored, marked
 * `removed_at`, so its reports keep their context and its buyer cannot simply post it again.
 */
export function reviewReportsMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('reviews').addColumn('removed_at', t.timestamp).execute();

      if (engine === 'postgres') {
        await sql`alter table reports
          alter column post_id drop not null,
          add column subject_type text not null default 'post',
          add column review_id text references reviews(id) on delete cascade,
          add constraint reports_one_subject check (
            (subject_type = 'post' and post_id is not null and review_id is null) or
            (subject_type = 'review' and review_id is not null and post_id is null))`.execute(db);
      } else {
        // SQLite cannot drop a NOT NULL or add a check in place: the table is rebuilt, in one
        // transaction so a failure leaves the old one. No other table refers to reports.
        await db.transaction().execute(async (trx) => {
          await sql`create table reports_next (
            id text primary key,
            subject_type text not null default 'post',
            post_id text references posts(id) on delete cascade,
            review_id text references reviews(id) on delete cascade,
            reporter_id text references users(id) on delete set null,
            reason text not null,
            status text not null default 'new' check (status in ('new', 'reviewed')),
            created_at text not null,
            reviewed_at text,
            constraint reports_one_subject check (
              (subject_type = 'post' and post_id is not null and review_id is null) or
              (subject_type = 'review' and review_id is not null and post_id is null)))`.execute(
            trx,
          );
          await sql`insert into reports_next
              (id, subject_type, post_id, review_id, reporter_id, reason, status, created_at, reviewed_at)
            select id, 'post', post_id, null, reporter_id, reason, status, created_at, reviewed_at
            from reports`.execute(trx);
          await sql`drop table reports`.execute(trx);
          await sql`alter table reports_next rename to reports`.execute(trx);
          await trx.schema
            .createIndex('reports_status')
            .on('reports')
            .columns(['status', 'created_at'])
            .execute();
          await trx.schema
            .createIndex('reports_post_reporter')
            .on('reports')
            .columns(['post_id', 'reporter_id'])
            .execute();
        });
      }
      // "Already reported?" on each new report, and the reports a removal marks reviewed.
      await db.schema
        .createIndex('reports_review_reporter')
        .on('reports')
        .columns(['review_id', 'reporter_id'])
        .execute();
    },
  };
}
