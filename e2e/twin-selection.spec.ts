import { expect, test } from './support/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
  });
});

test('Concept Test: pick 7 twins through the selection dialog with filters and Choose for me', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page
    .getByLabel('Work email')
    .fill(`twins-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Twinsight e2e pass 42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/research-lab$/);

  await page.getByRole('button', { name: 'Select Digital Twins (0/7)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Digital Twins' });
  await expect(
    dialog.getByText('Select filters to automatically find the perfect audience for your concept'),
  ).toBeVisible();
  await expect(dialog.getByText('No recent analyses found.')).toBeVisible();
  await expect(dialog.getByTestId('filters-badge')).toHaveText('0');
  await expect(dialog.getByTestId('selected-badge')).toHaveText('0/7');

  await dialog.getByRole('button', { name: /^25-34 \d+$/ }).click();
  await dialog.getByRole('button', { name: /^Netherlands \d+$/ }).click();
  await expect(dialog.getByTestId('filters-badge')).toHaveText('2');
  await dialog.getByRole('button', { name: /^View \d+ Results$/ }).click();

  await expect(dialog.getByRole('group', { name: 'Active filters' })).toContainText('Netherlands');
  await dialog.getByRole('button', { name: 'Clear Selection' }).click();
  await expect(dialog.getByTestId('selected-badge')).toHaveText('0/7');
  await dialog.getByRole('button', { name: 'Choose for me' }).click();
  await expect(dialog.getByTestId('selected-badge')).toHaveText('7/7');
  await expect(dialog.locator('[data-testid="twin-card"][aria-pressed="true"]')).toHaveCount(7);
  await expect(dialog.locator('[data-testid="twin-card"][aria-pressed="false"]').first()).toBeDisabled();

  await dialog.getByRole('button', { name: 'Use 7 Twins' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Select Digital Twins (7/7)' })).toBeVisible();
});
