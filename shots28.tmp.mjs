import { chromium } from '@playwright/test';
const base = 'http://localhost:3228';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
const email = `shots-${Date.now()}@example.com`;
for (const width of [1280, 390]) {
  const height = width === 1280 ? 800 : 844;
  const context = await browser.newContext({ viewport: { width, height }, hasTouch: width === 390, isMobile: width === 390 });
  const page = await context.newPage();
  const shot = async (name) => { await page.waitForTimeout(400); await page.screenshot({ path: `/tmp/shots28/${name}-${width}.png` }); };
  for (const path of ['/', '/about-test', '/features', '/guide', '/pricing']) {
    await page.goto(base + path); await page.waitForLoadState('networkidle'); await shot(path === '/' ? 'home' : path.slice(1));
  }
  await page.goto(base + '/guide'); await page.waitForLoadState('networkidle');
  await page.locator('#angel-pitch').scrollIntoViewIfNeeded(); await shot('guide-angel');
  // sign up (first visit: no cookie choice stored)
  await page.goto(base + '/signup');
  await page.getByLabel('Full name').fill('Shot Taker');
  await page.getByLabel('Work email').fill(width + email);
  await page.getByLabel('Password', { exact: true }).fill('Twinsight e2e pass 42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/research-lab/);
  await page.reload(); await page.waitForTimeout(2500); await shot('lab-cookie');
  await page.getByRole('button', { name: 'Necessary Only' }).click().catch(() => {});
  await page.getByRole('button', { name: /Select Digital Twins/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^View \d+ Results$/ }).click();
  await shot('twins-results');
  await dialog.getByRole('button', { name: /Use 7 Twins/ }).click();
  // tap the Generate hint on phones
  await page.getByTestId('generate-analysis-wrapper').click();
  await page.waitForTimeout(3200); await shot('lab-after-tap');
  await page.goto(base + '/research-lab?feature=interview'); await page.waitForTimeout(1500);
  await page.getByRole('button', { name: /Select|Choose/ }).first().click().catch(() => {});
  await page.waitForTimeout(800); await shot('interview-picker');
  await page.goto(base + '/profile#billing'); await page.waitForTimeout(1500); await shot('billing');
  await page.goto(base + '/api-reference'); await page.waitForTimeout(1500); await shot('api-reference');
  await context.close();
}
await browser.close();
