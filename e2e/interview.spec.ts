import { expect, test, type Page } from './support/test';
import { signUpToLab } from './support/sign-up';

const topic =
  'BrewBox: a monthly coffee subscription with sustainably sourced beans, €29 per month, delivered to your door.';

async function signUpToInterview(page: Page, name: string) {
  await signUpToLab(page, name, 'interview');
  await page.getByRole('button', { name: 'Interview' }).click();
  await expect(page).toHaveURL(/feature=interview/);
  return page.getByTestId('interview-panel');
}

/** Picks one twin in the selection dialog (limited to one) and returns its name. */
async function chooseOneTwin(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Choose a Digital Twin' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^View \d+ Results$/ }).click();
  await expect(dialog.getByTestId('selected-badge')).toHaveText('0/1');
  const cards = dialog.getByTestId('twin-card');
  await cards.nth(1).click();
  await cards.nth(2).click();
  // With room for one twin, a second pick swaps the first out.
  await expect(dialog.getByTestId('selected-badge')).toHaveText('1/1');
  await expect(cards.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(cards.nth(1)).toHaveAttribute('aria-pressed', 'false');
  const name = (await cards.nth(2).locator('.MuiTypography-root').first().textContent())!.trim();
  await dialog.getByRole('button', { name: 'Use 1 Twin' }).click();
  await expect(dialog).toBeHidden();
  return name;
}

/** Sends a question with Enter and waits for the streamed answer to be stored. */
async function ask(page: Page, question: string, answersBefore: number) {
  const box = page.getByRole('textbox', { name: 'Your question' });
  await box.fill(question);
  const streaming = page.getByTestId('interview-answer-streaming').waitFor();
  await box.press('Enter');
  await streaming;
  await expect(page.getByTestId('interview-answer')).toHaveCount(answersBefore + 1, { timeout: 20_000 });
  return page.getByTestId('interview-answer').nth(answersBefore);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
  });
});

test('interview: pick a twin, ask three questions, reload, reopen from history and continue; 1 credit spent', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const panel = await signUpToInterview(page, 'Margaret Mead');
  await expect(page.getByTestId('header-credit-balance')).toHaveText('10 credits');
  await expect(panel.getByRole('button', { name: /Start Interview/ })).toBeDisabled();

  const name = await chooseOneTwin(page);
  const twinBox = panel.getByTestId('interview-twin');
  await expect(twinBox).toContainText(name);
  const [age, city] = /^(\d+) · .+? · (.+)$/m
    .exec((await twinBox.locator('p').nth(1).textContent())!)!
    .slice(1) as [string, string];
  await panel.getByRole('textbox', { name: 'Topic or concept (optional)' }).fill(topic);
  await panel.getByRole('button', { name: 'Start Interview (1 credit)' }).click();

  const chat = page.getByTestId('interview-chat');
  await expect(chat).toContainText(name);
  await expect(chat.getByTestId('question-count')).toHaveText('0 of 20 questions');
  await expect(chat.getByRole('button', { name: 'Would you buy it? Why or why not?' })).toBeVisible();
  await expect(page.getByTestId('header-credit-balance')).toHaveText('9 credits');

  // Shift+Enter makes a new line; Enter sends.
  const box = page.getByRole('textbox', { name: 'Your question' });
  await box.fill('Tell me about yourself,');
  await box.press('Shift+Enter');
  await box.pressSequentially('where you live and what you do.');
  await expect(box).toHaveValue('Tell me about yourself,\nwhere you live and what you do.');
  const streaming = page.getByTestId('interview-answer-streaming').waitFor();
  await box.press('Enter');
  await streaming;
  await expect(page.getByTestId('interview-answer')).toHaveCount(1, { timeout: 20_000 });
  const about = page.getByTestId('interview-answer').first();
  await expect(about).toContainText(name.split(' ')[0]!);
  await expect(about).toContainText(age);
  await expect(about).toContainText(city);

  const habits = await ask(page, 'How often do you go out for coffee or food?', 1);
  await expect(habits).toContainText(/times? a month/);
  const verdict = await ask(page, 'Would you buy BrewBox?', 2);
  await expect(verdict).toHaveText(/^(Yes|No|Maybe)/);
  await expect(verdict).not.toContainText('About ');
  await expect(chat.getByTestId('question-count')).toHaveText('3 of 20 questions');

  await page.reload();
  await expect(page.getByTestId('interview-chat')).toBeHidden();
  await page.getByTestId('interview-panel').getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog');
  await expect(history.getByText('Interview Conversation History')).toBeVisible();
  const card = history.getByTestId('history-card').first();
  await expect(card).toContainText(name);
  await expect(card).toContainText('3 questions · 3 responses');
  await expect(card).toContainText('BrewBox');
  await expect(card.getByRole('list', { name: 'Topics' })).toContainText('Purchase intent');
  await card.click();

  await expect(page.getByTestId('interview-question')).toHaveCount(3);
  await expect(page.getByTestId('interview-answer')).toHaveCount(3);
  await expect(page.getByTestId('interview-chat').getByTestId('question-count')).toHaveText(
    '3 of 20 questions',
  );
  const price = await ask(page, 'What would you be willing to pay for it?', 3);
  await expect(price).toContainText(/€|income|budget/);
  await expect(page.getByTestId('interview-chat').getByTestId('question-count')).toHaveText(
    '4 of 20 questions',
  );
  await expect(page.getByTestId('header-credit-balance')).toHaveText('9 credits');
  const tokens = await page.request.get('/api/tokens');
  expect((await tokens.json()).balance).toBe(9);
});

test('interview at 390 px: the chat fits the phone and a suggested question gets an answer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpToInterview(page, 'Studs Terkel');
  await chooseOneTwin(page);
  await page.getByRole('button', { name: 'Start Interview (1 credit)' }).click();
  const chat = page.getByTestId('interview-chat');
  await chat.getByRole('button', { name: 'Tell me a bit about yourself.' }).click();
  await expect(page.getByTestId('interview-answer')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByTestId('interview-answer').first()).toContainText("I'm ");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
