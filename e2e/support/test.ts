// The journeys' `test`: after every page.goto or page.reload of an app page it waits until the app has taken over the
// page.
// Server-rendered pages are visible before their buttons work (web/main.tsx boots behind the first paint); a user
// who clicks that early waits a moment, a test would click a button that does nothing yet.
import { test as base, type Response } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    const untilAppReady = async (response: Response | null) => {
      if (response?.headers()['content-type']?.includes('text/html')) {
        await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => untilAppReady(await goto(url, options));
    page.reload = async (options) => untilAppReady(await reload(options));
    await use(page);
  },
});
