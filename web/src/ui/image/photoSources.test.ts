import { describe, expect, it } from 'vitest';
import type { PostPhoto } from '@core/schemas';
import { cardSources, photoSources } from './photoSources';

const file = (name: string, width: number, height: number) => ({
  url: `/media/posts/2026-11/${name}`,
  width,
  height,
});
/** Paths stay on the page's own origin unless the build names another (VITE_API_ORIGIN). */
const origin = '';

/** A 1600 × 1200 photo stored with its card crop and the three WebP widths. */
const photo: PostPhoto = {
  ...file('a.jpg', 1600, 1200),
  card: file('a-card.webp', 320, 240),
  variants: [
    file('a-w480.webp', 480, 360),
    file('a-w800.webp', 800, 600),
    file('a-w1280.webp', 1280, 960),
  ],
};
/** A photo stored before the copies existed. */
const old: PostPhoto = { ...file('b.jpg', 1200, 900), card: null, variants: [] };

describe('photoSources', () => {
  it('offers every WebP width and the original, with the 800 px copy as src', () => {
    expect(photoSources(photo)).toEqual({
      src: `${origin}/media/posts/2026-11/a-w800.webp`,
      srcSet: [
        `${origin}/media/posts/2026-11/a-w480.webp 480w`,
        `${origin}/media/posts/2026-11/a-w800.webp 800w`,
        `${origin}/media/posts/2026-11/a-w1280.webp 1280w`,
        `${origin}/media/posts/2026-11/a.jpg 1600w`,
      ].join(', '),
      width: 1600,
      height: 1200,
    });
  });

  it('falls back to the original alone for a photo without copies', () => {
    expect(photoSources(old)).toEqual({
      src: `${origin}/media/posts/2026-11/b.jpg`,
      srcSet: undefined,
      width: 1200,
      height: 900,
    });
  });

  it('keeps absolute bucket URLs as they are', () => {
    const bucket = 'https://media.example.com/posts/c.jpg';
    expect(
      photoSources({ url: bucket, width: 400, height: 300, card: null, variants: [] }).src,
    ).toBe(bucket);
  });
});

describe('cardSources', () => {
  it('starts from the 320 px crop and offers copies up to 800 px for denser screens', () => {
    expect(cardSources(photo)).toEqual({
      src: `${origin}/media/posts/2026-11/a-card.webp`,
      srcSet: [
        `${origin}/media/posts/2026-11/a-card.webp 320w`,
        `${origin}/media/posts/2026-11/a-w480.webp 480w`,
        `${origin}/media/posts/2026-11/a-w800.webp 800w`,
      ].join(', '),
      width: 320,
      height: 240,
    });
  });

  it('keeps to the crop alone in low-data mode', () => {
    expect(cardSources(photo, true)).toMatchObject({
      src: `${origin}/media/posts/2026-11/a-card.webp`,
      srcSet: undefined,
    });
  });

  it('answers null without a crop, so the card shows the JPEG thumbnail', () => {
    expect(cardSources(old)).toBeNull();
    expect(cardSources(undefined)).toBeNull();
  });
});
