import { MESSAGE_KEY } from '@core/schemas';
import { describe, expect, it } from 'vitest';
import { addAmounts, checkAmount } from './amountRules';
import { saleAmount, saleChoices, saleLimit } from './saleChoices';

describe('checkAmount', () => {
  it('reads typed amounts as every amount is read, asking when there are two readings', () => {
    expect(checkAmount('2', 5)).toEqual({ ok: true, qty: 2 });
    expect(checkAmount('1.5', 5)).toEqual({ ok: true, qty: 1.5 });
    expect(checkAmount('1,200', 5000)).toEqual({ ok: true, qty: 1200 });
    expect(checkAmount('1,5', 5)).toEqual({
      ok: false,
      problem: { kind: 'rule', key: MESSAGE_KEY.qtyAmbiguous },
    });
  });

  it('holds amounts to the shared rules, with their message keys', () => {
    const rule = (text: string) => {
      const check = checkAmount(text, 200_000);
      return check.ok ? null : check.problem;
    };
    expect(rule('')).toEqual({ kind: 'rule', key: MESSAGE_KEY.qtyRequired });
    expect(rule('two')).toEqual({ kind: 'rule', key: MESSAGE_KEY.qtyInvalid });
    expect(rule('0')).toEqual({ kind: 'rule', key: MESSAGE_KEY.amountNotPositive });
    expect(rule('1.255')).toEqual({ kind: 'rule', key: MESSAGE_KEY.qtyInvalid });
    expect(rule('1.250')).toEqual({ kind: 'rule', key: MESSAGE_KEY.qtyAmbiguous });
    expect(rule('100001')).toEqual({ kind: 'rule', key: MESSAGE_KEY.qtyTooLarge });
  });

  it('refuses more than this buyer can have', () => {
    expect(checkAmount('5.01', 5)).toEqual({ ok: false, problem: { kind: 'notEnough' } });
    expect(checkAmount('5', 5)).toEqual({ ok: true, qty: 5 });
  });
});

describe('addAmounts', () => {
  it('adds two-decimal amounts without float dust', () => {
    expect(addAmounts(0.1, 0.2)).toBe(0.3);
    expect(addAmounts(5, 2.35)).toBe(7.35);
  });
});

describe('sale choices', () => {
  const free = { available: 5, reserved: null };
  const held = { available: 5, reserved: 2 };
  const onlyHeld = { available: 0, reserved: 2 };

  it('lets a buyer take what is free plus what is held for them', () => {
    expect(saleLimit(free)).toBe(5);
    expect(saleLimit(held)).toBe(7);
  });

  it('offers the reservation first, and all only when it differs', () => {
    expect(saleChoices(free)).toEqual(['all', 'amount']);
    expect(saleChoices(held)).toEqual(['reservation', 'all', 'amount']);
    expect(saleChoices(onlyHeld)).toEqual(['reservation', 'amount']);
  });

  it('sends the amount each choice means', () => {
    expect(saleAmount('reservation', held, '')).toEqual({ ok: true, qty: 2 });
    expect(saleAmount('all', held, '')).toEqual({ ok: true, qty: 7 });
    expect(saleAmount('amount', held, '3')).toEqual({ ok: true, qty: 3 });
    expect(saleAmount('amount', held, '8')).toEqual({ ok: false, problem: { kind: 'notEnough' } });
    expect(saleAmount('all', { available: 0, reserved: null }, '')).toEqual({
      ok: false,
      problem: { kind: 'notEnough' },
    });
  });
});
