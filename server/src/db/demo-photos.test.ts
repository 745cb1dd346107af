import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_POSTS } from './demo-data';
import { demoPhotoSvg, shade } from './demo-photos';

describe('the demo posts’ drawn photos', () => {
  it('give every demo post a small picture of its food, more than its background', async () => {
    for (const post of DEMO_POSTS) {
      const svg = demoPhotoSvg(post.photo);
      expect(svg.length, post.title).toBeLessThan(40_000);
      const image = sharp(Buffer.from(svg));
      expect(await image.metadata()).toMatchObject({ width: 1200, height: 900 });
      // The food covers the middle: the centre's colours vary, unlike an empty cloth.
      const { channels } = await image
        .extract({ left: 300, top: 225, width: 600, height: 450 })
        .stats();
      const spread = Math.max(...channels.slice(0, 3).map((channel) => channel.stdev));
      expect(spread, post.title).toBeGreaterThan(12);
    }
  }, 60_000);

  it('shades a colour darker or lighter within 0..255', () => {
    expect(shade('#808080', -0.5)).toBe('#404040');
    expect(shade('#808080', 0.5)).toBe('#c0c0c0');
    expect(shade('#ffffff', 0.9)).toBe('#ffffff');
    expect(shade('#000000', -0.9)).toBe('#000000');
  });
});
