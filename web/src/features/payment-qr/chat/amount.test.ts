import { describe, expect, it } from 'vitest';
import { amountToPay } from './amount';

const until = '2026-03-02T12:00:00Z';

describe('amountToPay', () => {
  it('is the held quantity at the post’s price per unit, to the centavo', () => {
    expect(amountToPay({ qty: 2, until }, 60)).toBe(120);
    expect(amountToPay({ qty: 1.5, until }, 33.33)).toBe(50);
    expect(amountToPay({ qty: 0.1, until }, 0.3)).toBe(0.03);
  });

  it('is not known without a reservation or a price', () => {
    expect(amountToPay(null, 60)).toBeNull();
    expect(amountToPay({ qty: 2, until }, undefined)).toBeNull();
  });
});
