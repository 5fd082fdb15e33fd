import { expect, test } from './support/test';

const password = 'Twinsight e2e pass 42';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
  });
});

test('signed-out visitors are sent from signed-in pages to /login', async ({ page }) => {
  for (const path of ['/profile', '/research-lab', '/feedback/abc', '/brand360/xyz']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  }
  await page.goto('/admin/content');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in non-admin is sent from admin pages to /', async ({ page }) => {
  const email = `gate-${Date.now()}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/research-lab$/);

  await page.goto('/admin/content/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Know how customers will react');

  await page.goto('/brand360');
  await expect(page).toHaveURL(/\/research-lab\?feature=brand360$/);
  await expect(page.getByRole('button', { name: 'Brand 360' })).toHaveAttribute('aria-current', 'true');
});

test('an admin sees the content administration screen', async ({ page }) => {
  await page.goto('/admin/content');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('admin@e2e.example');
  await page.getByLabel('Password', { exact: true }).fill('e2e admin password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(page.getByRole('heading', { name: 'Content administration' })).toBeVisible();
  await page.goto('/admin/content/edit/some-id');
  await expect(page.getByRole('heading', { name: 'Content administration' })).toBeVisible();
});
