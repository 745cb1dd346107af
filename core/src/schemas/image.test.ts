import { describe, expect, it } from 'vitest';
import { dataUrlByteLength, dataUrlMimeType, imageRefSchema, isAllowedImageType } from './image';
import { dataUrl, fieldsOf } from './test-utils';

describe('data URL helpers', () => {
  it('reads the MIME type', () => {
    expect(dataUrlMimeType('data:image/PNG;base64,AAAA')).toBe('image/png');
    expect(dataUrlMimeType('https://x.ph/a.png')).toBeNull();
  });

  it('counts decoded bytes without decoding', () => {
    for (const bytes of [0, 1, 2, 3, 4, 5, 1000]) {
      expect(dataUrlByteLength(dataUrl('image/jpeg', bytes))).toBe(bytes);
    }
    expect(dataUrlByteLength(`data:image/png;base64,${btoa('hello')}`)).toBe(5);
    expect(dataUrlByteLength('data:image/png,rawtext')).toBeNull();
  });

  it('allows JPEG, PNG and WebP only', () => {
    expect(['image/jpeg', 'image/png', 'image/webp', 'image/gif'].map(isAllowedImageType)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('imageRefSchema', () => {
  const schema = imageRefSchema(100, {
    type: 'errors.imageType',
    tooLarge: 'errors.imageTooLarge',
  });
  const error = (value: unknown) => fieldsOf(schema, value)._;

  it('accepts data URLs within the limit, http(s) URLs and server paths', () => {
    expect(error(dataUrl('image/jpeg', 100))).toBeUndefined();
    expect(error('https://cdn.example.ph/p/1.jpg')).toBeUndefined();
    expect(error('http://localhost:3000/media/1.jpg')).toBeUndefined();
    expect(error('/media/1.jpg')).toBeUndefined();
  });

  it('names the problem of anything else', () => {
    expect(error(dataUrl('image/jpeg', 101))).toBe('errors.imageTooLarge');
    expect(error(dataUrl('image/svg+xml', 10))).toBe('errors.imageType');
    expect(error('data:image/png,notbase64')).toBe('errors.imageInvalid');
    expect(error('//evil.example/a.jpg')).toBe('errors.imageInvalid');
    expect(error('ftp://x/a.jpg')).toBe('errors.imageInvalid');
    expect(error('')).toBe('errors.imageInvalid');
    expect(error(42)).toBe('errors.imageInvalid');
  });
});
