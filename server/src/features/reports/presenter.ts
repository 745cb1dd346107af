import { z } from 'zod';
import { REPORT_TYPES } from '@core/constants';
import type { ReportListRow } from './repository';

export const reportSchema = z.object({
  id: z.string(),
  /** What is reported (issue 21): `subject_id` is that post's or that review's id. */
  type: z.enum(REPORT_TYPES),
  status: z.enum(['new', 'reviewed']),
  reason: z.string(),
  reporter_id: z.string().nullable(),
  subject_id: z.string(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});

const person = z.object({
  id: z.string(),
  username: z.string(),
  display_name: z.string().nullable(),
});

export const reportListItemSchema = reportSchema.extend({
  /** The post reported; null for a review report. */
  post: z
    .object({
      id: z.string(),
      title: z.string(),
      status: z.enum(['active', 'hidden', 'completed']),
      user_id: z.string(),
    })
    .nullable(),
  /** The review reported, with who wrote it and about whom; null for a post report. */
  review: z
    .object({
      id: z.string(),
      rating: z.number().int(),
      comment: z.string().nullable(),
      /** An admin removed it: it no longer shows or counts anywhere. */
      removed: z.boolean(),
      reviewer: person.nullable(),
      reviewee: person,
    })
    .nullable(),
  reporter: person.nullable(),
});

type ReportBase = Pick<
  ReportListRow,
  | 'id'
  | 'subject_type'
  | 'status'
  | 'reason'
  | 'reporter_id'
  | 'post_id'
  | 'review_id'
  | 'created_at'
  | 'reviewed_at'
>;

export const presentReport = (row: ReportBase): z.infer<typeof reportSchema> => ({
  id: row.id,
  type: row.subject_type,
  status: row.status,
  reason: row.reason,
  reporter_id: row.reporter_id,
  // The table's check keeps the id of the report's own type set.
  subject_id: (row.subject_type === 'post' ? row.post_id : row.review_id) ?? '',
  created_at: row.created_at,
  reviewed_at: row.reviewed_at,
});

const personOf = (id: string | null, username: string | null, displayName: string | null) =>
  id && username ? { id, username, display_name: displayName } : null;

function reviewOf(row: ReportListRow): z.infer<typeof reportListItemSchema>['review'] {
  const reviewee = personOf(row.reviewee_id, row.reviewee_username, row.reviewee_display_name);
  if (!row.review_id || row.review_rating === null || !reviewee) return null;
  return {
    id: row.review_id,
    rating: row.review_rating,
    comment: row.review_comment,
    removed: row.review_removed_at !== null,
    reviewer: personOf(row.reviewer_id, row.reviewer_username, row.reviewer_display_name),
    reviewee,
  };
}

export const presentReportListItem = (
  row: ReportListRow,
): z.infer<typeof reportListItemSchema> => ({
  ...presentReport(row),
  post:
    row.post_id && row.post_title !== null && row.post_status && row.post_owner_id
      ? {
          id: row.post_id,
          title: row.post_title,
          status: row.post_status,
          user_id: row.post_owner_id,
        }
      : null,
  review: reviewOf(row),
  reporter: personOf(row.reporter_id, row.reporter_username, row.reporter_display_name),
});
