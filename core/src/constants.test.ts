import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('constants', () => {
  it('keep the SPEC §9 values', () => {
    expect([c.HOME_PAGE_SIZE, c.PROFILE_POSTS_PAGE_SIZE, c.PROFILE_REVIEWS_PAGE_SIZE]).toEqual([
      10, 10, 5,
    ]);
    expect([c.PRICE_MAX, c.QTY_MAX, c.EXPIRY_DAYS_MIN, c.EXPIRY_DAYS_MAX]).toEqual([
      100000, 100000, 1, 30,
    ]);
    expect([c.CHAT_REFRESH_MS, c.ADMIN_COUNTS_REFRESH_MS, c.GEO_TIMEOUT_MS]).toEqual([
      5000, 30000, 10000,
    ]);
    expect(c.BAN_OPTIONS).toEqual([1, 7, 30, 'permanent']);
  });

  it('keep the photo compression settings consistent', () => {
    expect(c.PHOTO_TARGET_BYTES).toBeLessThan(c.PHOTO_MAX_BYTES);
    expect(c.PHOTO_QUALITY_START - c.PHOTO_QUALITY_STEP).toBeGreaterThan(c.PHOTO_QUALITY_FLOOR);
    expect(c.PHOTO_MAX_BYTES).toBe(2 * 1024 * 1024);
  });

  it('keep the defaults inside their ranges', () => {
    expect(c.DEFAULT_SEARCH_RANGE_KM).toBeGreaterThanOrEqual(c.SEARCH_RANGE_MIN_KM);
    expect(c.DEFAULT_SEARCH_RANGE_KM).toBeLessThanOrEqual(c.SEARCH_RANGE_MAX_KM);
    expect(c.RATING_DEFAULT).toBeGreaterThanOrEqual(c.RATING_MIN);
    expect(c.RATING_DEFAULT).toBeLessThanOrEqual(c.RATING_MAX);
  });
});
