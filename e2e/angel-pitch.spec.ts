import { expect, test } from './support/test';
import { signUpToLab } from './support/sign-up';

const pitch =
  'LedgerLeaf is an AI bookkeeping platform for small restaurants. 120 paying customers, €18k MRR growing 12% a month. Founders are ex-Deliveroo engineers with 10 years of experience in a market of 1.2 million EU restaurants.';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
  });
});

test('angel pitch: investor twins judge a pitch, the verdict shows and stays in the history; 1 credit spent', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpToLab(page, 'Ada Founder', 'angel');

  await page.getByRole('button', { name: 'Angel Pitch' }).click();
  await expect(page).toHaveURL(/feature=angel-pitch/);
  const panel = page.getByTestId('angel-pitch-panel');
  await panel.getByLabel('Your pitch').fill('An app.');
  await panel.getByRole('button', { name: 'Pitch to investors (1 credit)' }).click();
  await expect(panel.getByText('Describe the start-up in at least 40 characters')).toBeVisible();

  await panel.getByLabel('Your pitch').fill(pitch);
  await panel.getByLabel('Ask (€, optional)').fill('250,000');
  await panel.getByLabel('Valuation (€, optional)').fill('100000');
  await panel.getByRole('button', { name: 'Pitch to investors (1 credit)' }).click();
  await expect(panel.getByText('The valuation must be larger than the ask')).toBeVisible();
  await panel.getByLabel('Valuation (€, optional)').fill('2000000');
  await panel.getByRole('button', { name: 'Pitch to investors (1 credit)' }).click();

  const results = page.getByTestId('angel-pitch-results');
  await expect(results).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('angel-verdict-summary')).toHaveText(
    /(\d of \d investors would (invest|pass)|The panel is split)/,
  );
  await expect(results).toContainText('Ask €250,000 at a €2,000,000 valuation (13% of the company)');
  const investors = page.getByTestId('investor-answer');
  expect(await investors.count()).toBeGreaterThan(0);
  await expect(investors.first()).toContainText('risk appetite');
  await expect(page.getByTestId('header-credit-balance')).toHaveText('9 credits');

  await page.reload();
  const history = page.getByRole('region', { name: 'Pitch history' });
  const card = history.getByTestId('history-card');
  await expect(card).toHaveCount(1);
  // The card names the verdict, and opens, shares and exports the pitch like any other run.
  await expect(card.getByTestId('history-headline')).toHaveText(
    /^Verdict: (Invest|Pass|Split) \(\d invest, \d pass\)$/,
  );
  await expect(card.getByRole('link', { name: /^Open / })).toHaveAttribute('href', /^\/feedback\//);
  await expect(card.getByRole('link', { name: /as PDF$/ })).toBeVisible();
  await expect(history.getByText('End of history')).toBeVisible();
  await card.getByRole('button').first().click();
  await expect(page.getByTestId('angel-pitch-results')).toBeVisible();
});
