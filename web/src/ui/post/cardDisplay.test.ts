import { describe, expect, it } from 'vitest';
import {
  amountLeft,
  cardImagePath,
  expiryBadge,
  formatExpiryDate,
  isAllReserved,
  statusBadge,
} from './cardDisplay';
import { PHILIPPINE_TIME } from '../../i18n/pageClock';
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
    const text = formatExpiryDate(post.expires_at, 'en', { now, zone: 'device' });
    expect(text).toMatch(/12/);
    expect(text).toMatch(/Jun/);
    expect(text).not.toMatch(/2025/);
  });

  it('counts the year in the zone it writes in', () => {
    // 31 December 20:00 UTC is New Year's Day in Manila: a year away for a phone there.
    const eve = new Date(Date.UTC(2026, 11, 31, 12));
    const expires = new Date(Date.UTC(2026, 11, 31, 20)).toISOString();
    expect(formatExpiryDate(expires, 'en', { now: eve, zone: PHILIPPINE_TIME })).toBe(
      'Jan 1, 2027',
    );
    expect(formatExpiryDate(expires, 'en', { now: eve, zone: 0 })).toBe('Dec 31');
  });

  it('adds the year across New Year, and returns unreadable input as it is', () => {
    expect(
      formatExpiryDate(new Date(2026, 0, 2).toISOString(), 'en', { now, zone: 'device' }),
    ).toMatch(/2026/);
    expect(formatExpiryDate('soon', 'en', { now, zone: 'device' })).toBe('soon');
  });
});

describe('amountLeft', () => {
  const shared = { ...post, qty: 10, qty_reserved: 2, qty_sold: 3, qty_available: 5 };

  it('shows what is left of a live post when part is sold or held', () => {
    expect(amountLeft(shared)).toEqual({ left: 5, of: 10 });
    expect(amountLeft({ ...shared, qty_sold: 0, qty_available: 8 })).toEqual({ left: 8, of: 10 });
  });

  it('says nothing when all of it is there, the post is closed, or the list did not say', () => {
    expect(amountLeft({ ...shared, qty_reserved: 0, qty_sold: 0, qty_available: 10 })).toBeNull();
    expect(amountLeft({ ...shared, status: 'completed', qty_available: 0 })).toBeNull();
    expect(amountLeft(post)).toBeNull();
  });
});

describe('isAllReserved', () => {
  it('is true only when nothing is available but some is held on a live post', () => {
    const held = { ...post, qty: 4, qty_reserved: 4, qty_sold: 0, qty_available: 0 };
    expect(isAllReserved(held)).toBe(true);
    expect(isAllReserved({ ...held, qty_reserved: 0, qty_sold: 4 })).toBe(false);
    expect(isAllReserved({ ...held, qty_available: 1 })).toBe(false);
    expect(isAllReserved({ ...held, status: 'hidden' })).toBe(false);
    expect(isAllReserved(post)).toBe(false);
  });
});
