import { expect, test, type Page } from './support/test';
import { signUpToLab } from './support/sign-up';

const concept =
  'GreenThumb Box: a monthly subscription plant-care kit for busy city dwellers, €29 per month, with a seasonal houseplant, organic fertiliser and video care guides.';

/** Signs up, opens the Research Lab and returns the Concept Test panel. */
async function signUpToConceptTest(page: Page, name: string) {
  await signUpToLab(page, name, 'concept');
  return page.getByTestId('concept-test-panel');
}

/**
 * Waits for the reading of the typed concept, which appears above the twin button and moves it down (a click in the
 * middle of that move pressed the button without releasing it on it, and no dialog opened); then opens the twin
 * dialog, lets it choose 7 twins and confirms them.
 */
async function chooseSevenTwins(page: Page) {
  const panel = page.getByTestId('concept-test-panel');
  await expect(panel.getByRole('region', { name: 'What the twins will understand' })).toBeVisible();
  await panel.getByRole('button', { name: 'Select Digital Twins (0/7)' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^View \d+ Results$/ }).click();
  await dialog.getByRole('button', { name: 'Choose for me' }).click();
  await dialog.getByRole('button', { name: 'Use 7 Twins' }).click();
  await expect(dialog).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
  });
});

test('what is typed into the server-rendered lab before the app is live reaches the run; its buttons wait until then', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signUpToConceptTest(page, 'Slow Phone');
  // A second tab whose app code is held back: the lab is the server's HTML until the scripts are let through.
  const lab = await context.newPage();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await lab.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await lab.goto('/research-lab', { waitUntil: 'commit' });
  const panel = lab.getByTestId('concept-test-panel');
  const conceptBox = panel.getByPlaceholder(
    'Describe your product, service, or idea that needs evaluation...',
  );
  await expect(conceptBox).toBeVisible();
  await expect(panel.getByRole('button', { name: /Select Digital Twins/ })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'History' })).toBeDisabled();
  await conceptBox.pressSequentially(concept.slice(0, 60));
  expect(await lab.evaluate(() => document.documentElement.dataset.appReady)).toBeUndefined();

  release();
  await lab.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  await expect(conceptBox).toHaveValue(concept.slice(0, 60));
  await expect(panel.getByText(`${concept.slice(0, 60).length}/`)).toBeVisible();
  await conceptBox.pressSequentially(concept.slice(60));
  await expect(conceptBox).toHaveValue(concept);

  await chooseSevenTwins(lab);
  await panel.getByRole('button', { name: 'Generate Analysis' }).click();
  await expect(lab.getByTestId('analysis-summary')).toBeVisible({ timeout: 60_000 });
  await expect(lab.getByTestId('twin-answer')).toHaveCount(7);
});

test('concept test: write a concept, choose 7 twins, stream the analysis, read the summary, ask a follow-up; 1 credit spent', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const panel = await signUpToConceptTest(page, 'Grace Hopper');
  await expect(panel.getByRole('button', { name: 'Generate Analysis' })).toBeDisabled();
  await panel
    .getByPlaceholder('Describe your product, service, or idea that needs evaluation...')
    .fill(concept);

  await chooseSevenTwins(page);
  await expect(panel.getByRole('button', { name: 'Select Digital Twins (7/7)' })).toBeVisible();

  await panel.getByRole('button', { name: 'Generate Analysis' }).click();
  await expect(page.getByTestId('analysis-summary')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('twin-answer')).toHaveCount(7);
  await expect(page.getByTestId('aggregate-score')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('trust-summary')).toContainText(/holds in \d+% of resamples/);
  await expect(page.getByRole('list', { name: 'Sentiment distribution' })).toContainText('Positive');
  await expect(page.getByRole('table', { name: 'Mean score by segment' })).toBeVisible();
  await expect(page.getByTestId('run-details')).toContainText('Offline model');
  const engineNote = page.getByTestId('engine-note');
  await expect(engineNote).toContainText(
    /Simulated by Twinsight’s offline consumer-response model, engine \d+\.\d+\.\d+\./,
  );
  await expect(engineNote.getByRole('link', { name: /How accurate is it/ })).toHaveAttribute(
    'href',
    '/methodology#measurement',
  );
  await expect(panel.getByRole('button', { name: 'Generate Analysis' })).toBeEnabled();

  const firstTwin = page.getByTestId('twin-answer').first();
  await firstTwin.getByRole('button', { name: 'Reasons for and against' }).click();
  await expect(firstTwin.getByText(/Reasons (for|against)/).first()).toBeVisible();
  await firstTwin.getByRole('button', { name: 'Ask a follow-up' }).click();
  const followUp = page.getByRole('dialog', { name: /a follow-up/ });
  const question = followUp.getByRole('textbox', { name: 'Your follow-up question' });
  await question.fill('Would you pay €29 a month for it?');
  await question.press('Enter');
  const conversation = followUp.getByTestId('follow-up-conversation');
  await expect(conversation.getByText('Would you pay €29 a month for it?')).toBeVisible();
  await expect(conversation.locator('p')).toHaveCount(2, { timeout: 20_000 });
  await expect(question).toHaveValue('');
  await followUp.getByRole('button', { name: 'Close' }).last().click();

  await expect(page.getByTestId('header-credit-balance')).toHaveText('9 credits');
});

test('history: a saved concept test reopens with its results and no new charge', async ({ page }) => {
  test.setTimeout(120_000);
  const panel = await signUpToConceptTest(page, 'Ada Lovelace');
  await panel
    .getByPlaceholder('Describe your product, service, or idea that needs evaluation...')
    .fill(concept);
  await chooseSevenTwins(page);
  await panel.getByRole('button', { name: 'Generate Analysis' }).click();
  await expect(page.getByTestId('analysis-summary')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('header-credit-balance')).toHaveText('9 credits');

  await page.reload();
  await expect(page.getByText('Your results will appear here')).toBeVisible();
  await panel.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Feedback History' });
  await history.getByText(concept.slice(0, 20)).first().click();
  await expect(history).toBeHidden();
  await expect(
    panel.getByPlaceholder('Describe your product, service, or idea that needs evaluation...'),
  ).toHaveValue(concept);
  await expect(panel.getByRole('button', { name: 'Select Digital Twins (7/7)' })).toBeVisible();
  await expect(page.getByTestId('twin-answer')).toHaveCount(7);
  await expect(page.getByTestId('run-details')).toContainText('Saved run');
  await expect(page.getByTestId('header-credit-balance')).toHaveText('9 credits');
});

test('at 390 px, while the cookie notice waits for a choice, Select Digital Twins and the end of the page can be reached and clicked', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.removeItem('cookiesAccepted'));
  const panel = await signUpToConceptTest(page, 'Narrow Screen');
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await expect(notice).toBeVisible();
  // The notice reserves its height below the page: scrolled to the end, the last of the page sits above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(async () => {
      const noticeTop = (await notice.boundingBox())!.y;
      const pageEnd = await page.evaluate(() => {
        const kids = [...document.body.children].filter(
          (el) => !el.contains(document.querySelector('[aria-label="Cookie notice"]')),
        );
        return Math.max(...kids.map((el) => el.getBoundingClientRect().bottom));
      });
      return pageEnd <= noticeTop;
    })
    .toBe(true);
  const selectTwins = panel.getByRole('button', { name: 'Select Digital Twins (0/7)' });
  // Scrolled to where a person would bring it (the middle of the screen): from the page's end it can sit under the
  // notice, which covers the bottom of the screen until a choice is made.
  await selectTwins.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const button = (await selectTwins.boundingBox())!;
  const topmost = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
    { x: button.x + button.width / 2, y: button.y + button.height / 2 },
  );
  expect(topmost).toContain('Select Digital Twins');
  await selectTwins.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the accuracy note is one line on a phone, its full sentence a keyboard press away, and in full on a desktop', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const panel = await signUpToConceptTest(page, 'Phone Reader');
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  const summary = panel.getByTestId('accuracy-summary');
  const note = panel.getByTestId('accuracy-note');
  await expect(summary).toBeVisible();
  await expect(note).toBeHidden();
  const lineHeight = await summary.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect((await summary.boundingBox())!.height).toBeLessThanOrEqual(lineHeight * 1.2);

  const toggle = panel.getByRole('button', { name: 'How accurate?' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(note).toBeVisible();
  await expect(note).toContainText('Feedback simulates real consumer discussions');
  await expect(note.getByRole('link', { name: 'How it is measured' })).toBeVisible();

  await page.keyboard.press('Enter');
  await expect(note).toBeHidden();

  // Closed on the phone, the full sentence still shows on a desktop, where it fits.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(summary).toBeHidden();
  await expect(note).toBeVisible();
});

test('at 1280 px, with the cookie notice still waiting, the twin picker dialog’s buttons are not under it', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.removeItem('cookiesAccepted'));
  const panel = await signUpToConceptTest(page, 'Wide Screen');
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await expect(notice).toBeVisible();
  await panel.getByRole('button', { name: 'Select Digital Twins (0/7)' }).click();
  const dialog = page.getByRole('dialog');
  const viewResults = dialog.getByRole('button', { name: /^View \d+ Results$/ });
  await expect(viewResults).toBeVisible();
  // The dialog fades in; once it has, the button's middle is the button, not the notice.
  await expect
    .poll(async () => {
      const box = (await viewResults.boundingBox())!;
      return page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
    })
    .toMatch(/^View \d+ Results$/);
  await viewResults.click();
  await dialog.getByRole('button', { name: 'Choose for me' }).click();
  await dialog.getByRole('button', { name: 'Use 7 Twins' }).click();
  await expect(dialog).toBeHidden();
  // Answered once the dialog has closed.
  await notice.getByRole('button', { name: 'Necessary Only' }).click();
  await expect(notice).toBeHidden();
});
