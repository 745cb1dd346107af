import { describe, expect, it } from 'vitest';
import { SUKI_MAX_FOLLOWED, SUKI_NOTICE_WINDOW_MS } from '@core/schemas';
import {
  followRefusal,
  foldDueAt,
  mayTellNow,
  sellerNotifies,
  withinFollowerRange,
} from './policy';

// The rules of following a seller, read directly (the API tests go through them too).

const MANILA = { lat: 14.5995, lng: 120.9842 };
const base = {
  followerId: 'a',
  sellerId: 'b',
  sellerExists: true,
  blocked: false,
  alreadyFollowing: false,
  followedCount: 0,
};

describe('followRefusal', () => {
  it('lets a person follow another who exists, with no block, under the cap', () => {
    expect(followRefusal(base)).toBeNull();
  });

  it('refuses oneself first, then an unknown person, then a block, then the cap', () => {
    expect(followRefusal({ ...base, sellerId: 'a', sellerExists: false, blocked: true })).toBe(
      'self',
    );
    expect(followRefusal({ ...base, sellerExists: false, blocked: true })).toBe('unknown');
    expect(followRefusal({ ...base, blocked: true, followedCount: 999 })).toBe('blocked');
    expect(followRefusal({ ...base, followedCount: SUKI_MAX_FOLLOWED })).toBe('limit');
    expect(followRefusal({ ...base, followedCount: SUKI_MAX_FOLLOWED - 1 })).toBeNull();
  });

  it('never counts following again against the cap', () => {
    expect(
      followRefusal({ ...base, alreadyFollowing: true, followedCount: SUKI_MAX_FOLLOWED }),
    ).toBeNull();
  });
});

describe('withinFollowerRange', () => {
  const twoKmNorth = { lat: MANILA.lat + 2 / 111.195, lng: MANILA.lng };
  it('reaches everyone whose range or place is unknown', () => {
    expect(withinFollowerRange(twoKmNorth, { rangeKm: null, near: MANILA })).toBe(true);
    expect(withinFollowerRange(twoKmNorth, { rangeKm: 1, near: null })).toBe(true);
  });

  it('reaches a follower with both only within the range, its edge included', () => {
    expect(withinFollowerRange(twoKmNorth, { rangeKm: 1, near: MANILA })).toBe(false);
    expect(withinFollowerRange(twoKmNorth, { rangeKm: 2.001, near: MANILA })).toBe(true);
  });
});

describe('the notification window', () => {
  const now = new Date('2026-12-06T10:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('tells at once when nothing was told, or the window after the last has passed', () => {
    expect(mayTellNow(null, now)).toBe(true);
    expect(mayTellNow(ago(SUKI_NOTICE_WINDOW_MS), now)).toBe(true);
    expect(mayTellNow(ago(SUKI_NOTICE_WINDOW_MS - 1), now)).toBe(false);
  });

  it('tells the folded posts when the window ends', () => {
    expect(foldDueAt(ago(60_000)).getTime()).toBe(now.getTime() - 60_000 + SUKI_NOTICE_WINDOW_MS);
  });

  it('lets no banned seller notify while the ban lasts', () => {
    expect(sellerNotifies(null, now)).toBe(true);
    expect(sellerNotifies(ago(-60_000), now)).toBe(false);
    expect(sellerNotifies(ago(60_000), now)).toBe(true);
  });
});
