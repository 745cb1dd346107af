import { describe, expect, it } from 'vitest';
import { photoView, sendsNewPhoto } from './photoState';

const NEW = 'data:image/jpeg;base64,AAAA';
const SAVED = '/media/posts/abc.jpg';

describe('photoView', () => {
  it('create: nothing, then a new photo ready to upload', () => {
    expect(photoView([], null)).toEqual({
      shown: null,
      isNew: false,
      note: null,
      canRestore: false,
    });
    expect(photoView([NEW], null)).toMatchObject({ shown: NEW, isNew: true, note: 'ready' });
  });

  it('edit: undefined keeps the saved photo', () => {
    expect(photoView(undefined, SAVED)).toEqual({
      shown: SAVED,
      isNew: false,
      note: null,
      canRestore: false,
    });
    expect(photoView([SAVED], SAVED)).toMatchObject({ shown: SAVED, canRestore: false });
  });

  it('edit: a replacement or a removal says so and can be undone', () => {
    expect(photoView([NEW], SAVED)).toMatchObject({ note: 'replaces', canRestore: true });
    expect(photoView([], SAVED)).toMatchObject({
      shown: null,
      note: 'willRemove',
      canRestore: true,
    });
  });
});

describe('sendsNewPhoto', () => {
  it('is true only for a data URL', () => {
    expect(sendsNewPhoto([NEW])).toBe(true);
    expect(sendsNewPhoto([SAVED])).toBe(false);
    expect(sendsNewPhoto([])).toBe(false);
    expect(sendsNewPhoto(undefined)).toBe(false);
  });
});
