import { describe, expect, it } from 'vitest';
import { errorKeysOf } from './errorKeys';

describe('errorKeysOf', () => {
  it('reads field, location, and photo list errors in their nested forms', () => {
    expect(
      errorKeysOf({
        title: { type: 'custom', message: 'errors.requiredTitle' },
        location: { type: 'custom', message: 'errors.locationRequired' },
        images: [{ type: 'custom', message: 'errors.imageType' }],
        unknown: { message: 'ignored' },
      }),
    ).toEqual({
      title: 'errors.requiredTitle',
      location: 'errors.locationRequired',
      images: 'errors.imageType',
    });
    expect(errorKeysOf({ images: { root: { message: 'errors.tooManyImages' } } })).toEqual({
      images: 'errors.tooManyImages',
    });
    expect(errorKeysOf({})).toEqual({});
  });
});
