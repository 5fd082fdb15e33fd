import { audienceCsv, audienceRecords } from './support/audience-records';
import { expect, test } from './support/test';

const password = 'Twinsight e2e pass 42';
const concept =
  'FreshFold: a reusable beeswax food-wrap subscription, €9 a month, three wraps in seasonal prints delivered to your door.';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
  });
});

test('own audience: upload 200 customer records, map them, run a concept test on five of their twins and see their facts in the answers', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Audience Owner');
  await page.getByLabel('Work email').fill(`audience-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/research-lab$/);

  await page.getByRole('link', { name: 'Your audiences' }).click();
  await expect(page.getByRole('heading', { name: 'Your audiences' })).toBeVisible();
  await expect(page.getByText('No audiences yet.')).toBeVisible();
  await page.getByLabel('Audience name').fill('Loyalty members');
  const records = audienceRecords({ rows: 200 });
  await page.locator('input[type="file"]').setInputFiles({
    name: 'customers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(audienceCsv(records)),
  });

  // The mapping step: identifying columns are flagged and hidden; the user changes one proposed field.
  const mapping = page.getByRole('group', { name: 'Column mapping' });
  await expect(mapping.getByTestId('mapping-row')).toHaveCount(14);
  await expect(mapping).toContainText('200 records. Each record becomes a twin.');
  await expect(mapping.getByText('Identifies a person: never stored')).toHaveCount(4);
  await expect(mapping).not.toContainText(records[0]!.Email);
  await expect(mapping.getByLabel('Field for Job title')).toHaveText('Occupation');
  await mapping.getByLabel('Field for Annual income').click();
  await page.getByRole('option', { name: 'Not used' }).click();
  await expect(mapping.getByLabel('Field for Annual income')).toHaveText('Not used');
  await page.getByRole('button', { name: 'Create audience' }).click();

  await expect(page.getByTestId('audience-mode')).toHaveText(
    'One twin per record: 200 twins from 200 records.',
    {
      timeout: 60_000,
    },
  );
  await expect(page.getByTestId('audience-twin')).toHaveCount(60);

  // The picker's own tab: five of the audience's twins for a concept test.
  await page.goto('/research-lab');
  const panel = page.getByTestId('concept-test-panel');
  await panel
    .getByPlaceholder('Describe your product, service, or idea that needs evaluation...')
    .fill(concept);
  // The concept's reading appears above the twin button and moves it: a click during the move opens nothing.
  await expect(panel.getByRole('region', { name: 'What the twins will understand' })).toBeVisible();
  await panel.getByRole('button', { name: 'Select Digital Twins (0/7)' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Your audiences' }).click();
  await expect(dialog.getByRole('button', { name: 'Loyalty members (200)' })).toBeVisible();
  const cards = dialog.getByTestId('twin-card');
  for (let i = 0; i < 5; i += 1) await cards.nth(i).click();
  await dialog.getByRole('button', { name: 'Use 5 Twins' }).click();
  await expect(dialog).toBeHidden();

  await panel.getByRole('button', { name: 'Generate Analysis' }).click();
  await expect(page.getByTestId('analysis-summary')).toBeVisible({ timeout: 60_000 });
  const answers = page.getByTestId('twin-answer');
  await expect(answers).toHaveCount(5);

  // Each answer is from a twin of the file: its age and job as the records gave them.
  const audiences = await (await page.request.get('/api/audiences')).json();
  const audience = await (await page.request.get(`/api/audiences/${audiences[0].id}`)).json();
  const byName = new Map<string, { age: number; occupation: string }>(
    audience.twins.map((twin: { name: string; age: number; occupation: string }) => [twin.name, twin]),
  );
  const facts = records.map((record) => `${record.Age} · ${record['Job title']}`);
  for (let i = 0; i < 5; i += 1) {
    const answer = answers.nth(i);
    const name = (await answer.getAttribute('aria-label'))!.replace(/'s feedback$/, '');
    const twin = byName.get(name);
    expect(twin, `${name} is a twin of the audience`).toBeDefined();
    await expect(answer).toContainText(`${twin!.age} · ${twin!.occupation}`);
    expect(facts).toContain(`${twin!.age} · ${twin!.occupation}`);
  }
});

test('own audience of mixed countries: the mapping step says which records still need a country, infers the rest from their cities and warns of a city outside its country', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Mixed Owner');
  await page.getByLabel('Work email').fill(`mixed-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/research-lab$/);
  await page.getByRole('link', { name: 'Your audiences' }).click();
  await page.getByLabel('Audience name').fill('US and UK customers');
  const csv = [
    'Email,Age,Market,Town',
    'a@example.com,34,UK,Leeds',
    'b@example.com,41,US,Bristol',
    'c@example.com,29,,Denver',
    'd@example.com,52,,Bristol',
    'e@example.com,45,,Smallville',
    'f@example.com,38,GB,Manchester',
  ].join('\n');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'us-uk.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });

  const mapping = page.getByRole('group', { name: 'Column mapping' });
  const create = page.getByRole('button', { name: 'Create audience' });
  await expect(mapping.getByTestId('country-sources')).toHaveText(
    'Countries: 3 from the country column, 2 from their city; 1 without one (row 6).',
  );
  await expect(mapping.getByTestId('city-warnings')).toContainText(
    'Bristol (row 3) is probably not in the United States: the far larger Bristol is in the United Kingdom.',
  );
  await expect(create).toBeDisabled();
  await expect(page.getByTestId('create-missing')).toHaveText(
    'Choose a country for the 1 record without one.',
  );
  await expect(
    mapping.getByText('Country of records without one: choose one for the 1 record with no country value'),
  ).toBeVisible();

  // Unmapping the country column: every row's country now comes from its town or the choice.
  await mapping.getByLabel('Field for Market').click();
  await page.getByRole('option', { name: 'Not used' }).click();
  await expect(mapping.getByTestId('country-sources')).toHaveText(
    'Countries: 4 from their city; 2 without one (rows 6, 7).',
  );
  await expect(page.getByTestId('create-missing')).toHaveText(
    'Choose a country for the 2 records without one, or map a country column.',
  );
  await expect(mapping.getByTestId('city-warnings')).toBeHidden();

  await mapping.getByLabel('Field for Market').click();
  await page.getByRole('option', { name: 'Country', exact: true }).click();
  await mapping.getByLabel('Country of records without one').click();
  await page.getByRole('option', { name: 'United Kingdom' }).click();
  await expect(mapping.getByTestId('country-sources')).toHaveText(
    'Countries: 3 from the country column, 2 from their city, 1 from the country chosen below.',
  );
  await expect(page.getByTestId('create-missing')).toBeHidden();
  await create.click();

  await expect(page.getByTestId('audience-mode')).toHaveText('One twin per record: 6 twins from 6 records.', {
    timeout: 60_000,
  });
  const audiences = await (await page.request.get('/api/audiences')).json();
  const audience = await (await page.request.get(`/api/audiences/${audiences[0].id}`)).json();
  expect(
    audience.twins.map(
      (twin: { city: string; country_code: string }) => `${twin.city}: ${twin.country_code}`,
    ),
  ).toEqual(['Leeds: UK', 'Bristol: US', 'Denver: US', 'Bristol: UK', 'Smallville: UK', 'Manchester: UK']);
});
