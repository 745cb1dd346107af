import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media';

describe('mediaUrl', () => {
  it('keeps data: and http(s) URLs as they are', () => {
    expect(mediaUrl('data:image/jpeg;base64,AAAA', 'https://api.example.ph')).toBe(
      'data:image/jpeg;base64,AAAA',
    );
    expect(mediaUrl('https://cdn.example.ph/a.jpg', 'https://api.example.ph')).toBe(
      'https://cdn.example.ph/a.jpg',
    );
    expect(mediaUrl('http://cdn.example.ph/a.jpg', 'https://api.example.ph')).toBe(
      'http://cdn.example.ph/a.jpg',
    );
  });

  it('prefixes paths starting with / with the API origin', () => {
    expect(mediaUrl('/media/p/1.jpg', 'https://api.example.ph')).toBe(
      'https://api.example.ph/media/p/1.jpg',
    );
    expect(mediaUrl('/media/p/1.jpg', '')).toBe('/media/p/1.jpg');
  });

  it('answers undefined for a missing image', () => {
    expect(mediaUrl(undefined)).toBeUndefined();
    expect(mediaUrl(null)).toBeUndefined();
    expect(mediaUrl('')).toBeUndefined();
  });
});
