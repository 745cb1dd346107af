import { isApiError } from '../../api/client';
import type { SessionStatus } from '../../app/session';
import type { PostDetailAuthor } from './types';

/**
 * Who is looking, which decides the bottom bar and the owner and report areas. While the
 * session is still being checked the page waits rather than flash the visitor's buttons.
 */
export type ViewerKind = 'loading' | 'visitor' | 'owner' | 'member';

export function viewerKind(
  status: SessionStatus,
  viewerId: string | null | undefined,
  ownerId: string,
): ViewerKind {
  if (status === 'loading') return 'loading';
  if (status === 'signedOut' || !viewerId) return 'visitor';
  return viewerId === ownerId ? 'owner' : 'member';
}

/** Why Message did not open a conversation, as a key of postDetail.message.errors. */
export type StartThreadFailure = 'ownPost' | 'unavailable' | 'banned' | 'signIn' | 'failed';

export function startThreadFailure(error: unknown): StartThreadFailure {
  if (!isApiError(error)) return 'failed';
  if (error.code === 'own_post') return 'ownPost';
  // A canceled post answers 404, a sold one post_unavailable: both are gone for the buyer.
  if (error.code === 'post_unavailable' || error.status === 404) return 'unavailable';
  if (error.code === 'banned') return 'banned';
  if (error.status === 401) return 'signIn';
  return 'failed';
}

/** The seller's chosen name, else their username. */
export function sellerName(author: Pick<PostDetailAuthor, 'display_name' | 'username'>): string {
  return author.display_name?.trim() || author.username;
}
