import { renderAdImage } from './support/ad-image';
import { expect, test, type Page } from './support/test';
import { signUpToLab } from './support/sign-up';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
  });
});

async function signUp(page: Page, name: string) {
  await signUpToLab(page, name, 'images');
}

for (const width of [1280, 390]) {
  test(`concept comparison with a variant image at ${width} px: attach, preview, run, see it beside its variant`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signUp(page, 'Ivy Imager');
    await page.goto('/research-lab?feature=concept-comparison');
    const panel = page.getByTestId('comparison-panel');
    await panel.getByRole('textbox', { name: 'Variant A' }).fill('Trail running shoes with a grippy sole.');
    await panel
      .getByRole('textbox', { name: 'Variant B' })
      .fill('Trail running shoes with a grippy sole, as in the ad.');
    // The quote comes once the session is known and the form has settled; the first one after sign-up draws the
    // panel, which on a loaded machine can take longer than the default wait.
    await expect(panel.getByTestId('run-quote')).toContainText('Cost: 1 credit', { timeout: 30_000 });

    await panel
      .getByLabel('Variant A image file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(panel.getByRole('alert')).toHaveText('“notes.txt” is not a PNG, JPEG or WebP image.');
    const ad = await renderAdImage({ lines: ['HALF PRICE', 'FREE DELIVERY'], size: 600 });
    await panel
      .getByLabel('Variant B image file')
      .setInputFiles({ name: 'half-price.png', mimeType: 'image/png', buffer: ad });
    await expect(panel.getByRole('img', { name: 'Variant B image preview' })).toBeVisible();
    await panel.screenshot({ path: test.info().outputPath(`comparison-form-${width}.png`) });

    await panel.getByRole('button', { name: 'Compare variants (1 credit)' }).click();
    await expect(page.getByTestId('comparison-results')).toBeVisible({ timeout: 60_000 });
    const cards = page.getByTestId('variant-card');
    await expect(cards.nth(0).getByTestId('variant-image')).toHaveCount(0);
    const image = cards.nth(1).getByRole('img', { name: 'Variant B image' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(cards.nth(1)).toContainText(/Read from the image: “.*HALF PRICE/i);
    await page
      .getByTestId('comparison-results')
      .screenshot({ path: test.info().outputPath(`comparison-result-${width}.png`) });
  });
}
