import { expect, test, waitingForApp, type Page } from './support/test';
import sharp from 'sharp';

const admin = { email: 'admin@e2e.example', password: 'e2e admin password' };
const unique = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
  });
});

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function writeResource(
  page: Page,
  { title, body, status }: { title: string; body: string; status: 'Draft' | 'Published' },
) {
  await page.goto('/admin/content/new');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('textbox', { name: 'Summary' }).fill(`A summary of ${title}.`);
  await page.getByRole('textbox', { name: 'Body (Markdown)' }).fill(body);
  await page.getByRole('radio', { name: status }).check();
}

test('an admin writes and publishes an article that a signed-out visitor reads', async ({
  page,
  browser,
}) => {
  const title = `Gen Z grocery habits ${unique('t')}`;
  await signInAsAdmin(page);
  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { name: 'Content administration' })).toBeVisible();
  await page.getByRole('link', { name: 'New resource' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/new$/);

  await writeResource(page, {
    title,
    status: 'Published',
    body: '# What we found\n\n- Price matters most\n- Packaging second\n- Under $$5, $& reads as typed\n\n<script>window.hacked = 1</script>',
  });
  const slug = await page.getByLabel('Slug').inputValue();
  expect(slug).toMatch(/^gen-z-grocery-habits-t-/);

  // The live preview uses the public renderer.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'What we found' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveText([
    'Price matters most',
    'Packaging second',
    'Under $$5, $& reads as typed',
  ]);

  const cover = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#6366f1' } })
    .png()
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
  await expect(page.getByRole('img', { name: 'Cover preview' })).toHaveAttribute('src', /^\/api\/uploads\//);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/edit\/[0-9a-f-]{36}$/);
  const publicLink = page.getByRole('link', { name: `View it at /resources/${slug}` });
  await expect(publicLink).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`/resources/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'What we found' })).toBeVisible();
  await expect(visitor.locator('article li')).toHaveText([
    'Price matters most',
    'Packaging second',
    'Under $$5, $& reads as typed',
  ]);
  await expect(visitor.locator('article script')).toHaveCount(0);
  await expect(visitor.locator('article img[src^="/api/uploads/"]')).toBeVisible();
  await expect(visitor).toHaveTitle(new RegExp(title));
  // The article arrives server-rendered, with the script still inert.
  const html = await (
    await visitor.request.get(`/resources/${slug}`, { headers: { accept: 'text/html' } })
  ).text();
  expect(html).toContain('<li>Price matters most</li>');
  expect(html).toContain('<li>Under $$5, $&amp; reads as typed</li>');
  expect(html).not.toMatch(/<script>window\.hacked/);

  await visitor.goto('/resources');
  await expect(visitor.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await visitor.close();
});

test('a draft is not visible to visitors', async ({ page, browser }) => {
  const title = `Unfinished draft ${unique('d')}`;
  await signInAsAdmin(page);
  await writeResource(page, { title, status: 'Draft', body: 'Not ready yet.' });
  const slug = await page.getByLabel('Slug').inputValue();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved as a draft.')).toBeVisible();

  await page.goto('/admin/content/dashboard');
  await page.getByLabel('Search').fill(title);
  await expect(
    page.getByRole('row', { name: new RegExp(title) }).getByText('Draft', { exact: true }),
  ).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`/resources/${slug}`);
  await expect(visitor.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await visitor.goto('/resources');
  await expect(visitor.getByRole('heading', { name: 'Resources', exact: true })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.close();
});

test('a signed-in non-admin is sent away from /admin/content', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Work email').fill(`${unique('cms')}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Twinsight e2e pass 42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/research-lab$/);
  await page.goto('/admin/content');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/content/new');
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor requests a free brand snapshot; an admin finds it from the menu and marks it handled', async ({
  page,
  browser,
}) => {
  const brand = unique('Difference');
  await page.goto('/snapshot-request');
  await page.getByRole('button', { name: 'Request my snapshot' }).click();
  await expect(page.getByText('Enter your name')).toBeVisible();
  await expect(page.getByText('Enter a valid work email')).toBeVisible();

  await page.getByLabel('Your name').fill('Ada Lovelace');
  await page.getByLabel('Work email').fill('ada@engines.example');
  await page.getByRole('textbox', { name: 'Company' }).fill('Analytical Engines');
  await page.getByLabel('Brand to analyse').fill(brand);
  await page.getByRole('textbox', { name: 'Message' }).fill('How do UK buyers see us?');
  await page.getByRole('button', { name: 'Request my snapshot' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your request is in' })).toBeVisible();
  await expect(page.getByText('ada@engines.example')).toBeVisible();

  const adminContext = await browser.newContext();
  await adminContext.addInitScript(() => localStorage.setItem('cookiesAccepted', 'false'));
  const adminPage = waitingForApp(await adminContext.newPage());
  await signInAsAdmin(adminPage);
  await adminPage.getByRole('button', { name: 'Account menu' }).click();
  await expect(adminPage.getByRole('menuitem', { name: 'Content' })).toBeVisible();
  await adminPage.getByRole('menuitem', { name: 'Snapshot requests' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/snapshot-requests$/);
  await expect(adminPage.getByRole('heading', { name: 'Snapshot requests', level: 1 })).toBeVisible();

  // Newest first: the request just made heads the list of new ones.
  const newest = adminPage.getByRole('list', { name: 'Snapshot requests' }).getByRole('listitem').first();
  await expect(newest).toHaveAccessibleName(`Snapshot request for ${brand}`);
  await expect(newest.getByText('Ada Lovelace · Analytical Engines ·')).toBeVisible();
  await expect(newest.getByRole('link', { name: 'ada@engines.example' })).toHaveAttribute(
    'href',
    /^mailto:ada@engines\.example/,
  );
  await expect(newest.getByText('How do UK buyers see us?')).toBeVisible();
  await expect(newest.getByText('New', { exact: true })).toBeVisible();
  await newest.getByRole('button', { name: 'Mark handled' }).click();
  await expect(adminPage.getByRole('listitem', { name: `Snapshot request for ${brand}` })).toHaveCount(0);

  await adminPage.getByRole('tab', { name: 'Handled' }).click();
  const handled = adminPage.getByRole('listitem', { name: `Snapshot request for ${brand}` });
  await expect(handled.getByText('Handled', { exact: true })).toBeVisible();
  await expect(handled.getByText(/· handled /)).toBeVisible();
  await expect(handled.getByRole('button', { name: 'Mark as new' })).toBeVisible();
  await adminContext.close();
});

test('an unknown snapshot shows the 404 page', async ({ page }) => {
  await page.goto('/snapshot/xyz');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
