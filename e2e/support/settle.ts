import type { Page, Request } from '@playwright/test';

/** A live stream (issue 23): open for as long as the page is, by design. */
export const isLiveStream = (request: Request) =>
  /^\/api\/(events|posts\/[^/]+\/events)$/.test(new URL(request.url()).pathname);

/**
 * Like waitForLoadState('networkidle'), which a signed-in page never reaches: its live stream
 * (read with fetch, so Playwright counts it) stays open. Waits for the load, then until no
 * other request starts or ends for `quietMs`.
 */
export async function settle(page: Page, quietMs = 500, timeoutMs = 20_000): Promise<void> {
  await page.waitForLoadState('load');
  let activity = 0;
  const note = (request: Request) => {
    if (!isLiveStream(request)) activity += 1;
  };
  const context = page.context();
  context.on('request', note);
  context.on('requestfinished', note);
  context.on('requestfailed', note);
  try {
    const deadline = Date.now() + timeoutMs;
    for (let seen = -1; seen !== activity && Date.now() < deadline;) {
      seen = activity;
      await page.waitForTimeout(quietMs);
    }
  } finally {
    context.off('request', note);
    context.off('requestfinished', note);
    context.off('requestfailed', note);
  }
}
