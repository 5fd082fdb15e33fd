// Nothing typed or chosen in the first moments on a lab screen is lost: on a slow phone (CPU throttled 4×) the user
// starts within 200 ms of the screen appearing, while it is still the server's HTML. A control either takes the
// input over when the app goes live or does not accept it until then; either way the value is there at the end.
import { renderAdImage } from './support/ad-image';
import { signUpByApi } from './support/sign-up';
import { expect, test, type Page } from './support/test';

const TYPED = 'Typed early';

/** Opens the screen on a throttled CPU and returns as soon as its server-rendered HTML shows the field. */
async function openSlowly(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path, { waitUntil: 'commit' });
}

const firstTextField = (page: Page) =>
  page
    .locator('main')
    .locator('textarea:visible, input[type="text"]:visible, input:not([type]):visible')
    .first();

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
  });
  await signUpByApi(page, 'Early Typist', 'early');
});

const screens = [
  { name: 'concept test', path: '/research-lab' },
  { name: 'ad creative test', path: '/research-lab?feature=image-ad' },
  { name: 'concept comparison', path: '/research-lab?feature=concept-comparison' },
  { name: 'pricing study', path: '/research-lab?feature=pricing-study' },
  { name: 'Brand 360', path: '/research-lab?feature=brand360' },
  { name: 'angel pitch', path: '/research-lab?feature=angel-pitch' },
  { name: 'interview', path: '/research-lab?feature=interview' },
  { name: 'audiences', path: '/research-lab/audiences' },
];

for (const { name, path } of screens) {
  test(`${name}: text typed within 200 ms of the screen appearing is there once the app is live`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openSlowly(page, path);
    const field = firstTextField(page);
    await field.waitFor({ state: 'visible', timeout: 60_000 });
    // A person clicks into the field and types at once, whatever state the page is in.
    await field.click();
    await field.pressSequentially(TYPED);
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    // Whatever the app does as it settles (queries answering, the session arriving) must not wipe the text.
    await page.waitForTimeout(1_500);
    await expect(field).toHaveValue(TYPED);
  });
}

test('ad creative test: an image chosen within 200 ms of the screen appearing is the one shown once the app is live', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ad = await renderAdImage({ lines: ['EARLY', 'CHOICE'], size: 400 });
  await openSlowly(page, '/research-lab?feature=image-ad');
  const zone = page.getByRole('button', { name: /Drop your ad here or choose a file/ });
  await zone.waitFor({ state: 'visible', timeout: 60_000 });
  const chooser = page.waitForEvent('filechooser', { timeout: 60_000 });
  await zone.click();
  await (await chooser).setFiles({ name: 'early.png', mimeType: 'image/png', buffer: ad });
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  await page.waitForTimeout(1_500);
  await expect(page.getByRole('img', { name: 'Your ad' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ad image early.png; choose another' })).toBeVisible();
});
