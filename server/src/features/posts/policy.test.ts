import { describe, expect, it } from 'vitest';
import { canDeletePost, canEditPost, canSeePost, postPermissions } from './policy';

const owner = { id: 'u1', isAdmin: false };
const other = { id: 'u2', isAdmin: false };
const admin = { id: 'a1', isAdmin: true };
const post = (status: 'active' | 'hidden' | 'completed') => ({ user_id: 'u1', status });

describe('post policy', () => {
  it('lets only the owner edit, cancel or complete, and only while active', () => {
    expect(postPermissions(owner, post('active'))).toEqual({
      edit: true,
      cancel: true,
      complete: true,
      delete: true,
    });
    for (const status of ['hidden', 'completed'] as const) {
      expect(canEditPost(owner, post(status))).toBe(false);
      expect(canDeletePost(owner, post(status))).toBe(true);
    }
    for (const user of [other, admin, null]) {
      expect(postPermissions(user, post('active'))).toEqual({
        edit: false,
        cancel: false,
        complete: false,
        delete: false,
      });
    }
  });

  it('shows active and sold posts to all, canceled ones only to the owner and admins', () => {
    expect(canSeePost(null, post('active'))).toBe(true);
    expect(canSeePost(null, post('completed'))).toBe(true);
    expect(canSeePost(null, post('hidden'))).toBe(false);
    expect(canSeePost(other, post('hidden'))).toBe(false);
    expect(canSeePost(owner, post('hidden'))).toBe(true);
    expect(canSeePost(admin, post('hidden'))).toBe(true);
  });
});
