import { describe, expect, it } from 'vitest';
import {
  adminSearchTerm,
  isValidFacebookUsername,
  isValidUsername,
  isValidWhatsApp,
  normalizeEmail,
  normalizeWhatsApp,
  USERNAME_PATTERN,
} from './rules';

describe('usernames', () => {
  it.each([
    ['ab', false],
    ['abc', true],
    ['a'.repeat(20), true],
    ['a'.repeat(21), false],
    ['Juan.Dela.Cruz7', true],
    ['juan_dela', false],
    ['juan-dela', false],
    ['juan dela', false],
    ['juañ', false],
    ['juan@x', false],
    ['', false],
  ])('%j is valid: %s', (name, valid) => {
    expect(isValidUsername(name)).toBe(valid);
    expect(USERNAME_PATTERN.test(name)).toBe(valid);
  });
});

describe('normalizeWhatsApp', () => {
  it.each([
    ['+1234567', null],
    ['+12345678', '+12345678'],
    ['+123456789012345', '+123456789012345'],
    ['+1234567890123456', null],
  ])('holds E.164 to 8..15 digits: %s', (input, expected) => {
    expect(normalizeWhatsApp(input)).toBe(expected);
  });

  it('turns a local Philippine mobile into +63', () => {
    expect(normalizeWhatsApp('09171234567')).toBe('+639171234567');
    expect(normalizeWhatsApp('0917 123 4567')).toBe('+639171234567');
    expect(normalizeWhatsApp('0917-123-4567')).toBe('+639171234567');
    expect(normalizeWhatsApp('(0917) 123-4567')).toBe('+639171234567');
    expect(normalizeWhatsApp('9171234567')).toBe('+639171234567');
  });

  it('strips separators and reads 00 as the international prefix', () => {
    expect(normalizeWhatsApp(' +63 917 123 4567 ')).toBe('+639171234567');
    expect(normalizeWhatsApp('+63 (917) 123-4567')).toBe('+639171234567');
    expect(normalizeWhatsApp('00639171234567')).toBe('+639171234567');
    expect(normalizeWhatsApp('639171234567')).toBe('+639171234567');
  });

  it.each([
    '',
    'abc',
    '+63917abc4567',
    '+0639171234567',
    '0917123456',
    '028123456',
    '++639171234567',
  ])('refuses %j', (input) => {
    expect(normalizeWhatsApp(input)).toBeNull();
    expect(isValidWhatsApp(input)).toBe(false);
  });
});

describe('isValidFacebookUsername', () => {
  it.each(['juan.delacruz', 'JuanDelaCruz', 'maria.santos.88', 'abcde', 'a'.repeat(50)])(
    'accepts %j',
    (name) => {
      expect(isValidFacebookUsername(name)).toBe(true);
    },
  );

  it.each([
    'https://facebook.com/juan.delacruz',
    'facebook.com/juan',
    'www.facebook.com',
    'fb.com',
    'm.facebook.com',
    'http.juan',
    'juan/delacruz',
    'fb.com.juan',
    'www.juan',
  ])('rejects the link-like %j', (name) => {
    expect(isValidFacebookUsername(name)).toBe(false);
  });

  it.each(['juan dela', 'juan_dela', 'juan@x', 'abcd', 'a'.repeat(51), ''])(
    'rejects %j',
    (name) => {
      expect(isValidFacebookUsername(name)).toBe(false);
    },
  );
});

describe('normalizeEmail', () => {
  it('trims and lowercases', () => {
    expect(normalizeEmail('  Juan@Example.PH ')).toBe('juan@example.ph');
  });
});

describe('adminSearchTerm', () => {
  it('starts searching at three characters', () => {
    expect(adminSearchTerm('ab')).toBe('');
    expect(adminSearchTerm('  ab  ')).toBe('');
    expect(adminSearchTerm('abc')).toBe('abc');
    expect(adminSearchTerm(' juan ')).toBe('juan');
  });
});
