import { z } from 'zod';
import type { SukiRepository } from './repository';

type PageRow = Awaited<ReturnType<SukiRepository['page']>>['rows'][number];
type LatestRow = Awaited<ReturnType<SukiRepository['latestPosts']>>[number];

/** A seller's latest live post, as a follower's list shows it. */
export const latestPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: z.number(),
  qty: z.number(),
  unit: z.string(),
  thumb_url: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
});

/** One followed seller in GET /api/me/suki. */
export const followedSellerSchema = z.object({
  user_id: z.string(),
  username: z.string(),
  display_name: z.string().nullable(),
  photo_url: z.string().nullable(),
  /** When the caller became their suki. */
  since: z.string(),
  latest_post: latestPostSchema.nullable(),
});

/** PUT, DELETE and GET /api/me/suki/{userId}: whether the caller follows the seller now. */
export const sukiStateSchema = z.object({
  user_id: z.string(),
  suki: z.boolean(),
  since: z.string().nullable(),
  /** The seller's suki now, for the profile's count beside the button. */
  suki_count: z.number(),
});

export function presentFollowedSeller(row: PageRow, latest: Map<string, LatestRow>) {
  const post = row.latest_post_id ? latest.get(row.latest_post_id) : undefined;
  return {
    user_id: row.user_id,
    username: row.username,
    display_name: row.display_name,
    photo_url: row.photo_path,
    since: row.created_at,
    latest_post: post
      ? {
          id: post.id,
          title: post.title,
          price: post.price_centavos / 100,
          qty: Number(post.qty),
          unit: post.unit,
          thumb_url: post.thumb_path,
          expires_at: post.expires_at,
          created_at: post.created_at,
        }
      : null,
  };
}
