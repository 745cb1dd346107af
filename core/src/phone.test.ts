import { describe, expect, it } from 'vitest';
import { formatPhilippineMobile, maskPhilippineMobile, parsePhilippineMobile } from './phone';

describe('parsePhilippineMobile', () => {
  it.each([
    ['0917 123 4567', '+639171234567'],
    ['09171234567', '+639171234567'],
    ['+63 917 123 4567', '+639171234567'],
    ['639171234567', '+639171234567'],
    ['9171234567', '+639171234567'],
    ['+63 (0) 917-123-4567', '+639171234567'],
    ['0063 917 123 4567', '+639171234567'],
    ['  0998.765.4321 ', '+639987654321'],
    ['+639171234567', '+639171234567'],
  ])('reads %j as %s', (input, expected) => {
    expect(parsePhilippineMobile(input)).toBe(expected);
  });

  it.each([
    [''],
    ['0917 123 456'], // a digit short
    ['0917 123 45678'], // a digit long
    ['02 8123 4567'], // a Manila landline
    ['+1 917 123 4567'], // another country
    ['+65 9123 4567'],
    ['0817 123 4567'], // not a mobile prefix
    ['juan@example.ph'],
    ['0917-123-4567x'],
    ['0'.repeat(40)],
  ])('refuses %j', (input) => {
    expect(parsePhilippineMobile(input)).toBeNull();
  });
});

describe('formatting', () => {
  it('writes the number as at home, and masked', () => {
    expect(formatPhilippineMobile('+639171234567')).toBe('0917 123 4567');
    expect(maskPhilippineMobile('+639171234567')).toBe('0917 *** 4567');
  });
});
