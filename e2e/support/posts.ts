import { expect, type Page } from '@playwright/test';

/**
 * Creates a post through the API with the page's own session (the form has its own journey),
 * expiring in two days unless told when.
 */
export async function postAs(
  page: Page,
  title: string,
  expiresAt = new Date(Date.now() + 2 * 86_400_000),
): Promise<string> {
  const token = await page.evaluate('localStorage.getItem("token")');
  const families = await (await page.request.get('/api/families')).json();
  const leafy = families.data.find((f: { slug: string }) => f.slug === 'leafy-greens');
  const res = await page.request.post('/api/posts', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      description: 'Picked this morning.',
      price: 30,
      qty: 5,
      unit: 'bunch',
      familyId: leafy.id,
      images: [],
      lat: 14.6,
      lng: 120.99,
      expiresAt: expiresAt.toISOString(),
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id;
}
