import type { PostStatus } from './constants';

export interface PolicyUser {
  id: string;
  isAdmin: boolean;
}

export interface PolicyPost {
  user_id: string;
  status: PostStatus;
}

/**
 * Pure rules of SPEC §4 and §6: the service enforces them, the presenter sends a post's
 * permissions with it, and the web app draws a seller's tools by them before that answer comes.
 */
export const isOwner = (user: PolicyUser | null, post: PolicyPost) => user?.id === post.user_id;

/** Canceled (hidden) and completed posts are final: no edit, no cancel. */
export const isOpen = (post: PolicyPost) => post.status === 'active';

export const canEditPost = (user: PolicyUser | null, post: PolicyPost) =>
  isOwner(user, post) && isOpen(post);

export const canCancelPost = canEditPost;

export const canCompletePost = canEditPost;

export const canDeletePost = (user: PolicyUser | null, post: PolicyPost) => isOwner(user, post);

/**
 * Sold posts stay readable (with their badge) for buyers following a link; canceled or
 * removed ones only for their owner and admins. Others get 404.
 */
export const canSeePost = (user: PolicyUser | null, post: PolicyPost) =>
  post.status !== 'hidden' || isOwner(user, post) || Boolean(user?.isAdmin);

export function postPermissions(user: PolicyUser | null, post: PolicyPost) {
  return {
    edit: canEditPost(user, post),
    cancel: canCancelPost(user, post),
    complete: canCompletePost(user, post),
    delete: canDeletePost(user, post),
  };
}
