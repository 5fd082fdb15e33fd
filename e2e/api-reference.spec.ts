import { expect, test } from './support/test';
import { signUpToLab } from './support/sign-up';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
  });
});

test('API reference: signed out it asks to sign in; signed in it lists every route from /api/openapi.json with its shapes', async ({
  page,
}) => {
  await page.goto('/api-reference');
  await expect(page).toHaveURL(/\/login$/);

  await signUpToLab(page, 'Grace Hopper', 'api-reference');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/api-reference$/);
  // The document is about 1 MB (every record's shape is inlined); on a busy 2-core machine it took over 10 s to load.
  await expect(page.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible({
    timeout: 30_000,
  });

  const documented = await page.evaluate(async () => {
    const document = await (await fetch('/api/openapi.json')).json();
    return Object.values(document.paths as Record<string, object>).reduce(
      (count, operations) => count + Object.keys(operations).length,
      0,
    );
  });
  await expect(page.getByTestId('api-operation')).toHaveCount(documented);
  await expect(page.getByRole('heading', { name: 'Research runs', level: 2 })).toBeVisible();

  const run = page.getByTestId('api-operation').filter({ hasText: 'Runs a concept test' });
  await expect(run.getByText('/api/analyses', { exact: true })).toBeVisible();
  await run.getByRole('button').first().click();
  await expect(run.getByText('Request body (application/json)')).toBeVisible();
  await expect(run.getByText('"personaIds"').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Errors', level: 2 })).toBeVisible();
  await expect(page.getByText('INSUFFICIENT_CREDITS')).toBeVisible();
});
