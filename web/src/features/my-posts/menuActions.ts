import { isExpired } from '@core/expiry';
import type { PostStatus } from '@core/constants';

/**
 * What a post's menu offers. 'cancel' and 'archive' are the same call (POST /cancel, the
 * post becomes hidden); the menu names it by what it means to the seller: a live post is
 * canceled, an expired one (already out of the feed) is archived, put away from the Active
 * tab. Offering both on one post would be two names for one thing.
 */
export type MenuActionKey = 'edit' | 'complete' | 'cancel' | 'archive' | 'delete';

export interface MenuAction {
  key: MenuActionKey;
  /** Why the action is shown but cannot be used; SPEC §2: expired posts cannot be edited here. */
  disabledReason?: 'expired';
}

export interface MenuPost {
  status: PostStatus;
  expires_at: string;
  is_expired?: boolean;
}

/**
 * The menu for one post (SPEC §2, §4): completed and canceled posts are final, so they only
 * offer Delete. An expired post keeps Edit in the menu, disabled with its reason, so the
 * seller learns why it is missing instead of hunting for it.
 */
export function menuActions(post: MenuPost, now: Date = new Date()): MenuAction[] {
  if (post.status !== 'active') return [{ key: 'delete' }];
  const expired = Boolean(post.is_expired) || isExpired(post.expires_at, now);
  if (expired) {
    return [
      { key: 'edit', disabledReason: 'expired' },
      { key: 'complete' },
      { key: 'archive' },
      { key: 'delete' },
    ];
  }
  return [{ key: 'edit' }, { key: 'complete' }, { key: 'cancel' }, { key: 'delete' }];
}

/** The call behind each confirmed action (edit is a link, not a call). */
export type ConfirmedAction = Exclude<MenuActionKey, 'edit'>;

export function callFor(action: ConfirmedAction): 'cancel' | 'complete' | 'delete' {
  return action === 'archive' ? 'cancel' : action;
}
