import { expect, test } from './support/test';
import { signUpByApi } from './support/sign-up';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
  });
});

test('Brand 360: create a profile, run a study with 7 twins, see the perception map, find the study in the history; 1 credit spent', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpByApi(page, 'Brand Owner', 'brand');
  await page.goto('/brand360');
  await expect(page).toHaveURL(/\/research-lab\?feature=brand360$/);
  const panel = page.getByTestId('brand360-panel');
  await expect(
    page.getByText('Create a brand profile to study how digital twins see your brand'),
  ).toBeVisible();

  // The form says what is missing before anything is sent.
  await panel.getByRole('button', { name: 'Create profile' }).click();
  await expect(panel.getByText('Enter the brand name')).toBeVisible();
  await expect(panel.getByText('Name at least one competitor')).toBeVisible();

  await panel.getByLabel('Brand name').fill('Kafe Lumi');
  await panel.getByLabel('Category').fill('coffee shop');
  await panel
    .getByLabel('Description')
    .fill(
      'A new neighbourhood coffee shop with organic, fair trade beans, flat whites for €3.20 and a loyalty app.',
    );
  const competitor = panel.getByRole('textbox', { name: /^Competitors/ });
  await competitor.fill('Starbucks');
  await competitor.press('Enter');
  await competitor.fill('Costa Coffee');
  await panel.getByRole('button', { name: 'Add' }).click();
  await panel.getByRole('button', { name: 'Create profile' }).click();

  await expect(page).toHaveURL(/\/brand360\/[0-9a-f-]{36}$/);
  const profileUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Kafe Lumi', level: 1 })).toBeVisible();
  await expect(page.getByText('No studies of this brand yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run perception study' })).toBeDisabled();

  await page.getByRole('button', { name: 'Select Digital Twins (0/7)' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^View \d+ Results$/ }).click();
  await dialog.getByRole('button', { name: 'Choose for me' }).click();
  await dialog.getByRole('button', { name: 'Use 7 Twins' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-credit-balance')).toHaveText('10 credits');

  await page.getByRole('button', { name: 'Run perception study' }).click();
  const results = page.getByTestId('brand-study-results');
  await expect(results).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('perception-radar').locator('svg').first()).toBeVisible();
  await expect(results.getByRole('table', { name: 'Scores by brand' })).toContainText('Costa Coffee');
  await expect(results.getByRole('heading', { name: 'Strengths' })).toBeVisible();
  await expect(results.getByRole('heading', { name: 'Risks' })).toBeVisible();
  await expect(page.getByTestId('brand-twin-answer')).toHaveCount(7);
  await expect(page.getByTestId('brand-twin-answer').first()).toContainText('Against the competitors');
  await expect(page.getByTestId('header-credit-balance')).toHaveText('9 credits');

  const history = page.getByRole('list', { name: 'Study history' });
  await expect(history.getByRole('button')).toHaveCount(1);
  await expect(history).toContainText('7 twins');

  // After a reload the study is still there, from the history.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Study history' }).getByRole('button')).toHaveCount(1);
  await expect(page.getByTestId('brand-study-results')).toBeVisible();

  // The profile is listed in the lab, and nobody else can open it.
  await page.goto('/research-lab?feature=brand360');
  await expect(page.getByRole('link', { name: /Kafe Lumi coffee shop/ })).toBeVisible();
  const other = await browser.newPage();
  await other.addInitScript(() => localStorage.setItem('cookiesAccepted', 'false'));
  await signUpByApi(other, 'Someone Else', 'brand');
  await other.goto(profileUrl);
  await expect(other.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await other.close();
});
