import { z } from 'zod';
import type { ReportListRow } from './repository';

export const reportSchema = z.object({
  id: z.string(),
  status: z.enum(['new', 'reviewed']),
  reason: z.string(),
  reporter_id: z.string().nullable(),
  subject_id: z.string(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});

export const reportListItemSchema = reportSchema.extend({
  post: z.object({
    id: z.string(),
    title: z.string(),
    status: z.enum(['active', 'hidden', 'completed']),
    user_id: z.string(),
  }),
  reporter: z
    .object({ id: z.string(), username: z.string(), display_name: z.string().nullable() })
    .nullable(),
});

type ReportBase = Pick<
  ReportListRow,
  'id' | 'status' | 'reason' | 'reporter_id' | 'post_id' | 'created_at' | 'reviewed_at'
>;

export const presentReport = (row: ReportBase): z.infer<typeof reportSchema> => ({
  id: row.id,
  status: row.status,
  reason: row.reason,
  reporter_id: row.reporter_id,
  subject_id: row.post_id,
  created_at: row.created_at,
  reviewed_at: row.reviewed_at,
});

export const presentReportListItem = (
  row: ReportListRow,
): z.infer<typeof reportListItemSchema> => ({
  ...presentReport(row),
  post: {
    id: row.post_id,
    title: row.post_title,
    status: row.post_status,
    user_id: row.post_owner_id,
  },
  reporter:
    row.reporter_id && row.reporter_username
      ? {
          id: row.reporter_id,
          username: row.reporter_username,
          display_name: row.reporter_display_name,
        }
      : null,
});
