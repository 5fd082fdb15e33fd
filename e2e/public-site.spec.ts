import { featureOfferings, researchTypeOfferings } from '@contracts/offerings';
import { expect, test, type Page } from './support/test';

const publicPages: { path: string; h1: RegExp }[] = [
  { path: '/', h1: /Know how customers will react/ },
  { path: '/about', h1: /Know how customers will react/ },
  { path: '/about-test', h1: /Would they buy it/ },
  { path: '/features', h1: /Everything in the Research Lab/ },
  { path: '/use-cases', h1: /Five jobs digital twins do well/ },
  { path: '/methodology', h1: /How the digital twins are built/ },
  { path: '/methodology-test', h1: /How the digital twins are built/ },
  { path: '/why-twinsight', h1: /A fast first read on your customers/ },
  { path: '/pricing-test', h1: /Pay per analysis, or go unlimited/ },
  { path: '/sales-one-pager-test', h1: /Consumer feedback on your product concept/ },
  { path: '/privacy', h1: /Privacy policy/ },
  { path: '/terms', h1: /Terms of service/ },
  { path: '/gdpr', h1: /GDPR compliance/ },
  { path: '/cookies', h1: /Cookie policy/ },
  { path: '/search', h1: /Search/ },
  { path: '/guide', h1: /User guide/ },
  { path: '/pricing', h1: /^Pricing$/ },
  { path: '/resources', h1: /^Resources$/ },
];

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
    // Production builds silence the console (SPEC.md §9); these journeys read it for errors.
    localStorage.setItem('twinsight.console', 'on');
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('every public page renders its one h1, a title and a description, without console errors', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      for (const { path, h1 } of publicPages) {
        await page.goto(path);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading, path).toHaveText(h1);
        await expect(heading, `${path} has one h1`).toHaveCount(1);
        await expect(page.locator('main'), path).toBeVisible();
        await expect(page, path).toHaveTitle(/Twinsight/);
        expect(await page.locator('meta[name="description"]').getAttribute('content'), path).toBeTruthy();
        await page.waitForLoadState('networkidle');
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          `${path} fits the width`,
        ).toBe(true);
      }
      expect(errors).toEqual([]);
    });
  });
}

test('public pages arrive server-rendered: readable without JavaScript, with their own head tags and a real 404', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // Search is typed into, so it renders in the browser only (web/app/router.tsx).
  for (const { path, h1 } of publicPages.filter(({ path }) => path !== '/search')) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(h1);
  }
  await page.goto('/pricing');
  await expect(page).toHaveTitle('Pricing · Twinsight');
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/pricing$/);
  // The plans and packs come from the billing catalogue, fetched before the page was rendered.
  await expect(page.getByRole('button', { name: 'Buy 200 credits' })).toBeVisible();
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await context.close();

  // An unknown resource answers 404 too, and the app shows its not-found screen.
  const browserPage = await browser.newPage();
  for (const path of ['/resources/no-such-resource']) {
    const unknown = await browserPage.goto(path);
    expect(unknown?.status(), path).toBe(404);
    await expect(browserPage.getByRole('heading', { name: 'Page not found' }), path).toBeVisible();
  }
  await browserPage.close();

  // Pages behind sign-in are rendered in the browser only.
  const shell = await request.get('/profile', { headers: { accept: 'text/html' } });
  expect(await shell.text()).toContain('<div id="root"></div>');
});

test('no page calls anything that works "coming soon", and every research type is on the home, features, guide and pricing pages', async ({
  browser,
}) => {
  const planned = [...researchTypeOfferings, ...Object.values(featureOfferings)]
    .filter((offering) => !offering.available)
    .map((offering) => offering.name);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const textOf = async (path: string) => {
    await page.goto(path);
    return (await page.locator('body').innerText()).replace(/\s+/g, ' ');
  };
  for (const { path } of publicPages.filter(({ path }) => path !== '/search')) {
    const text = await textOf(path);
    for (const match of text.matchAll(/coming soon/gi)) {
      const before = text.slice(Math.max(0, match.index - 60), match.index);
      expect(
        planned.some((name) => before.includes(name)),
        `${path} says "…${before}${match[0]}" of something that is not planned`,
      ).toBe(true);
    }
  }
  for (const path of ['/', '/features', '/guide', '/pricing']) {
    const text = await textOf(path);
    for (const type of researchTypeOfferings) expect(text, `${path} names ${type.name}`).toContain(type.name);
  }
  await context.close();
});

test('each page sets its own title, description and Open Graph tags on navigation', async ({ page }) => {
  await page.goto('/methodology');
  await expect(page).toHaveTitle('Methodology · Twinsight');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Methodology · Twinsight',
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/methodology$/);
  await page.getByTestId('site-footer').getByRole('link', { name: 'Cookie Policy' }).click();
  await expect(page).toHaveTitle('Cookie policy · Twinsight');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /session cookie/);
});

test('the methodology page shows the measured accuracy beside its baselines and what is not validated', async ({
  page,
}) => {
  await page.goto('/methodology');
  await expect(
    page.locator('#accuracy-status').getByText(/the twins rank real accept\/decline choices at AUC 0\.\d\d/),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Validation against real consumers' });
  await expect(table.getByRole('rowheader', { name: /Twinsight offline engine/ })).toBeVisible();
  for (const baseline of [
    'Population average',
    'Coupon-type average',
    'Logistic regression (data-driven ceiling)',
    'Uniform random guess',
  ]) {
    await expect(table.getByRole('rowheader', { name: baseline })).toBeVisible();
  }
  const pricing = page.getByRole('table', {
    name: 'Everyday products at a price: held-out respondents',
    exact: true,
  });
  // The concept-test answer at each price, and the pricing study's demand beside it (decision 046).
  await expect(pricing.getByRole('rowheader', { name: /^Twinsight offline engine [\d.]+$/ })).toBeVisible();
  await expect(pricing.getByRole('rowheader', { name: /pricing-study demand$/ })).toBeVisible();
  await expect(pricing.getByRole('rowheader', { name: 'Real people asked again' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Everyday products at a price: held-out respondents and product' }),
  ).toBeVisible();
  const choices = page.getByRole('table', { name: 'Choices between offers', exact: true });
  await expect(choices.getByRole('rowheader', { name: /Twinsight offline engine/ })).toBeVisible();
  await expect(choices.getByRole('rowheader', { name: 'Chance' })).toBeVisible();
  const worth = page.getByRole('table', { name: 'Willingness to pay per feature' });
  await expect(worth.getByRole('rowheader', { name: 'zoom' })).toBeVisible();
  await expect(worth.getByRole('row', { name: /^wifi \$\d+ \$\d+$/ })).toBeVisible();
  await expect(
    page.getByText(/A feature value study rests on this choice model and this check/),
  ).toBeVisible();
  await expect(page.getByText('What it does not cover').first()).toBeVisible();
  await expect(page.getByText(/Twins in Malta, the United Kingdom and the Netherlands/)).toBeVisible();
  for (const metric of ['KS similarity', 'Correlation attainment', 'Segment gap fidelity'])
    await expect(page.getByText(metric, { exact: true }).first()).toBeVisible();
});

test('/privacy#sub-processors scrolls to the sub-processors section', async ({ page }) => {
  await page.goto('/privacy#sub-processors');
  const section = page.locator('#sub-processors');
  await expect(section.getByRole('heading', { name: 'Sub-processors' })).toBeInViewport();
  await expect(section.getByRole('rowheader', { name: /Stripe/ })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
});

test('the footer link to sub-processors lands on the section', async ({ page }) => {
  await page.goto('/features');
  await page.getByTestId('site-footer').getByRole('link', { name: 'Sub-Processors' }).click();
  await expect(page).toHaveURL(/\/privacy#sub-processors$/);
  await expect(
    page.locator('#sub-processors').getByRole('heading', { name: 'Sub-processors' }),
  ).toBeInViewport();
});

test('/search finds a page as you type and is keyboard navigable', async ({ page }) => {
  await page.goto('/search');
  const input = page.getByRole('searchbox', { name: 'Search Twinsight' });
  await expect(input).toBeFocused();
  await input.pressSequentially('method', { delay: 30 });
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link').first()).toContainText('Methodology');
  await expect(page).toHaveURL(/\?q=method$/);
  await input.press('ArrowDown');
  await expect(results.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/methodology$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/How the digital twins are built/);
});

test('/search says so when nothing matches', async ({ page }) => {
  await page.goto('/search?q=zzzqqq');
  await expect(page.getByRole('status')).toHaveText('No results for “zzzqqq”.');
});

test('the one-pager prints without header, footer or cookie notice', async ({ page }) => {
  await page.addInitScript(() => localStorage.removeItem('cookiesAccepted'));
  await page.goto('/sales-one-pager-test');
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('site-header')).toBeHidden();
  await expect(page.getByTestId('site-footer')).toBeHidden();
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the landing page works as islands for a visitor: menu, cookie choice and links, no app; a signed-in visitor gets the app', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.removeItem('cookiesAccepted'));
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  // Served for island hydration, rendered signed out: Sign In and Sign Up are in the HTML.
  await expect(page.locator('#server-data[data-islands]')).toHaveCount(1);
  const header = page.getByTestId('site-header');
  await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();

  await header.getByRole('button', { name: 'Open navigation menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close navigation menu' }).click();
  await expect(drawer).toBeHidden();

  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await notice.getByRole('button', { name: 'Necessary Only' }).click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('false');

  // A link loads the next page as a document, where the app takes over.
  await header.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  await expect(page.locator('#server-data[data-islands]')).toHaveCount(0);
  await page.getByLabel('Full name').fill('Iris Land');
  await page.getByLabel('Work email').fill(`islands-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Twinsight e2e pass 42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/research-lab$/);

  // Signed in, the landing page is the app's: balance and account menu, and in-app moves between screens.
  await page.goto('/');
  await expect(page.locator('#server-data[data-islands]')).toHaveCount(0);
  await expect(header.getByTestId('header-credit-balance')).toHaveText('10 credits');
  await page.evaluate(() => Object.assign(window, { stayedInPage: true }));
  await header.getByRole('link', { name: 'Twinsight home' }).click();
  await expect(page).toHaveURL(/\/research-lab$/);
  expect(await page.evaluate(() => 'stayedInPage' in window)).toBe(true);
  expect(errors).toEqual([]);
});
