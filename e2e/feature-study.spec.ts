import { expect, test } from './support/test';
import { signUpToLab } from './support/sign-up';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
  });
});

test('feature value study: design a camera study, run it, read what each feature is worth and simulate shares', async ({
  page,
}) => {
  test.slow();
  await signUpToLab(page, 'Joan Robinson', 'feature-study');
  await page.getByRole('button', { name: 'Feature Value Study' }).click();
  await expect(page).toHaveURL(/feature=feature-study/);
  const panel = page.getByTestId('feature-study-panel');
  const runButton = panel.getByRole('button', { name: 'Run feature value study (1 credit)' });

  // Nothing filled in: each field says what it needs, and nothing is charged.
  await runButton.click();
  await expect(panel.getByText('Enter what is being chosen, e.g. "a digital camera"')).toBeVisible();
  await expect(page.getByTestId('header-credit-balance')).toHaveText('10 credits');

  await panel.getByRole('textbox', { name: /What is being chosen/ }).fill('a digital camera');
  await panel.getByRole('textbox', { name: 'Attribute 1', exact: true }).fill('Zoom');
  await panel.getByRole('textbox', { name: 'Levels of attribute 1' }).fill('a standard zoom\na higher zoom');
  await panel.getByRole('textbox', { name: 'Attribute 2', exact: true }).fill('Wifi');
  await panel.getByRole('textbox', { name: 'Levels of attribute 2' }).fill('no wifi\nwifi');
  await panel.getByRole('button', { name: 'Add attribute' }).click();
  await panel.getByRole('textbox', { name: 'Attribute 3', exact: true }).fill('Screen');
  await panel.getByRole('textbox', { name: 'Levels of attribute 3' }).fill('a fixed screen\na swivel screen');
  await panel.getByRole('textbox', { name: /Prices/ }).fill('79, 129, 179, 229, 279');
  // The free quote names the panel and the cost before anything runs.
  await expect(panel.getByTestId('run-quote')).toContainText('Cost: 1 credit', { timeout: 30_000 });

  await runButton.click();
  const results = page.getByTestId('feature-study-results');
  await expect(results).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('header-credit-balance')).toHaveText('9 credits');
  await expect(results.getByTestId('feature-summary')).not.toBeEmpty();
  await expect(results.getByTestId('wtp-plot').first()).toHaveAttribute('aria-label', /a higher zoom/);

  // The simulator starts from three products; the cheapest has every base level. Better features at the same price
  // win it a larger share.
  const simulator = results.getByTestId('feature-simulator');
  await expect(simulator.getByTestId('simulated-share')).toHaveCount(3, { timeout: 30_000 });
  const shareOf = async (index: number) =>
    Number(
      (await simulator.getByTestId('simulated-share').nth(index).locator('strong').textContent())!.replace(
        '%',
        '',
      ),
    );
  const before = await shareOf(2);
  await simulator.getByRole('combobox', { name: 'Zoom' }).nth(2).click();
  await page.getByRole('option', { name: 'a higher zoom' }).click();
  await simulator.getByRole('combobox', { name: 'Wifi' }).nth(2).click();
  await page.getByRole('option', { name: 'wifi', exact: true }).click();
  await expect.poll(() => shareOf(2), { timeout: 30_000 }).toBeGreaterThan(before);

  // After a reload the study is in the type's history, and opens on its own page.
  await page.reload();
  const card = page.getByRole('region', { name: 'Feature value study history' }).getByTestId('history-card');
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: /^Open / }).click();
  await expect(page).toHaveURL(/\/feedback\//);
  await expect(page.getByTestId('feature-study-results')).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`feature-study-${width}.png`), fullPage: true });
  }
});
