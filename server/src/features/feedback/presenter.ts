import { z } from 'zod';
import type { FeedbackRow } from './repository';

export const feedbackSchema = z.object({
  id: z.string(),
  category: z.enum(['bug', 'idea', 'other']),
  status: z.enum(['new', 'reviewed']),
  message: z.string(),
  path: z.string().nullable(),
  user_agent: z.string().nullable(),
  images: z.array(z.string()),
  user_id: z.string().nullable(),
  username: z.string().nullable(),
  /** The contact address: the one given, else the signed-in sender's account email. */
  email: z.string().nullable(),
  created_at: z.string(),
});

export const presentFeedback = (row: FeedbackRow): z.infer<typeof feedbackSchema> => ({
  id: row.id,
  category: row.category,
  status: row.status,
  message: row.message,
  path: row.path,
  user_agent: row.user_agent,
  images: row.image_path ? [row.image_path] : [],
  user_id: row.user_id,
  username: row.user_username,
  email: row.email ?? row.user_email,
  created_at: row.created_at,
});
