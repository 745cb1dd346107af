import { describe, expect, it } from 'vitest';
import { contactLinks, messengerHref, whatsappHref } from './contactLinks';

describe('whatsappHref', () => {
  it('links wa.me to the digits of the international number', () => {
    expect(whatsappHref('+639171234567')).toBe('https://wa.me/639171234567');
    expect(whatsappHref('+63 917 123 4567')).toBe('https://wa.me/639171234567');
  });

  it('reads local Philippine mobile numbers', () => {
    expect(whatsappHref('09171234567')).toBe('https://wa.me/639171234567');
  });

  it('prefills an encoded message', () => {
    expect(whatsappHref('+639171234567', 'Hi! Is "Eggs" available?')).toBe(
      'https://wa.me/639171234567?text=Hi!%20Is%20%22Eggs%22%20available%3F',
    );
  });

  it('gives nothing for a missing or unreadable number', () => {
    expect(whatsappHref(null)).toBeNull();
    expect(whatsappHref('')).toBeNull();
    expect(whatsappHref('call me')).toBeNull();
  });
});

describe('messengerHref', () => {
  it('links m.me to a Facebook username', () => {
    expect(messengerHref('juan.delacruz')).toBe('https://m.me/juan.delacruz');
    expect(messengerHref('  juan.delacruz ')).toBe('https://m.me/juan.delacruz');
  });

  it('refuses links and invalid names', () => {
    expect(messengerHref('https://facebook.com/juan')).toBeNull();
    expect(messengerHref('ab')).toBeNull();
    expect(messengerHref(null)).toBeNull();
  });
});

describe('contactLinks', () => {
  it('lists WhatsApp first, then Messenger', () => {
    expect(
      contactLinks({ whatsapp_number: '+639171234567', facebook_username: 'juan.delacruz' }),
    ).toEqual([
      { kind: 'whatsapp', href: 'https://wa.me/639171234567' },
      { kind: 'messenger', href: 'https://m.me/juan.delacruz' },
    ]);
  });

  it('leaves out what the seller does not show', () => {
    expect(contactLinks({ whatsapp_number: null, facebook_username: 'juan.delacruz' })).toEqual([
      { kind: 'messenger', href: 'https://m.me/juan.delacruz' },
    ]);
    expect(contactLinks({ whatsapp_number: null, facebook_username: null })).toEqual([]);
  });
});
