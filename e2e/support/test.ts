// The journeys' `test`: after every page.goto or page.reload of an app page it waits until the app has taken over the
// page.
// Server-rendered pages are visible before their buttons work (web/main.tsx boots behind the first paint); a user
// who clicks that early waits a moment, a test would click a button that does nothing yet.
import { test as base, type Browser, type Page, type Response } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

/** After `response` (a navigation) has loaded an app page in `page`, waits until the app has taken it over. */
async function untilAppReadyIn(page: Page, response: Response | null) {
  if (response?.headers()['content-type']?.includes('text/html')) {
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  }
  return response;
}

/**
 * A second page, in a browser context of its own (a signed-out visitor), brought to the front and opened at `url`
 * once the app has taken it over: a page left behind another tab gets no animation frames and may never boot.
 */
export async function openVisitorPage(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage();
  await page.bringToFront();
  await untilAppReadyIn(page, await page.goto(url));
  return page;
}

/**
 * The page, with goto and reload waiting until the app has taken it over, as the `page` fixture's do: for a second
 * page a journey opens itself (an admin's, another tab).
 */
export function waitingForApp(page: Page): Page {
  const untilAppReady = (response: Response | null) => untilAppReadyIn(page, response);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => untilAppReady(await goto(url, options));
  page.reload = async (options) => untilAppReady(await reload(options));
  return page;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitingForApp(page));
  },
});
