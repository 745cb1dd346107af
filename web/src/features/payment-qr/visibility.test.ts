import { describe, expect, it } from 'vitest';
import { paymentQrMayShow } from './visibility';

const now = new Date('2026-03-02T10:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
const open = { status: 'open', completed_at: null, reservation: null } as const;

describe('paymentQrMayShow', () => {
  it('asks while a reservation holds, and not once its time is over', () => {
    const until = '2026-03-02T12:00:00Z';
    expect(paymentQrMayShow({ ...open, reservation: { qty: 2, until } }, now)).toBe(true);
    const past = '2026-03-02T09:59:00Z';
    expect(paymentQrMayShow({ ...open, reservation: { qty: 2, until: past } }, now)).toBe(false);
  });

  it('asks for a day after a sale, not before one nor after the day', () => {
    expect(paymentQrMayShow(open, now)).toBe(false);
    const sold = { status: 'completed', reservation: null } as const;
    expect(paymentQrMayShow({ ...sold, completed_at: hoursAgo(23) }, now)).toBe(true);
    expect(paymentQrMayShow({ ...sold, completed_at: hoursAgo(25) }, now)).toBe(false);
  });

  it('never asks between two people who blocked one another', () => {
    const until = '2026-03-02T12:00:00Z';
    const held = { ...open, reservation: { qty: 1, until }, blocked: true };
    expect(paymentQrMayShow(held, now)).toBe(false);
  });
});
