import { describe, expect, it } from 'vitest';
import { partyName, thumbnailPath } from './partyName';

describe('partyName', () => {
  it('prefers the display name, then the username', () => {
    expect(partyName({ id: '1', username: 'nena', display_name: 'Aling Nena' })).toBe('Aling Nena');
    expect(partyName({ id: '1', username: 'nena', display_name: null })).toBe('nena');
    expect(partyName({ id: '1', username: 'nena', display_name: '  ' })).toBe('nena');
  });

  it('is null for a deleted account', () => {
    expect(partyName(null)).toBeNull();
  });
});

describe('thumbnailPath', () => {
  it('uses the thumbnail, else the first photo, else nothing', () => {
    expect(thumbnailPath({ thumbnail: '/media/t.jpg', images: ['/media/a.jpg'] })).toBe(
      '/media/t.jpg',
    );
    expect(thumbnailPath({ thumbnail: null, images: ['/media/a.jpg'] })).toBe('/media/a.jpg');
    expect(thumbnailPath({ thumbnail: null, images: [] })).toBeNull();
  });
});
