import { expect, test } from './support/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
  });
});

test('Digital Twins: browse the library signed out, filter with counts, search, open a twin and close it', async ({
  page,
}) => {
  await page.goto('/personas');
  await expect(page.getByRole('heading', { name: 'Digital Twins', level: 1 })).toBeVisible();
  const count = page.getByTestId('persona-result-count');
  await expect(count).toHaveText('1,000 twins');
  await expect(page.getByRole('link', { name: /^.+, \d+, / })).toHaveCount(24);
  // The first page mixes the library's countries rather than showing one country's twins.
  const firstPage = (await page.getByRole('link', { name: /^.+, \d+, / }).allInnerTexts()).join('\n');
  for (const country of ['Malta', 'Netherlands', 'United Kingdom', 'United States']) {
    expect(firstPage).toContain(country);
  }

  const filters = page.getByRole('complementary', { name: 'Filters' });
  const malta = filters.getByRole('button', { name: /^Malta \d+$/ });
  const maltaCount = await malta.getByTestId('chip-count-countries-MT').innerText();
  await malta.click();
  await expect(malta).toHaveAttribute('aria-pressed', 'true');
  await expect(count).toHaveText(`${maltaCount} of 1,000 twins`);

  const tech = filters.getByRole('button', { name: /^Tech Professionals \d+$/ });
  const techCount = await tech.getByTestId('chip-count-jobTypes-Tech').innerText();
  await tech.click();
  await expect(count).toHaveText(`${techCount} of 1,000 twins`);

  await page.getByRole('searchbox', { name: 'Search twins' }).fill('zzz no such twin');
  await expect(page.getByText('No digital twins match')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(count).toHaveText('1,000 twins');

  await page.getByRole('searchbox', { name: 'Search twins' }).fill('engineer');
  const firstTwin = page.getByRole('link', { name: /engineer/i }).first();
  const label = (await firstTwin.getAttribute('aria-label')) ?? '';
  const name = label.split(',')[0]!;
  await firstTwin.click();

  await expect(page).toHaveURL(/\/personas\?id=twin-/);
  const detail = page.getByRole('dialog', { name });
  await expect(detail).toBeVisible();
  for (const heading of ['Biography', 'Big Five personality', 'Personality traits', 'Values and beliefs']) {
    await expect(detail.getByRole('heading', { name: heading })).toBeVisible();
  }
  for (const fact of ['Occupation', 'Location', 'Income bracket', 'Household', 'Education']) {
    await expect(detail.getByText(fact, { exact: true })).toBeVisible();
  }
  await expect(detail.getByTestId('big-five-openness')).toContainText(
    /(Very low|Below average|Average|Above average|Very high) \([+−]?\d\.\d SD\)/,
  );

  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();
  await expect(page).toHaveURL(/\/personas$/);

  // The profile URL can be shared and opened directly.
  await page.goto('/personas?id=twin-mt-001');
  await expect(page.getByRole('dialog')).toContainText('Malta');
});
