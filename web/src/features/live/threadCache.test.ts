import { describe, expect, it } from 'vitest';
import type { ChatMessage, ThreadDetail } from '../threads/types';
import { isSeenByOther, readBy, sentBy, withMessage } from './threadCache';

const BUYER = 'buyer-1';
const SELLER = 'seller-1';

const message = (id: string, sender: string | null, at: string): ChatMessage => ({
  id,
  sender_id: sender,
  body: `body ${id}`,
  created_at: at,
  flags: [],
});

const thread = (over: Partial<ThreadDetail> = {}) =>
  ({
    id: 't1',
    buyer_id: BUYER,
    seller_id: SELLER,
    my_role: 'buyer',
    unread_for_buyer: false,
    unread_for_seller: true,
    ...over,
  }) as ThreadDetail;

describe('withMessage', () => {
  const first = message('m1', BUYER, '2026-01-01T10:00:00.000Z');
  const second = message('m2', SELLER, '2026-01-01T10:01:00.000Z');

  it('appends a new message', () => {
    expect(withMessage({ data: [first] }, second)).toEqual({ data: [first, second] });
  });

  it('keeps the cache as it is when the message is already there (deduped by id)', () => {
    const current = { data: [first, second] };
    expect(withMessage(current, { ...second, body: 'a copy' })).toBe(current);
  });

  it('puts a message delivered late in its place by time', () => {
    const between = message('m3', BUYER, '2026-01-01T10:00:30.000Z');
    expect(withMessage({ data: [first, second] }, between)?.data.map((m) => m.id)).toEqual([
      'm1',
      'm3',
      'm2',
    ]);
  });

  it('creates nothing for a chat that was never loaded', () => {
    expect(withMessage(undefined, first)).toBeUndefined();
  });
});

describe('readBy and sentBy', () => {
  it('clears the reader’s side only', () => {
    const read = readBy(thread(), SELLER);
    expect(read).toMatchObject({ unread_for_seller: false, unread_for_buyer: false });
    expect(readBy(thread({ unread_for_buyer: true }), BUYER)?.unread_for_buyer).toBe(false);
  });

  it('returns the same object when nothing changes, or for someone not in the thread', () => {
    const current = thread();
    expect(readBy(current, BUYER)).toBe(current);
    expect(readBy(current, 'stranger')).toBe(current);
    expect(readBy(undefined, BUYER)).toBeUndefined();
  });

  it('makes the thread unread for the side that did not send', () => {
    expect(sentBy(thread({ unread_for_seller: false }), BUYER)?.unread_for_seller).toBe(true);
    expect(sentBy(thread(), SELLER)?.unread_for_buyer).toBe(true);
    const current = thread();
    expect(sentBy(current, null)).toBe(current);
  });
});

describe('isSeenByOther', () => {
  const mine = message('m1', BUYER, '2026-01-01T10:00:00.000Z');
  const theirs = message('m2', SELLER, '2026-01-01T10:01:00.000Z');

  it('is seen when my message is the last and the other side has read since', () => {
    expect(isSeenByOther(thread({ unread_for_seller: false }), [mine], BUYER)).toBe(true);
  });

  it('is not seen while the other side has it unread', () => {
    expect(isSeenByOther(thread({ unread_for_seller: true }), [mine], BUYER)).toBe(false);
  });

  it('shows nothing when their message is the last, or there is none', () => {
    expect(isSeenByOther(thread({ unread_for_seller: false }), [mine, theirs], BUYER)).toBe(false);
    expect(isSeenByOther(thread({ unread_for_seller: false }), [], BUYER)).toBe(false);
  });

  it('reads the buyer’s flag when the viewer is the seller', () => {
    const seller = thread({ my_role: 'seller', unread_for_buyer: false, unread_for_seller: true });
    expect(isSeenByOther(seller, [theirs], SELLER)).toBe(true);
  });

  it('does not guess on an answer without the flags', () => {
    const older = thread({ unread_for_seller: undefined });
    expect(isSeenByOther(older, [mine], BUYER)).toBe(false);
  });

  it('follows a read event, then a new message of mine', () => {
    let current = thread({ unread_for_seller: true });
    current = readBy(current, SELLER)!;
    expect(isSeenByOther(current, [mine], BUYER)).toBe(true);
    current = sentBy(current, BUYER)!;
    const next = message('m3', BUYER, '2026-01-01T10:02:00.000Z');
    expect(isSeenByOther(current, [mine, next], BUYER)).toBe(false);
  });
});
