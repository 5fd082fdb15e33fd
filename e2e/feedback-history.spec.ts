import { expect, openVisitorPage, test, type Page } from './support/test';
import { signUpToLab } from './support/sign-up';

const concepts = [
  'HarborBrew: a cold-brew coffee subscription delivered by e-bike in Valletta, €18 a month, reusable glass bottles.',
  'StudyNest: a quiet co-working space for students in Amsterdam, €49 a month, open until midnight with free tea.',
];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
  });
});

async function signUp(page: Page) {
  await signUpToLab(page, 'Katherine Johnson', 'history-run');
}

/** Runs a concept test through the API from the signed-in page, as the Research Lab does; returns the saved record's id. */
function runConceptTest(page: Page, concept: string, twins: number): Promise<string> {
  return page.evaluate(
    async ({ concept, twins }) => {
      const personas: { id: string }[] = await (await fetch('/api/personas')).json();
      const response = await fetch('/api/analyses', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ concept, personaIds: personas.slice(0, twins).map((persona) => persona.id) }),
      });
      if (response.status !== 201)
        throw new Error(`analysis failed: ${response.status} ${await response.text()}`);
      return (await response.json()).id as string;
    },
    { concept, twins },
  );
}

test('run page: unknown run is not found; a saved run shows its answers, takes a follow-up, and is shared then revoked', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUp(page);

  await page.goto('/feedback/3f1c2a9e-8d4b-4c6f-9a1e-0b7d5e2f4a60');
  await expect(page.getByRole('heading', { name: 'Run not found', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the Research Lab' })).toBeVisible();

  await runConceptTest(page, concepts[0]!, 2);
  const id = await runConceptTest(page, concepts[1]!, 3);

  await page.goto(`/feedback/${id}`);
  await expect(page.getByRole('heading', { name: 'Research run', level: 1 })).toBeVisible();
  await expect(page.getByTestId('run-concept')).toHaveText(concepts[1]!);
  await expect(page.getByText(/^Engine: offline · /)).toBeVisible();
  await expect(page.getByTestId('analysis-summary')).toBeVisible();
  await expect(page.getByTestId('aggregate-score')).toHaveText(/^\d+$/);
  const answers = page.getByTestId('twin-answer');
  await expect(answers).toHaveCount(3);
  await expect(answers.first().locator('p').nth(1)).not.toBeEmpty();

  const firstTwin = answers.first();
  await firstTwin.getByRole('button', { name: 'Ask a follow-up' }).click();
  const followUp = page.getByRole('dialog', { name: /a follow-up/ });
  const question = followUp.getByRole('textbox', { name: 'Your follow-up question' });
  await question.fill('Would you pay that every month?');
  await question.press('Enter');
  await expect(question).toHaveValue('', { timeout: 20_000 });
  await followUp.getByRole('button', { name: 'Close' }).last().click();
  await expect(firstTwin.getByRole('region', { name: /^Follow-ups with / })).toContainText(
    'Would you pay that every month?',
  );

  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share this run' });
  await expect(share.getByText('This run is private.')).toBeVisible();
  await share.getByRole('button', { name: 'Create public link' }).click();
  const link = share.getByRole('textbox', { name: 'Public link' });
  await expect(link).toHaveValue(/\/snapshot\/[\w-]+$/);
  const snapshotPath = new URL(await link.inputValue()).pathname;

  const visitor = await openVisitorPage(browser, snapshotPath);
  await expect(visitor.getByText(concepts[1]!)).toBeVisible({ timeout: 30_000 });

  await page.bringToFront();
  await share.getByRole('button', { name: 'Revoke link' }).click();
  await expect(share.getByText('This run is private.')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText(concepts[1]!)).toHaveCount(0);
  await visitor.close();
  await share.getByRole('button', { name: 'Close' }).click();

  await page.goto('/profile');
  const stats = page.getByTestId('feedback-stats');
  await expect(stats.getByText('Analyses')).toBeVisible();
  await expect(stats).toContainText('2Analyses');
  await expect(stats).toContainText('5Twins consulted');
});

test('research lab: History scrolls to a second page, and selecting the oldest run restores its results without a charge', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  await runConceptTest(page, concepts[0]!, 3);
  // A full first page of saved runs (saving is free), so the real run is only reached by scrolling.
  await page.evaluate(async () => {
    for (let i = 1; i <= 21; i += 1) {
      await fetch('/api/feedback', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          type: 'focus-group',
          concept: `Saved idea ${i}`,
          selectedPersonas: [],
          responses: [],
        }),
      });
    }
  });
  await page.reload();
  await expect(page.getByTestId('header-credit-balance')).toHaveText('9 credits');

  await page.getByTestId('concept-test-panel').getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Feedback History' });
  await expect(history).toHaveAccessibleDescription('Concept Test History');
  const cards = history.getByTestId('history-card');
  await expect(cards).toHaveCount(20);
  await history.getByTestId('history-end-marker').scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(22);
  await expect(history.getByText('End of history')).toBeVisible();

  const realRun = cards.filter({ hasText: concepts[0]!.slice(0, 30) });
  await expect(realRun.getByRole('link', { name: /^Open / })).toHaveAttribute(
    'href',
    /^\/feedback\/[0-9a-f-]{36}$/,
  );
  await realRun.getByRole('button').first().click();
  await expect(history).toBeHidden();
  await expect(page.getByTestId('twin-answer')).toHaveCount(3);
  await expect(page.getByTestId('header-credit-balance')).toHaveText('9 credits');

  // The result opens its own run page, where it can be shared.
  await page.getByRole('link', { name: 'Open the run page' }).click();
  await expect(page).toHaveURL(/\/feedback\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('twin-answer')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
});
