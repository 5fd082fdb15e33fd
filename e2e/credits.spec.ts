import { expect, test, waitingForApp, type Page } from './support/test';

const password = 'Twinsight e2e pass 42';
const admin = { email: 'admin@e2e.example', password: 'e2e admin password' };
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const keepCookieNoticeAway = () => {
  if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
};

async function signUp(page: Page, email: string) {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/research-lab$/);
}

async function signIn(page: Page, email: string, secret: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('an admin grant reaches the signed-in user live; the history and pricing pages tell the truth', async ({
  browser,
  page,
}) => {
  await page.addInitScript(keepCookieNoticeAway);
  const email = uniqueEmail('credits');
  await signUp(page, email);
  const chip = page.getByTestId('header-credit-balance');
  await expect(chip).toHaveText('10 credits');

  // The admin works in a separate browser context (own cookies) while the user's page stays open.
  const adminContext = await browser.newContext();
  const adminPage = waitingForApp(await adminContext.newPage());
  await adminPage.addInitScript(keepCookieNoticeAway);
  await signIn(adminPage, admin.email, admin.password);
  await adminPage.getByRole('button', { name: 'Account menu' }).click();
  await adminPage.getByRole('menuitem', { name: 'Manage users' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/users$/);
  await adminPage.getByLabel('Search by email or name').fill(email);
  const row = adminPage.getByTestId(`admin-user-${email}`);
  await expect(row.getByTestId('admin-user-balance')).toHaveText('10');
  await row.getByRole('button', { name: `Adjust credits for ${email}` }).click();

  const dialog = adminPage.getByRole('dialog', { name: 'Adjust credits' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a non-zero whole number')).toBeVisible();
  await expect(dialog.getByText('Give a reason (at least 3 characters)')).toBeVisible();
  await dialog.getByLabel('Amount').fill('5');
  await dialog.getByLabel('Reason').fill('Welcome bonus');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('admin-user-balance')).toHaveText('15');

  // No reload: the realtime stream moves the user's header.
  await expect(chip).toHaveText('15 credits');

  await chip.click();
  await expect(page).toHaveURL(/\/profile#billing$/);
  const billing = page.locator('#billing');
  await expect(billing.getByTestId('billing-balance')).toHaveText('15 credits');
  // Without Stripe there is no billing portal: the section says so instead of offering a button that answers 503.
  await expect(billing.getByRole('button', { name: 'Manage billing' })).toHaveCount(0);
  await expect(billing.getByTestId('billing-not-configured')).toContainText('Online billing is not set up');
  const history = billing.getByRole('table', { name: 'Credit history' });
  const grant = history.getByRole('row').filter({ hasText: 'Admin adjustment' });
  await expect(grant).toContainText('Welcome bonus');
  await expect(grant).toContainText('+5');
  await expect(grant).toContainText('15');
  await expect(history.getByRole('row').filter({ hasText: 'Sign-up credits' })).toContainText('+10');

  // Removing more than the balance is refused with the server's message.
  await row.getByRole('button', { name: `Adjust credits for ${email}` }).click();
  await dialog.getByLabel('Amount').fill('-100');
  await dialog.getByLabel('Reason').fill('Too much');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('would take it below 0');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A subscription set by the admin makes the user unlimited, live.
  await row.getByRole('button', { name: `Set subscription for ${email}` }).click();
  const subscriptionDialog = adminPage.getByRole('dialog', { name: 'Set subscription' });
  await subscriptionDialog.getByLabel('Plan').click();
  await adminPage.getByRole('option', { name: 'Pro' }).click();
  await subscriptionDialog.getByRole('button', { name: 'Save' }).click();
  await expect(subscriptionDialog).toBeHidden();
  await expect(row).toContainText('Pro · active');
  await expect(chip).toHaveText('Unlimited');
  await expect(billing).toContainText('Pro');
  await adminContext.close();

  await page.goto('/pricing');
  await expect(page.getByTestId('billing-not-configured')).toContainText(
    'Billing is not configured on this server',
  );
  await expect(page.getByTestId('offer-pro')).toContainText('Current plan');
  for (const pack of ['10 credits', '50 credits', '200 credits']) {
    await expect(page.getByRole('button', { name: `Buy ${pack}` })).toBeDisabled();
  }
});

test('visitors see plans, packs and the sign-up credits; billing is not configured', async ({ page }) => {
  await page.addInitScript(keepCookieNoticeAway);
  await page.goto('/pricing?checkout=cancelled');
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
  await expect(page.getByText('Checkout was cancelled.')).toBeVisible();
  await expect(page.getByTestId('billing-not-configured')).toContainText(
    'an administrator can grant you credits or a subscription',
    { ignoreCase: true },
  );
  await expect(page.getByTestId('offer-free')).toContainText('10 credits when you sign up');
  for (const plan of ['Basic', 'Pro', 'Business']) {
    await expect(page.getByRole('button', { name: `Subscribe to ${plan}` })).toBeDisabled();
  }
  await expect(page.getByTestId('header-credit-balance')).toHaveCount(0);
});
