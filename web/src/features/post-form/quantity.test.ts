import { QTY_MAX } from '@core/constants';
import { describe, expect, it } from 'vitest';
import { canStepQuantity, stepQuantity } from './quantity';

describe('quantity steppers', () => {
  it('move by 1 from what was typed, comma decimals included', () => {
    expect(stepQuantity('2', 1)).toBe('3');
    expect(stepQuantity('2', -1)).toBe('1');
    expect(stepQuantity('1,5', 1)).toBe('2.5');
    expect(stepQuantity('0.1', 1)).toBe('1.1');
  });

  it('start from 0 when the field is blank or unreadable', () => {
    expect(stepQuantity('', 1)).toBe('1');
    expect(stepQuantity('abc', 1)).toBe('1');
    expect(stepQuantity('', -1)).toBe('0');
  });

  it('stay within 0..100000', () => {
    expect(stepQuantity('0', -1)).toBe('0');
    expect(stepQuantity('0.5', -1)).toBe('0');
    expect(stepQuantity(String(QTY_MAX), 1)).toBe(String(QTY_MAX));
    expect(stepQuantity('250000', -1)).toBe(String(QTY_MAX));
    expect(stepQuantity('-4', 1)).toBe('0');
  });

  it('disable minus at 0 and plus at the maximum', () => {
    expect(canStepQuantity('0', -1)).toBe(false);
    expect(canStepQuantity('', -1)).toBe(false);
    expect(canStepQuantity('0', 1)).toBe(true);
    expect(canStepQuantity(String(QTY_MAX), 1)).toBe(false);
    expect(canStepQuantity(String(QTY_MAX), -1)).toBe(true);
  });
});
