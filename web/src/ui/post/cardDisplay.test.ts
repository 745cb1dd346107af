import { describe, expect, it } from 'vitest';
import {
  cardImagePath,
  expiryBadge,
  formatExpiryDate,
  formatQuantity,
  statusBadge,
} from './cardDisplay';
import type { PostCardData } from './types';

const now = new Date(2025, 5, 10, 12, 0);
const post: PostCardData = {
  id: 'p1',
  title: 'Tomatoes',
  price: 120,
  qty: 2,
  unit: 'kg',
  status: 'active',
  expires_at: new Date(2025, 5, 12, 23, 59).toISOString(),
};

describe('cardImagePath', () => {
  it('prefers the thumbnail, then the first photo, then nothing', () => {
    expect(
      cardImagePath({ ...post, thumbnail: '/media/a-thumb.jpg', images: ['/media/a.jpg'] }),
    ).toBe('/media/a-thumb.jpg');
    expect(cardImagePath({ ...post, thumbnail: null, images: ['/media/a.jpg'] })).toBe(
      '/media/a.jpg',
    );
    expect(cardImagePath({ ...post, thumbnail: null, images: [] })).toBeNull();
    expect(cardImagePath(post)).toBeNull();
  });
});

describe('expiryBadge', () => {
  it('shows the expiry date of a live post', () => {
    expect(expiryBadge(post, now)).toEqual({ kind: 'expires', iso: post.expires_at });
  });

  it('marks a post expired by the server flag or by the clock', () => {
    expect(expiryBadge({ ...post, is_expired: true }, now)).toEqual({ kind: 'expired' });
    expect(expiryBadge(post, new Date(2025, 5, 13))).toEqual({ kind: 'expired' });
  });
});

describe('statusBadge', () => {
  it('names completed and canceled (hidden) posts only', () => {
    expect(statusBadge({ ...post, status: 'completed' })).toBe('completed');
    expect(statusBadge({ ...post, status: 'hidden' })).toBe('canceled');
    expect(statusBadge(post)).toBeNull();
  });
});

describe('formatExpiryDate', () => {
  it('leaves the year out within the current year', () => {
    const text = formatExpiryDate(post.expires_at, 'en', now);
    expect(text).toMatch(/12/);
    expect(text).toMatch(/Jun/);
    expect(text).not.toMatch(/2025/);
  });

  it('adds the year across New Year, and returns unreadable input as it is', () => {
    expect(formatExpiryDate(new Date(2026, 0, 2).toISOString(), 'en', now)).toMatch(/2026/);
    expect(formatExpiryDate('soon', 'en', now)).toBe('soon');
  });
});

describe('formatQuantity', () => {
  it('groups thousands and keeps fractions', () => {
    expect(formatQuantity(1500, 'en')).toBe('1,500');
    expect(formatQuantity(0.5, 'tl')).toBe('0.5');
  });
});
