import { z } from 'zod';
import { quantitiesOf, quantitySchema } from '../posts/quantities';
import type { AdminPostRow, AdminUserRow, ModerationActionRow } from './repository';

export const adminPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(['active', 'hidden', 'completed']),
  user_id: z.string(),
  qty: z.number(),
  ...quantitySchema,
  expires_at: z.string(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
  author: z.object({
    id: z.string(),
    username: z.string(),
    display_name: z.string().nullable(),
    banned_until: z.string().nullable(),
  }),
});

export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  display_name: z.string().nullable(),
  /** Null for an account made with a mobile number (its number is not shown here). */
  email: z.string().nullable(),
  is_admin: z.boolean(),
  banned_until: z.string().nullable(),
  created_at: z.string(),
  post_count: z.number(),
  /** Messages of theirs the scam guard flagged (issue 12). */
  flagged_messages: z.number(),
});

export const moderationActionSchema = z.object({
  id: z.string(),
  admin_id: z.string().nullable(),
  admin_username: z.string().nullable(),
  action: z.string(),
  subject_type: z.enum(['post', 'user', 'report', 'feedback', 'review']),
  subject_id: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});

export const presentAdminPost = (row: AdminPostRow): z.infer<typeof adminPostSchema> => ({
  id: row.id,
  title: row.title,
  status: row.status,
  user_id: row.user_id,
  qty: row.qty,
  ...quantitiesOf(row),
  expires_at: row.expires_at,
  closed_at: row.closed_at,
  created_at: row.created_at,
  author: {
    id: row.user_id,
    username: row.author_username,
    display_name: row.author_display_name,
    banned_until: row.author_banned_until,
  },
});

export const presentAdminUser = (row: AdminUserRow): z.infer<typeof adminUserSchema> => ({
  id: row.id,
  username: row.username,
  display_name: row.display_name,
  email: row.email,
  is_admin: Boolean(row.is_admin),
  banned_until: row.banned_until,
  created_at: row.created_at,
  post_count: Number(row.post_count ?? 0),
  flagged_messages: Number(row.flagged_messages ?? 0),
});

function parseDetails(details: string | null): Record<string, unknown> | null {
  if (!details) return null;
  try {
    const value: unknown = JSON.parse(details);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export const presentAction = (
  row: ModerationActionRow,
): z.infer<typeof moderationActionSchema> => ({
  id: row.id,
  admin_id: row.admin_id,
  admin_username: row.admin_username,
  action: row.action,
  subject_type: row.subject_type,
  subject_id: row.subject_id,
  details: parseDetails(row.details),
  created_at: row.created_at,
});
