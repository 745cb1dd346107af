import type { ThreadParty, ThreadPost } from './types';

/** What to call the other person: their display name, else their username; null once gone. */
export function partyName(other: ThreadParty | null): string | null {
  if (!other) return null;
  return other.display_name?.trim() || other.username;
}

/** The small picture for a thread: the thumbnail when the server made one, else the photo. */
export function thumbnailPath(post: Pick<ThreadPost, 'thumbnail' | 'images'>): string | null {
  return post.thumbnail ?? post.images[0] ?? null;
}
