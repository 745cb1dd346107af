import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Manila (Rizal Park): where the journeys' phones are; postAs() posts about 0.6 km away. */
export const HERE = { latitude: 14.5995, longitude: 120.9842 };

/** The phone allows location and is at HERE, so the feed finds it without asking. */
export async function placePhone(context: BrowserContext, origin: string | undefined) {
  await context.grantPermissions(['geolocation'], origin ? { origin } : undefined);
  await context.setGeolocation(HERE);
}

/** Saves alerts through the API with the page's own session (the sheet has its own journey). */
export async function saveAlertsThroughApi(page: Page, count: number) {
  const token = await page.evaluate('localStorage.getItem("token")');
  for (let i = 0; i < count; i++) {
    const res = await page.request.post('/api/alerts', {
      headers: { authorization: `Bearer ${token}` },
      data: { search: `kamote ${i}`, lat: HERE.latitude, lng: HERE.longitude, rangeKm: 3 },
    });
    expect(res.status()).toBe(201);
  }
}
