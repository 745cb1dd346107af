import { describe, expect, it } from 'vitest';
import {
  cardImage,
  firstImage,
  formatRatingAverage,
  messengerLink,
  pageCount,
  parsePage,
  whatsappLink,
} from './profileDisplay';

describe('contact links', () => {
  it('links WhatsApp numbers to wa.me with digits only', () => {
    expect(whatsappLink('+639171234567')).toBe('https://wa.me/639171234567');
    expect(whatsappLink('0917 123 4567')).toBe('https://wa.me/639171234567');
    expect(whatsappLink('not a number')).toBeNull();
    expect(whatsappLink(null)).toBeNull();
  });

  it('links Facebook usernames to m.me and refuses anything else', () => {
    expect(messengerLink('juan.delacruz')).toBe('https://m.me/juan.delacruz');
    expect(messengerLink('https://facebook.com/juan')).toBeNull();
    expect(messengerLink('')).toBeNull();
    expect(messengerLink(undefined)).toBeNull();
  });
});

describe('formatRatingAverage', () => {
  it('always shows one decimal', () => {
    expect(formatRatingAverage(4)).toBe('4.0');
    expect(formatRatingAverage(4.66)).toBe('4.7');
  });
});

describe('firstImage', () => {
  it('takes the first reference from a list or a single string', () => {
    expect(firstImage(['/media/a.jpg', '/media/b.jpg'])).toBe('/media/a.jpg');
    expect(firstImage(['', '/media/b.jpg'])).toBe('/media/b.jpg');
    expect(firstImage('/media/a.jpg')).toBe('/media/a.jpg');
    expect(firstImage([])).toBeNull();
    expect(firstImage(null)).toBeNull();
  });
});

describe('cardImage', () => {
  it('prefers the thumbnail and falls back to the first image', () => {
    expect(cardImage({ thumbnail: '/media/t.jpg', images: ['/media/a.jpg'] })).toBe('/media/t.jpg');
    expect(cardImage({ thumbnail: null, images: ['/media/a.jpg'] })).toBe('/media/a.jpg');
    expect(cardImage({ images: [] })).toBeNull();
  });
});

describe('paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('reads ?page= values, falling back to 1', () => {
    expect(parsePage('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'abc']) expect(parsePage(value)).toBe(1);
  });
});
