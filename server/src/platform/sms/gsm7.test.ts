import { describe, expect, it } from 'vitest';
import { fitSms, gsm7Length, SMS_MAX_SEPTETS, toGsm7 } from './gsm7';

describe('GSM-7 SMS text', () => {
  it('keeps Filipino letters and replaces what would force UCS-2', () => {
    expect(toGsm7('Niño’s “ube” — ₱50 🍠')).toBe('Niño\'s "ube" - P50 ?');
    expect(toGsm7('Ã café')).toBe('A café');
  });

  it('counts extension characters twice', () => {
    expect(gsm7Length('a€[')).toBe(5);
  });

  it('shortens the head and never the link', () => {
    const link = ' https://palengke.ph/t/abc';
    const text = fitSms('Bagong mensahe mula kay Juan: '.repeat(10), link);
    expect(gsm7Length(text)).toBeLessThanOrEqual(SMS_MAX_SEPTETS);
    expect(text.endsWith(`...${link}`)).toBe(true);
    expect(fitSms('Short', link)).toBe(`Short${link}`);
  });
});
