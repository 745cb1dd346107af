import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The home feed's Filters button: the <summary> of the panel that holds category, family,
 * sort, the range and the alert button. A summary has no ARIA role to find it by.
 */
export function feedFiltersButton(page: Page): Locator {
  return page.locator('details#feed-filters > summary');
}

/** Opens the feed's Filters panel, unless it is open already. */
export async function openFeedFilters(page: Page) {
  const panel = page.locator('details#feed-filters');
  if ((await panel.getAttribute('open')) === null) await feedFiltersButton(page).click();
  await expect(panel).toHaveAttribute('open', '');
}
