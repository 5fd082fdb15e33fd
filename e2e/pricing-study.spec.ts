import { expect, test, type Page } from './support/test';
import { signUpToLab } from './support/sign-up';

const EGGS = 'A dozen large free-range eggs from local farms, sold at the supermarket.';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
  });
});

async function signUp(page: Page, name: string) {
  await signUpToLab(page, name, 'pricing');
}

test('pricing study: a suggested ladder, 200 twins, the demand curve with its table, by segment; in history and on its page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, 'Pia Pricer');
  await page.getByRole('button', { name: 'Pricing Study' }).click();
  await expect(page).toHaveURL(/feature=pricing-study/);
  const panel = page.getByTestId('pricing-study-panel');
  await panel.getByRole('button', { name: 'Run pricing study (1 credit)' }).click();
  await expect(panel.getByText('Enter a concept or description first')).toBeVisible();

  await panel.getByLabel('Your concept').fill(EGGS);
  await panel.getByLabel('Currency').click();
  await page.getByRole('option', { name: 'USD' }).click();
  await panel.getByLabel('Type my prices').check();
  await panel.getByLabel(/^Prices/).fill('2, -3, 4');
  await panel.getByRole('button', { name: 'Run pricing study (1 credit)' }).click();
  await expect(panel.getByText('Each price must be more than 0')).toBeVisible();
  await panel.getByLabel('Suggest a ladder').check();
  // The cost, the panel and the ladder the engine suggests are shown before running.
  await expect(panel.getByTestId('run-quote')).toContainText(
    '200 twins drawn from 1,000 matching · Cost: 1 credit',
  );
  await expect(panel.getByTestId('suggested-ladder')).toContainText(
    'Suggested around the usual price of eggs',
  );
  await expect(panel.getByTestId('quote-usual-price')).toContainText(
    'Demand is centred on the usual price of eggs',
  );
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await panel.screenshot({ path: `test-results/pricing-panel-usual-price-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await panel.getByRole('button', { name: 'Run pricing study (1 credit)' }).click();

  const results = page.getByTestId('pricing-study-results');
  await expect(results).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('pricing-headline')).toHaveText(/^\$\d+\.\d\d$/);
  await expect(page.getByTestId('ladder-note')).toContainText('Suggested around the usual price of eggs');
  // What the curve rests on: the usual price and its source, marked on both charts.
  await expect(page.getByTestId('usual-price')).toContainText(
    /^Demand is centred on the usual price of eggs, \$\d+\.\d\d \(source: US BLS/,
  );
  await expect(page.getByTestId('demand-chart')).toBeVisible();
  await expect(page.getByTestId('demand-chart').getByText('Usual')).toBeVisible();
  await expect(page.getByTestId('revenue-chart').getByText('Usual')).toBeVisible();

  await results.getByRole('group', { name: 'Show Demand as' }).getByRole('button', { name: 'Table' }).click();
  await expect(results.getByRole('table', { name: 'Demand by price' }).getByRole('row')).toHaveCount(8);
  await expect(page.getByTestId('segment-table')).toContainText('Country: US');
  await expect(page.getByTestId('panel-answers').getByRole('row')).toHaveCount(21);
  await expect(page.getByTestId('header-credit-balance')).toHaveText('9 credits');
  // The trust report: how often the revenue-maximising price stays the best, its interval one click away.
  await expect(page.getByTestId('trust-summary')).toContainText(
    /the top answer \(\$\d+\.\d\d\) holds in \d+% of resamples/,
  );
  await page.getByRole('button', { name: 'Show the figures' }).click();
  await expect(
    page.getByText(/^Revenue-maximising price: \$\d+\.\d\d \(95% of resamples between/),
  ).toBeVisible();
  await page.getByTestId('trust-summary').screenshot({ path: 'test-results/trust-pricing-lab.png' });

  await page.reload();
  const history = page.getByRole('region', { name: 'Pricing study history' });
  const card = history.getByTestId('history-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('history-headline')).toHaveText(/^Best price \$\d+\.\d\d$/);
  await expect(card.getByRole('link', { name: /as PDF$/ })).toBeVisible();
  await card.getByRole('link', { name: /^Open / }).click();
  await expect(page).toHaveURL(/\/feedback\//);
  await expect(page.getByTestId('pricing-study-results')).toBeVisible();
  await expect(page.getByTestId('run-concept')).toHaveText(EGGS);
  await expect(page.getByTestId('usual-price')).toContainText('Demand is centred on the usual price of eggs');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page
      .getByTestId('pricing-headline')
      .locator('..')
      .screenshot({
        path: `test-results/pricing-usual-price-card-${width}.png`,
      });
    await page.locator('section[aria-labelledby="pricing-figures-title"]').screenshot({
      path: `test-results/pricing-usual-price-charts-${width}.png`,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('trust-summary')).toContainText('holds in');
  await page.getByRole('button', { name: 'Show the figures' }).click();
  await page.screenshot({
    path: `test-results/trust-pricing-run-${page.viewportSize()!.width}.png`,
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('trust-summary')).toBeVisible();
  await page.screenshot({
    path: `test-results/trust-${page.url().includes('/feedback/') ? 'run' : 'lab'}-390.png`,
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('van westendorp: the acceptable range and the four curves on a typed ladder', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, 'Vera Westendorp');
  await page.getByRole('button', { name: 'Pricing Study' }).click();
  const panel = page.getByTestId('pricing-study-panel');
  await panel.getByLabel('Your concept').fill(EGGS);
  await panel.getByLabel('Van Westendorp').check();
  await panel.getByLabel('Type my prices').check();
  await panel.getByLabel(/^Prices/).fill('2, 3, 4, 5');
  await expect(panel.getByTestId('run-quote')).toContainText('Cost: 1 credit');
  await panel.getByRole('button', { name: 'Run pricing study (1 credit)' }).click();
  await expect(page.getByTestId('van-westendorp-chart')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/the solid line marks the usual price \(€\d+\.\d\d\)/)).toBeVisible();
  await expect(page.getByTestId('pricing-headline')).toHaveText(/^€\d+\.\d\d – €\d+\.\d\d$/);
  await page
    .getByRole('group', { name: 'Show Price sensitivity as' })
    .getByRole('button', { name: 'Table' })
    .click();
  await expect(page.getByRole('table', { name: 'Price points' })).toContainText('Optimal price point');
  // The trust report: how often the optimal price point stays within 5%, the named prices' spread, and positivity
  // said not to apply; on the lab and on the run's page.
  await expect(page.getByTestId('trust-summary')).toContainText(
    /the top answer \(€\d+\.\d\d ± 5%\) holds in \d+% of resamples/,
  );
  await page.reload();
  await page
    .getByRole('region', { name: 'Pricing study history' })
    .getByTestId('history-card')
    .getByRole('link', { name: /^Open / })
    .click();
  await expect(page).toHaveURL(/\/feedback\//);
  await page.getByRole('button', { name: 'Show the figures' }).click();
  await expect(
    page.getByText(/^Where the optimal price point lands: €\d+\.\d\d ± 5%, kept in \d+% of resamples/),
  ).toBeVisible();
  await expect(
    page.getByText(/^Too expensive: mean €\d+\.\d\d, standard deviation \d+% of the mean/),
  ).toBeVisible();
  await expect(page.getByText(/^Not applicable: the twins name figures/)).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expect(page.getByTestId('trust-summary')).toBeVisible();
    await page.screenshot({ path: `test-results/trust-van-westendorp-run-${width}.png`, fullPage: true });
    await page.locator('section[aria-labelledby="pricing-figures-title"]').screenshot({
      path: `test-results/pricing-van-westendorp-chart-${width}.png`,
    });
    await page
      .getByRole('region', { name: 'How far to trust this run' })
      .screenshot({ path: `test-results/trust-van-westendorp-report-${width}.png` });
  }
});

test('concept comparison: the better variant wins, each twin says why; in the history', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, 'Carl Comparer');
  await page.getByRole('button', { name: 'Concept Comparison' }).click();
  await expect(page).toHaveURL(/feature=concept-comparison/);
  const panel = page.getByTestId('comparison-panel');
  await panel
    .getByRole('textbox', { name: 'Variant A' })
    .fill('A stainless steel water bottle that leaks and keeps drinks cold for 2 hours. $25.');
  await panel
    .getByRole('textbox', { name: 'Variant B' })
    .fill('A stainless steel water bottle that keeps drinks cold for 24 hours. $25.');
  await panel.getByRole('button', { name: 'Add a variant' }).click();
  await expect(panel.getByRole('textbox', { name: 'Variant C' })).toBeVisible();
  await panel.getByRole('button', { name: 'Remove Variant C' }).click();
  await expect(panel.getByTestId('run-quote')).toContainText('Cost: 1 credit');
  await panel.getByRole('button', { name: 'Compare variants (1 credit)' }).click();

  await expect(page.getByTestId('comparison-results')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('comparison-winner')).toHaveText('Winner: Variant B');
  await expect(page.getByTestId('variant-card')).toHaveCount(2);
  await expect(page.getByTestId('panel-answers')).toContainText('Prefers Variant B to Variant A');
  await expect(page.getByTestId('header-credit-balance')).toHaveText('9 credits');
  await expect(page.getByTestId('trust-summary')).toContainText(
    /^Stable: the top answer \(Variant B\) holds in \d+% of resamples/,
  );
  await page.getByRole('button', { name: 'Show the figures' }).click();
  await expect(page.getByText(/^Preferred variant: Variant B, kept in/)).toBeVisible();
  await page.screenshot({
    path: `test-results/trust-comparison-lab-${page.viewportSize()!.width}.png`,
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('trust-summary')).toBeVisible();
  await page.screenshot({
    path: `test-results/trust-${page.url().includes('/feedback/') ? 'run' : 'lab'}-390.png`,
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  const card = page.getByRole('region', { name: 'Comparison history' }).getByTestId('history-card');
  await expect(card.getByTestId('history-headline')).toHaveText('Winner: Variant B');
});
