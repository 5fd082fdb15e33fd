import { expect, test } from './support/test';

test.describe('with the cookie choice made', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
    });
  });

  test('unknown paths show a real 404 page with a link home', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/this/page/does-not-exist')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Know how customers will react');
  });

  test('a direct load of / serves the landing page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Know how customers will react');
  });

  test('header is 64 px on desktop; footer has its links, contact and social profiles', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Know how customers will react');
    const header = page.getByTestId('site-header');
    expect((await header.boundingBox())?.height).toBe(64);
    // No extra border pixel: the page's content starts right below.
    expect((await page.locator('main').first().boundingBox())?.y).toBe(64);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Research Lab', 'Features', 'Use Cases', 'Pricing'])
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Digital Twins' })).toHaveCount(0);

    const footer = page.getByTestId('site-footer');
    for (const label of [
      'About',
      'Features',
      'Use Cases',
      'Methodology',
      'Why Twinsight',
      'Pricing',
      'Research Lab',
      'Resources',
      'User Guide',
    ]) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Why Twinsight' })).toHaveAttribute(
      'href',
      '/why-twinsight',
    );
    await expect(footer.getByRole('link', { name: 'Sub-Processors' })).toHaveAttribute(
      'href',
      '/privacy#sub-processors',
    );
    for (const label of ['Privacy Policy', 'Terms of Service', 'GDPR Compliance', 'Cookie Policy']) {
      await expect(footer.getByRole('link', { name: label })).toBeVisible();
    }
    for (const label of ['LinkedIn', 'X', 'Instagram', 'YouTube'])
      await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'hello@twinsight.example' })).toHaveAttribute(
      'href',
      'mailto:hello@twinsight.example',
    );
    await expect(footer.getByText('Valletta, Malta')).toBeVisible();
  });

  test('every route change starts at the top of the page', async ({ page }) => {
    await page.goto('/about');
    await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByTestId('site-footer').getByRole('link', { name: 'Cookie Policy' }).click();
    await expect(page).toHaveURL(/\/cookies$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the drawer opens at 80% up to 280 px, its links navigate and it closes', async ({ page }) => {
      await page.goto('/login');
      const header = page.getByTestId('site-header');
      expect((await header.boundingBox())?.height).toBe(56);
      expect((await page.locator('main').first().boundingBox())?.y).toBe(56);
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }),
      ).toBeHidden();

      const open = page.getByRole('button', { name: 'Open navigation menu' });
      await open.click();
      const drawer = page.locator('#site-drawer .MuiDrawer-paper');
      await expect(drawer).toBeVisible();
      const box = await drawer.boundingBox();
      // Sub-pixel tolerance: the paper may still be settling at the end of its slide-in transition.
      expect(box!.width).toBeCloseTo(Math.min(390 * 0.8, 280), 0);
      await expect(drawer.getByRole('link', { name: 'Pricing' })).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'Digital Twins' })).toHaveCount(0);

      await drawer.getByRole('link', { name: 'Sign Up' }).click();
      await expect(page).toHaveURL(/\/signup$/);
      await expect(drawer).toBeHidden();

      // Keyboard: Escape closes it too.
      await open.click();
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      await open.click();
      await drawer.getByRole('link', { name: 'Use Cases' }).click();
      await expect(page).toHaveURL(/\/use-cases$/);
      await expect(drawer).toBeHidden();
    });
  });
});

test.describe('cookie notice', () => {
  test('appears after 1.5 s; Accept All persists across reload', async ({ page }) => {
    await page.goto('/login');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    const shownAt = Date.now();
    await expect(notice).toBeVisible({ timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThan(700);
    await notice.getByRole('button', { name: 'Accept All' }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('true');
    await page.reload();
    await page.waitForTimeout(2500);
    await expect(notice).toHaveCount(0);
  });

  test('Necessary Only persists across reload', async ({ page }) => {
    await page.goto('/signup');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible({ timeout: 5000 });
    await notice.getByRole('button', { name: 'Necessary Only' }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('false');
    await page.reload();
    await page.waitForTimeout(2500);
    await expect(notice).toHaveCount(0);
  });
});
