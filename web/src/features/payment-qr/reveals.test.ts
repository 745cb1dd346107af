import { describe, expect, it } from 'vitest';
import { revealsWords } from './reveals';

describe('revealsWords', () => {
  it('says what a buyer will see, in any order', () => {
    expect(revealsWords(['full_name', 'mobile_number'])).toBe('nameAndNumber');
    expect(revealsWords(['mobile_number', 'full_name'])).toBe('nameAndNumber');
    expect(revealsWords(['full_name'])).toBe('name');
    expect(revealsWords(['mobile_number'])).toBe('number');
    expect(revealsWords([])).toBe('nothing');
  });
});
