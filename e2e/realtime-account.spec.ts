import { expect, test, waitingForApp, type Page } from './support/test';

const admin = { email: 'admin@e2e.example', password: 'e2e admin password' };
const password = 'Twinsight e2e pass 42';
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
  });
});

/** Marks the document, so a later check proves the page was never reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { journeyMark: string }).journeyMark = 'kept'));
const documentKept = (page: Page) =>
  page.evaluate(() => (window as unknown as { journeyMark?: string }).journeyMark);

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  return page.getByRole('menu');
}

test('a role given by an admin and a rename made in another tab reach an open page without reload', async ({
  page,
  browser,
}) => {
  test.slow(); // two users in three tabs: twice the pages of a journey
  const email = uniqueEmail('realtime');
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/research-lab$/);
  await markDocument(page);

  let menu = await openAccountMenu(page);
  await expect(menu.getByText('Ada Lovelace')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Manage users' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const adminContext = await browser.newContext();
  const adminPage = waitingForApp(await adminContext.newPage());
  await adminPage.goto('/login');
  await adminPage.getByLabel('Email').fill(admin.email);
  await adminPage.getByLabel('Password', { exact: true }).fill(admin.password);
  await adminPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(adminPage).not.toHaveURL(/\/login/);
  await adminPage.goto('/admin/users');
  await adminPage.getByRole('searchbox', { name: 'Search by email or name' }).fill(email);
  const row = adminPage.getByTestId(`admin-user-${email}`);
  await row.getByRole('button', { name: `Make admin ${email}` }).click();
  const confirm = adminPage.getByRole('dialog', { name: 'Make admin' });
  await confirm.getByRole('button', { name: 'Make admin' }).click();
  await expect(adminPage.getByText(`${email} is now an admin.`)).toBeVisible();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();

  // The user's open page learns it from GET /api/realtime.
  await expect(async () => {
    menu = await openAccountMenu(page);
    try {
      await expect(menu.getByRole('menuitem', { name: 'Manage users' })).toBeVisible({ timeout: 500 });
    } finally {
      await page.keyboard.press('Escape');
    }
  }).toPass({ timeout: 10_000 });
  expect(await documentKept(page)).toBe('kept');

  // A rename saved in a second tab shows in the first.
  const profileTab = waitingForApp(await page.context().newPage());
  await profileTab.goto('/profile');
  await profileTab.getByRole('textbox', { name: 'Full name' }).fill('Ada King');
  await profileTab.getByRole('button', { name: 'Save changes' }).click();
  await expect(profileTab.getByText('Your profile has been saved.')).toBeVisible();
  // A tab in the background gets no animation frames, and Playwright waits for one before it clicks.
  await page.bringToFront();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('AK');
  menu = await openAccountMenu(page);
  await expect(menu.getByText('Ada King')).toBeVisible();
  expect(await documentKept(page)).toBe('kept');
  await adminContext.close();
});
