import { renderAdImage } from './support/ad-image';
import { expect, test, type Page } from './support/test';
import { signUpByApi } from './support/sign-up';

async function signUpToAdLab(page: Page, name: string) {
  await signUpByApi(page, name, 'ad');
  await page.goto('/research-lab?feature=image-ad');
  return page.getByTestId('image-ad-panel');
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
  });
});

test('ad creative test: upload an ad, see what was read and each twin’s reaction, find it in History; 1 credit spent, bad files refused free', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const panel = await signUpToAdLab(page, 'Mary Wells');
  await expect(page.getByTestId('header-credit-balance')).toHaveText('10 credits');
  const fileInput = panel.getByTestId('ad-file-input');

  // A file over 5 MB is refused in the panel, before anything is sent.
  await fileInput.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(6 * 1024 * 1024, 1),
  });
  await expect(panel.getByRole('alert')).toContainText('images can be at most 5 MB');

  await panel.getByRole('button', { name: 'Select Digital Twins (0/7)' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^View \d+ Results$/ }).click();
  await dialog.getByRole('button', { name: 'Choose for me' }).click();
  await dialog.getByRole('button', { name: 'Use 7 Twins' }).click();
  await expect(dialog).toBeHidden();

  // A text file renamed .png passes the browser's look at its name; the server reads its bytes and refuses it.
  await fileInput.setInputFiles({
    name: 'ad.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is only text\n'.repeat(40)),
  });
  await panel.getByRole('button', { name: 'Generate Analysis' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The analysis did not run' })).toContainText(
    'This file is not an image we can read. Upload a PNG, JPEG or WebP image.',
  );
  await expect(page.getByTestId('header-credit-balance')).toHaveText('10 credits');

  const ad = await renderAdImage({ lines: ['SUMMER SALE', '50% OFF', 'RUNNING SHOES'] });
  await fileInput.setInputFiles({ name: 'summer-sale.png', mimeType: 'image/png', buffer: ad });
  await expect(panel.getByRole('img', { name: 'Your ad' })).toBeVisible();
  await panel.getByLabel('Call to action').fill('Shop now');
  await panel.getByRole('button', { name: 'Generate Analysis' }).click();

  await expect(page.getByTestId('analysis-summary')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('ad-ocr-text')).toContainText('SUMMER SALE');
  await expect(page.getByTestId('ad-ocr-text')).toContainText('RUNNING SHOES');
  await expect(page.getByTestId('ad-reaction')).toHaveCount(7);
  await expect(page.getByTestId('perceived-message').first()).toContainText(
    /summer sale|50% off|running shoes/i,
  );
  await expect(page.getByRole('list', { name: 'Sentiment distribution' })).toContainText('Positive');
  await expect(page.getByRole('img', { name: 'The tested ad' })).toBeVisible();
  await expect(page.getByTestId('header-credit-balance')).toHaveText('9 credits');

  await page.reload();
  await page.getByTestId('image-ad-panel').getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Feedback History' });
  await expect(history.getByText('Ad Creative Test History')).toBeVisible();
  await history
    .getByText(/SUMMER SALE 50% OFF/i)
    .first()
    .click();
  await expect(history).toBeHidden();
  await expect(page.getByTestId('ad-reaction')).toHaveCount(7);
  await expect(page.getByTestId('run-details')).toContainText('Saved run');
  await expect(page.getByTestId('header-credit-balance')).toHaveText('9 credits');
});

test('image analysis: read an ad alone, free, see what it says and shows, reopen it from History and its run page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const panel = await signUpToAdLab(page, 'Ivo Marsh');
  await expect(page.getByTestId('header-credit-balance')).toHaveText('10 credits');
  const analyseOnly = panel.getByRole('button', { name: 'Analyse the image only (free)' });
  await expect(analyseOnly).toBeDisabled();

  const ad = await renderAdImage({ lines: ['SUMMER SALE', '50% OFF', 'RUNNING SHOES'] });
  await panel
    .getByTestId('ad-file-input')
    .setInputFiles({ name: 'summer-sale.png', mimeType: 'image/png', buffer: ad });
  // No twins are needed to read the image.
  await analyseOnly.click();

  await expect(page.getByRole('heading', { name: 'Image analysis' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('ad-ocr-text')).toContainText('RUNNING SHOES');
  await expect(page.getByTestId('image-headline')).toContainText(/summer sale, 50% off, running shoes/i);
  const message = page.getByTestId('image-message');
  await expect(message.getByText('50% off', { exact: true })).toBeVisible();
  await expect(page.getByTestId('image-missing')).toContainText('what it costs');
  await expect(page.getByTestId('image-observations').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('ad-reaction')).toHaveCount(0);
  await expect(page.getByTestId('header-credit-balance')).toHaveText('10 credits');

  await page.reload();
  await page.getByTestId('image-ad-panel').getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Feedback History' });
  // The card names the type as users know it, not by its stored value (image_analysis).
  const card = history.getByTestId('history-card').filter({ hasText: 'Image Analysis' });
  await expect(card).toContainText('0 digital twins');
  await card.getByText(/SUMMER SALE 50% OFF/i).click();
  await expect(history).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Image analysis' })).toBeVisible();
  await expect(page.getByTestId('image-headline')).toContainText(/running shoes/i);
  await expect(page.getByTestId('run-details')).toContainText('Saved run');

  // Its run page shows the same reading, without twin sections.
  await page.getByTestId('image-ad-panel').getByRole('button', { name: 'History' }).click();
  await history.getByRole('link', { name: /Open/ }).first().click();
  await expect(page).toHaveURL(/\/feedback\//);
  await expect(page.getByTestId('run-type')).toHaveText('Image Analysis');
  await expect(page.getByTestId('image-headline')).toContainText(/running shoes/i);
  await expect(page.getByRole('img', { name: 'The tested ad' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What each twin said' })).toHaveCount(0);
  await expect(page.getByText('Read offline, no twins')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download as PDF' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download as CSV' })).toHaveCount(0);
});
