import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

/**
 * A camera-like JPEG as a data: URL, the way the post form sends photos. Noise keeps it and
 * its server-made thumbnail as heavy as a real photo's, so a stray download shows in bytes.
 */
export async function noisyPhotoDataUrl(seed: number): Promise<string> {
  const width = 800;
  const height = 600;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = ((i + seed) * 2654435761) >>> 24;
  const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** Creates a post with one photo through the API, with the page's own session. */
export async function photoPostAs(
  page: Page,
  post: { title: string; familySlug: string; unit: string; seed: number },
): Promise<{
  id: string;
  thumbnail: string;
  images: string[];
  /** The photo's WebP card crop, which cards load instead of the JPEG thumbnail. */
  photos: Array<{ card: { url: string } }>;
}> {
  const token = await page.evaluate('localStorage.getItem("token")');
  const families = await (await page.request.get('/api/families')).json();
  const family = families.data.find((f: { slug: string }) => f.slug === post.familySlug);
  const res = await page.request.post('/api/posts', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: post.title,
      description: 'Fresh today.',
      price: 50,
      qty: 3,
      unit: post.unit,
      familyId: family.id,
      images: [await noisyPhotoDataUrl(post.seed)],
      lat: 14.6,
      lng: 120.99,
      expiresAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}
