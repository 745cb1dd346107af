import { describe, expect, it } from 'vitest';
import { isPaidMessage, paidMessage, PAID_MESSAGE_TEMPLATES } from './paid-message';

describe('the "I\'ve paid" message', () => {
  it('says the amount and the provider in each language', () => {
    expect(paidMessage('en', 1234.5, 'GCash')).toBe(
      'I sent ₱1,234.50 by GCash. Please check your history.',
    );
    expect(paidMessage('tl', 60, 'Maya')).toBe(
      'Nagpadala ako ng ₱60.00 gamit ang Maya. Pakitingnan po ang iyong history.',
    );
    expect(paidMessage('ceb', 0.5, 'Bangko o e-wallet')).toBe(
      'Nagpadala ko og ₱0.50 pinaagi sa Bangko o e-wallet. Palihug tan-awa ang imong history.',
    );
    for (const template of Object.values(PAID_MESSAGE_TEMPLATES)) {
      expect(template).toContain('₱{amount}');
      expect(template).toContain('{provider}');
    }
  });

  it('is recognised word for word, spaces around it forgiven', () => {
    expect(isPaidMessage(` ${paidMessage('en', 25, 'BDO')}\n`)).toBe(true);
    expect(isPaidMessage(paidMessage('ceb', 25, 'Security Bank'))).toBe(true);
  });

  it('is not recognised with another provider, amount shape or any other words', () => {
    expect(isPaidMessage('I sent ₱25.00 by PayPal. Please check your history.')).toBe(false);
    expect(isPaidMessage('I sent ₱25 by GCash. Please check your history.')).toBe(false);
    expect(isPaidMessage('I sent ₱25.00 by GCash.')).toBe(false);
    expect(isPaidMessage(`${paidMessage('tl', 25, 'GCash')} 09171234567`)).toBe(false);
  });
});
