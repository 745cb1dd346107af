import { describe, expect, it } from 'vitest';
import { callFor, menuActions, type MenuPost } from './menuActions';

const now = new Date('2025-06-10T12:00:00Z');
const live: MenuPost = { status: 'active', expires_at: '2025-06-12T15:59:59.999Z' };
const keys = (post: MenuPost) => menuActions(post, now).map((action) => action.key);

describe('menuActions', () => {
  it('offers edit, sold, cancel and delete on a live post', () => {
    expect(menuActions(live, now)).toEqual([
      { key: 'edit' },
      { key: 'complete' },
      { key: 'cancel' },
      { key: 'delete' },
    ]);
  });

  it('disables edit on an expired post, with its reason, and archives instead of canceling', () => {
    const expired = { ...live, expires_at: '2025-06-09T15:59:59.999Z' };
    expect(menuActions(expired, now)).toEqual([
      { key: 'edit', disabledReason: 'expired' },
      { key: 'complete' },
      { key: 'archive' },
      { key: 'delete' },
    ]);
    // The server's flag counts even when this phone's clock says otherwise.
    expect(menuActions({ ...live, is_expired: true }, now)[0]).toEqual({
      key: 'edit',
      disabledReason: 'expired',
    });
  });

  it('offers only delete on completed and canceled posts, expired or not', () => {
    expect(keys({ ...live, status: 'completed' })).toEqual(['delete']);
    expect(keys({ ...live, status: 'hidden' })).toEqual(['delete']);
    expect(keys({ status: 'hidden', expires_at: '2020-01-01T00:00:00Z' })).toEqual(['delete']);
  });

  it('never offers cancel and archive together', () => {
    for (const post of [live, { ...live, is_expired: true }]) {
      const offered = keys(post);
      expect(offered.includes('cancel') && offered.includes('archive')).toBe(false);
    }
  });
});

describe('callFor', () => {
  it('archives with the cancel call', () => {
    expect(callFor('archive')).toBe('cancel');
    expect(callFor('cancel')).toBe('cancel');
    expect(callFor('complete')).toBe('complete');
    expect(callFor('delete')).toBe('delete');
  });
});
