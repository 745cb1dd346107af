import { QTY_MAX } from '@core/constants';
import { describe, expect, it } from 'vitest';
import { canStepQuantity, stepQuantity } from './quantity';

describe('quantity steppers', () => {
  it('move by 1 from what was typed, thousands grouped by a comma', () => {
    expect(stepQuantity('2', 1)).toBe('3');
    expect(stepQuantity('2', -1)).toBe('1');
    expect(stepQuantity('1.5', 1)).toBe('2.5');
    expect(stepQuantity('0.1', 1)).toBe('1.1');
    expect(stepQuantity('1,200', 1)).toBe('1,201');
    expect(stepQuantity('999', 1)).toBe('1,000');
  });

  it('wait while the field asks which amount was meant', () => {
    expect(stepQuantity('1,5', 1)).toBe('1,5');
    expect(stepQuantity('1.500', -1)).toBe('1.500');
    expect(canStepQuantity('1,5', 1)).toBe(false);
    expect(canStepQuantity('1.500', -1)).toBe(false);
  });

  it('start from 0 when the field is blank or unreadable', () => {
    expect(stepQuantity('', 1)).toBe('1');
    expect(stepQuantity('abc', 1)).toBe('1');
    expect(stepQuantity('', -1)).toBe('0');
  });

  it('stay within 0..100000', () => {
    expect(stepQuantity('0', -1)).toBe('0');
    expect(stepQuantity('0.5', -1)).toBe('0');
    expect(stepQuantity(String(QTY_MAX), 1)).toBe('100,000');
    expect(stepQuantity('250000', -1)).toBe('100,000');
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
