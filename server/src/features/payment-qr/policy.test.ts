import { describe, expect, it } from 'vitest';
import { threadQrRefusal, type ThreadQrFacts } from './policy';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

const buyer: ThreadQrFacts = {
  side: 'buyer',
  blocked: false,
  sellerBanned: false,
  sellerLeaving: false,
  reserved: false,
  soldAt: null,
};

describe('threadQrRefusal', () => {
  it('lets the seller see their own QR whatever the thread’s state', () => {
    for (const facts of [
      { ...buyer, side: 'seller' as const },
      { ...buyer, side: 'seller' as const, blocked: true, soldAt: hoursAgo(100) },
    ]) {
      expect(threadQrRefusal(facts, NOW)).toBeNull();
    }
  });

  it('lets the buyer see it only while food is reserved, or within 24 hours of a sale', () => {
    expect(threadQrRefusal(buyer, NOW)).toBe('unavailable');
    expect(threadQrRefusal({ ...buyer, reserved: true }, NOW)).toBeNull();
    expect(threadQrRefusal({ ...buyer, soldAt: hoursAgo(0) }, NOW)).toBeNull();
    expect(threadQrRefusal({ ...buyer, soldAt: hoursAgo(23.9) }, NOW)).toBeNull();
    expect(threadQrRefusal({ ...buyer, soldAt: hoursAgo(24) }, NOW)).toBe('unavailable');
    expect(threadQrRefusal({ ...buyer, soldAt: hoursAgo(25) }, NOW)).toBe('unavailable');
  });

  it('refuses anyone outside the thread, across a block, and while the seller is banned or leaving', () => {
    expect(threadQrRefusal({ ...buyer, side: null, reserved: true }, NOW)).toBe('unavailable');
    expect(threadQrRefusal({ ...buyer, reserved: true, blocked: true }, NOW)).toBe('blocked');
    expect(threadQrRefusal({ ...buyer, reserved: true, sellerBanned: true }, NOW)).toBe(
      'seller_unavailable',
    );
    expect(threadQrRefusal({ ...buyer, soldAt: hoursAgo(1), sellerLeaving: true }, NOW)).toBe(
      'seller_unavailable',
    );
  });
});
