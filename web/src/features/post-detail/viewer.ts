import { postPermissions } from '@core/post-policy';
import { isApiError } from '../../api/client';
import { ownerMark, type OwnerMark, type SessionStatus } from '../../app/session';
import type { PostDetail, PostDetailAuthor } from './types';

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

/**
 * Which of a post's parts to draw: the seller's ("Your post", the amounts reserved and sold,
 * their tools) and everyone else's (the distance, Message, Contact, Block, Report). While the
 * session is unknown both are drawn, each marked, and the page's <head> shows the right ones
 * (core/signed-in-hint.ts): nothing moves when the app learns who is looking (issue 22).
 */
export interface ViewerParts {
  owner: boolean;
  others: boolean;
  ownerMark?: OwnerMark;
  othersMark?: OwnerMark;
}

export function viewerParts(viewer: ViewerKind, ownerId: string): ViewerParts {
  if (viewer !== 'loading') return { owner: viewer === 'owner', others: viewer !== 'owner' };
  return {
    owner: true,
    others: true,
    ownerMark: ownerMark('owner', ownerId),
    othersMark: ownerMark('others', ownerId),
  };
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

/**
 * The seller's tools on their own post, by the rules the server applies (core/post-policy.ts).
 * The post's own `permissions` are the answer to whoever asked: a visitor's until the page
 * has asked again with the session, which may come after the app knows who is looking.
 */
export function ownerPermissions(post: Pick<PostDetail, 'user_id' | 'status'>) {
  return postPermissions({ id: post.user_id, isAdmin: false }, post);
}
