import { expect, test } from './support/test';
import { signUpToLab } from './support/sign-up';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
  });
});

test('Concept Test: pick 7 twins through the selection dialog with filters and Choose for me', async ({
  page,
}) => {
  await signUpToLab(page, 'Grace Hopper', 'twins');

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
