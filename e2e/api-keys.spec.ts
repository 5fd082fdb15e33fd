import { expect, test } from './support/test';

const password = 'Twinsight e2e pass 42';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
  });
});

test('a key made on the profile page is shown once, reads the API, shows its last use and stops at revocation', async ({
  page,
  request,
}) => {
  const email = `keys-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Key Holder');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/research-lab$/);
  await page.goto('/profile');

  const card = page.getByRole('region', { name: 'API keys' });
  await expect(card.getByText('No API keys yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Create key' }).click();
  await expect(card.getByText('Name the key')).toBeVisible();

  await card.getByLabel('Key name').fill('Reporting script');
  await card.getByRole('button', { name: 'Create key' }).click();
  const shown = card.getByTestId('new-api-key');
  await expect(shown).toHaveText(/^tws_[A-Za-z]{64}$/);
  const key = (await shown.textContent())!;
  const keys = card.getByRole('list', { name: 'Your API keys' });
  await expect(keys.getByText('Reporting script')).toBeVisible();
  await expect(keys.getByText('Read', { exact: true })).toBeVisible();
  await expect(keys.getByText(/Never used/)).toBeVisible();

  const tokens = await request.get('/api/tokens', { headers: { authorization: `Bearer ${key}` } });
  expect(tokens.status()).toBe(200);
  expect((await tokens.json()).balance).toBe(10);

  await page.reload();
  await expect(card.getByTestId('new-api-key')).toHaveCount(0);
  await expect(keys.getByText(/Last used less than a minute ago/)).toBeVisible();

  await keys.getByRole('button', { name: 'Revoke Reporting script' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
  await expect(card.getByText('No API keys yet.')).toBeVisible();
  const refused = await request.get('/api/tokens', { headers: { authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
});
