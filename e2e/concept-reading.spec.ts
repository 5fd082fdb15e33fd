import { expect, test, type Page } from './support/test';
import { signUpToLab } from './support/sign-up';

const CABIN = 'Lakeside Hideaway: two nights in a lakeside cabin for two, $240, surprise fees at checkout.';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
  });
});

async function signUpToReadingLab(page: Page) {
  await signUpToLab(page, 'Rita Reader', 'reading');
  return page.getByTestId('concept-test-panel');
}

test('the reading under the concept: typed, corrected (category and usual price), run, and shown on the run page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const panel = await signUpToReadingLab(page);
  const reading = panel.getByTestId('concept-reading');
  await expect(reading).toContainText('Type your concept to see what the twins will understand');
  await panel
    .getByPlaceholder('Describe your product, service, or idea that needs evaluation...')
    .fill(CABIN);

  // Read as typed: a cabin is in no category, the surprise fees count against it, and the domain is said plainly.
  const category = reading.getByRole('combobox', { name: 'Category' });
  await expect(
    reading.getByText(/^Not placed: its price is judged against the twins’ income alone/),
  ).toBeVisible();
  await expect(reading.getByText('surprise fees at checkout: counts against it')).toBeVisible();
  await expect(reading.getByTestId('reading-outside-domain')).toContainText('Outside the measured domains');
  await expect(category).toHaveValue('');
  await page.setViewportSize({ width: 1280, height: 900 });
  await reading.screenshot({ path: 'test-results/concept-reading-1280.png' });

  // Corrected from the keyboard: the category, then the usual price of what it offers (two nights).
  await category.focus();
  await category.pressSequentially('hotel room');
  await expect(page.getByRole('option', { name: 'hotel room' })).toBeVisible();
  await category.press('ArrowDown');
  await category.press('Enter');
  await expect(reading.getByText('Chosen by you.')).toBeVisible();
  await expect(reading.getByTestId('reading-usual-price')).toContainText('for 2 nights');
  const usual = reading.getByLabel('Usual price in USD');
  await usual.fill('-5');
  await expect(reading.getByText('Type a price above 0, in digits.')).toBeVisible();
  await usual.fill('600');
  await expect(reading.getByTestId('reading-usual-price')).toContainText(
    '$600 for 2 nights · Your correction',
  );
  await reading.screenshot({ path: 'test-results/concept-reading-corrected-1280.png' });

  await panel.getByRole('button', { name: 'Select Digital Twins (0/7)' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^View \d+ Results$/ }).click();
  await dialog.getByRole('button', { name: 'Choose for me' }).click();
  await dialog.getByRole('button', { name: 'Use 7 Twins' }).click();
  await expect(dialog).toBeHidden();
  await panel.getByRole('button', { name: 'Generate Analysis' }).click();
  await expect(page.getByTestId('analysis-summary')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('header-credit-balance')).toHaveText('9 credits');
  // The lab's results say what the twins understood, as the run page does.
  await expect(page.getByTestId('run-reading')).toContainText('hotel room (travel), chosen by you');
  await page
    .getByRole('region', { name: 'What the twins understood' })
    .screenshot({ path: 'test-results/lab-run-reading-1280.png' });

  // The run's own page shows what the twins understood, with the corrections.
  const runs = await page.request.get('/api/feedback?type=focus-group');
  const [record] = (await runs.json()).items as Array<{ id: string }>;
  await page.goto(`/feedback/${record!.id}`);
  const shown = page.getByTestId('run-reading');
  await expect(shown).toContainText('hotel room (travel), chosen by you');
  await expect(shown).toContainText('$600 for 2 nights (Your correction)');
  await expect(shown).toContainText('surprise fees at checkout (defect)');
  await expect(page.getByText('You corrected the category and the usual price before the run')).toBeVisible();
  const section = page.getByRole('region', { name: 'What the twins understood' });
  await section.screenshot({ path: 'test-results/run-reading-1280.png' });

  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: 'test-results/run-reading-390.png' });
  await page.goto('/research-lab');
  const phonePanel = page.getByTestId('concept-test-panel');
  await phonePanel
    .getByPlaceholder('Describe your product, service, or idea that needs evaluation...')
    .fill(CABIN);
  await expect(phonePanel.getByTestId('concept-reading')).toContainText('surprise fees at checkout');
  await phonePanel
    .getByTestId('concept-reading')
    .screenshot({ path: 'test-results/concept-reading-390.png' });
});

test('pricing studies and comparisons show the reading under the concept too, in the study’s currency', async ({
  page,
}) => {
  await signUpToReadingLab(page);
  await page.getByRole('button', { name: 'Pricing Study' }).click();
  const pricing = page.getByTestId('pricing-study-panel');
  await pricing.getByLabel('Your concept').fill('A dozen large free-range eggs from local farms, $4.50.');
  const reading = pricing.getByTestId('concept-reading');
  await expect(reading.getByRole('combobox', { name: 'Category' })).toHaveValue('eggs');
  // Eggs at a price are what the engine was measured on; the usual price is shown in the study's currency (EUR).
  await expect(reading.getByTestId('reading-outside-domain')).toHaveCount(0);
  await expect(reading).toContainText('Measured domain: an everyday grocery or pharmacy product');
  await expect(reading.getByTestId('reading-usual-price')).toContainText(/^€\d+\.\d\d for 12 pieces/);
  await page.setViewportSize({ width: 390, height: 844 });
  await reading.screenshot({ path: 'test-results/pricing-reading-390.png' });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Concept Comparison' }).click();
  const comparison = page.getByTestId('comparison-panel');
  await comparison
    .getByRole('textbox', { name: 'Variant A' })
    .fill('An $89 hotel night in central Chicago with free breakfast.');
  const comparisonReading = comparison.getByTestId('concept-reading');
  await expect(comparisonReading).toContainText(
    'Read from Variant A; your corrections apply to every variant.',
  );
  await expect(comparisonReading.getByRole('combobox', { name: 'Category' })).toHaveValue('hotel room');
  await comparisonReading.screenshot({ path: 'test-results/comparison-reading-1280.png' });
});
