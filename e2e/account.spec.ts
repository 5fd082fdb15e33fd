import { expect, test, type Page } from './support/test';

const password = 'Twinsight e2e pass 42';
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test.beforeEach(async ({ page }) => {
  // These journeys are not about the cookie notice: keep it out of the way.
  await page.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
  });
});

async function signUpThroughPage(page: Page, email: string, name = 'Ada Lovelace') {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

test('sign up lands in the Research Lab; profile shows 10 credits and the PERSONAL workspace; sign out goes home', async ({
  page,
}) => {
  const email = uniqueEmail('journey');
  await signUpThroughPage(page, email);
  await expect(page).toHaveURL(/\/research-lab$/);
  await expect(page.getByRole('heading', { name: 'Research Lab', level: 1 })).toBeVisible();
  await expect(page.getByText('Your results will appear here')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Digital Twins' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pricing' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(email)).toBeVisible();
  await expect(menu.getByTestId('active-workspace-name')).toHaveText('Personal');
  await menu.getByRole('menuitem', { name: 'Profile' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('credit-balance')).toHaveText('10 credits');
  const workspaces = page.getByRole('list', { name: 'Your workspaces' });
  await expect(workspaces.locator('[data-workspace-type="PERSONAL"]')).toBeVisible();
  await expect(workspaces.getByText('Personal', { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');

  // Profile edit round-trips through PATCH /api/me/profile.
  await page.getByRole('textbox', { name: 'Company' }).fill('Analytical Engines Ltd');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue('Analytical Engines Ltd');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Know how customers will react');
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('sign-up shows inline validation and server problems', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter your name')).toBeVisible();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByText('At least 8 characters')).toBeVisible();

  await page.getByLabel('Full name').fill('Common Password');
  await page.getByLabel('Work email').fill(uniqueEmail('common'));
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This password is too common. Choose one that is harder to guess.',
  );
  await expect(page).toHaveURL(/\/signup$/);
});

test('signing up again with a taken email says so without revealing the account', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('taken');
  await signUpThroughPage(page, email);
  await expect(page).toHaveURL(/\/research-lab$/);

  const other = await browser.newPage();
  await other.addInitScript(() => localStorage.setItem('cookiesAccepted', 'false'));
  await other.goto('/signup');
  await other.getByLabel('Full name').fill('Someone Else');
  await other.getByLabel('Work email').fill(email);
  await other.getByLabel('Password', { exact: true }).fill('A different password 7');
  await other.getByRole('button', { name: 'Create account' }).click();
  await expect(other.getByRole('alert')).toHaveText(
    "We couldn't create an account with these details. If you already have an account, sign in or reset your password.",
  );
  await other.close();
});

test('sign in returns to the page that asked for it; a wrong password is explained', async ({ page }) => {
  const email = uniqueEmail('signin');
  await signUpThroughPage(page, email);
  await expect(page).toHaveURL(/\/research-lab$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('credit-balance')).toHaveText('10 credits');
});

test('password reset: request form, generic confirmation, and an invalid link', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  // The sign-in page also has an Email field: wait until the reset form has replaced it.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();

  await page.goto('/reset-password?error=INVALID_TOKEN');
  await expect(
    page.getByText('This reset link is invalid or has expired. Request a new one below.'),
  ).toBeVisible();

  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel('New password', { exact: true }).fill('A brand new password 9');
  await page.getByLabel('Repeat new password').fill('A brand new password 9');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
});
