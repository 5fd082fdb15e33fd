// Every research type is first-class wherever a run goes: its run page and its shared snapshot (opened signed out)
// show the type's own content, and both are photographed at 1280 and 390 px for a look by eye.
import type { Browser } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { signUpToLab } from './support/sign-up';
import { renderAdImage } from './support/ad-image';

const shots = 'test-results/record-types';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
  });
});

async function signUp(page: Page, name: string) {
  await signUpToLab(page, name, 'types');
}

/** A JSON call from the page, as the app makes it (same origin, the session cookie). */
async function call<T>(page: Page, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ url, body }) => {
      const response = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${url}: ${response.status} ${text}`);
      return (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text) as T;
    },
    { url, body },
  );
}

const twinIds = async (page: Page, count: number) =>
  (await call<Array<{ id: string }>>(page, '/api/personas?cities=VAL'))
    .slice(0, count)
    .map((twin) => twin.id);

async function photograph(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Opens the run page as its owner, then publishes it and opens the snapshot in a signed-out context. */
async function runPageAndSnapshot(
  page: Page,
  browser: Browser,
  id: string,
  name: string,
  check: (view: Page) => Promise<void>,
  typeName: string,
) {
  await page.goto(`/feedback/${id}`);
  await expect(page.getByTestId('run-type')).toHaveText(typeName);
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await check(page);
  await photograph(page, `${name}-run`);

  const link = await call<{ slug: string }>(page, `/api/feedback/${id}/snapshot`, {});
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await visitor.addInitScript(() => localStorage.setItem('cookiesAccepted', 'false'));
  const anonymous = await visitor.newPage();
  const pageErrors: string[] = [];
  anonymous.on('pageerror', (error) => pageErrors.push(error.message));
  anonymous.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  try {
    await anonymous.goto(`/snapshot/${link.slug}`);
    // The machine the journeys share can be slow to answer the snapshot; its title follows the record's type.
    await expect(anonymous.getByRole('heading', { level: 1 })).toHaveText(
      typeName === 'Image Analysis' ? typeName : `${typeName} results`,
      { timeout: 30_000 },
    );
    expect(pageErrors).toEqual([]);
    await check(anonymous);
    await photograph(anonymous, `${name}-snapshot`);
    return await anonymous.getByTestId('snapshot-facts').textContent();
  } finally {
    await visitor.close();
  }
}

test('an interview: the questions in order and the summary, on its page and its snapshot', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUp(page, 'Interview Owner');
  const [twin] = await twinIds(page, 1);
  const interview = await call<{ id: string }>(page, '/api/interviews', {
    personaId: twin,
    topic: 'Weekend food shopping',
  });
  const questions = [
    'Where do you buy your bread?',
    'What do you look for in fresh fish?',
    'How much do you spend on a Saturday?',
  ];
  for (const content of questions) await call(page, `/api/interviews/${interview.id}/messages`, { content });
  const facts = await runPageAndSnapshot(
    page,
    browser,
    interview.id,
    'interview',
    async (view) => {
      await expect(view.getByTestId('transcript-question')).toHaveText(questions.map((q) => `Question${q}`));
      await expect(view.getByTestId('transcript-answer')).toHaveCount(3);
      await expect(view.getByTestId('interview-counts')).toHaveText('3 questions · 3 answers');
      await expect(view.getByTestId('run-concept')).toHaveText('Weekend food shopping');
    },
    'Interview',
  );
  // One twin answered three questions: the facts line counts twins, not answers.
  expect(facts).toContain('1 digital twin');
  expect(facts).toContain('3 questions asked');
});

test('an ad creative test: the creative, the score and each twin’s ratings, on its page and its snapshot', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signUp(page, 'Ad Owner');
  const ids = await twinIds(page, 3);
  const image = (await renderAdImage({ lines: ['SUMMER SALE', '50% OFF', 'RUNNING SHOES'] })).toString(
    'base64',
  );
  const record = await page.evaluate(
    async ({ image, ids }) => {
      const bytes = Uint8Array.from(atob(image), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.set('type', 'image-ad');
      form.set('personaIds', JSON.stringify(ids));
      form.set('adCopy', 'Summer sale: half price on running shoes this week');
      form.set('image', new Blob([bytes], { type: 'image/png' }), 'summer-sale.png');
      const response = await fetch('/api/analyses', { method: 'POST', body: form });
      if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
      return (await response.json()) as { id: string; overall_analysis: { aggregateScore: number } };
    },
    { image, ids },
  );
  const score = String(Math.round(record.overall_analysis.aggregateScore));
  const facts = await runPageAndSnapshot(
    page,
    browser,
    record.id,
    'ad-test',
    async (view) => {
      await expect(view.getByTestId('ad-reading').getByRole('img', { name: 'The tested ad' })).toBeVisible();
      await expect(view.getByTestId('aggregate-score')).toHaveText(score);
      await expect(view.getByTestId('creative-scores')).toBeVisible();
      await expect(view.getByTestId('ad-reaction')).toHaveCount(3);
      await expect(view.getByTestId('ad-reaction').first()).toContainText(/Attention \d\/5/);
      await expect(view.getByTestId('ad-reaction').first()).toContainText('First impression:');
    },
    'Ad Creative Test',
  );
  expect(facts).toContain('3 digital twins');
  expect(facts).toContain(`Score ${score}/100`);
});

test('a Brand 360 study: the radar, the table, strengths, risks and associations, on its page and its snapshot', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUp(page, 'Brand Owner');
  const profile = await call<{ id: string }>(page, '/api/brand-profiles', {
    name: 'Kinnie',
    category: 'soft drinks',
    description: 'A bitter-orange soft drink made in Malta since 1952, sold in cans and glass bottles.',
    competitors: ['Coca-Cola', 'Pepsi'],
  });
  const study = await call<{ id: string }>(page, `/api/brand-profiles/${profile.id}/studies`, {
    personaIds: await twinIds(page, 4),
  });
  const facts = await runPageAndSnapshot(
    page,
    browser,
    study.id,
    'brand-360',
    async (view) => {
      await expect(view.getByTestId('perception-radar').locator('svg').first()).toBeVisible();
      await expect(view.getByRole('table', { name: 'Scores by brand' })).toContainText('Coca-Cola');
      await expect(view.getByRole('heading', { name: 'Strengths' })).toBeVisible();
      await expect(view.getByRole('heading', { name: 'Risks' })).toBeVisible();
      await expect(view.getByTestId('brand-twin-answer')).toHaveCount(4);
      await expect(view.getByTestId('brand-associations').first()).toContainText('Kinnie:');
    },
    'Brand 360',
  );
  expect(facts).toContain('4 digital twins');
  expect(facts).toMatch(/Brand score \d+\/100/);
});

test('an Angel Pitch: the verdict and each investor’s decision and reasons, on its page and its snapshot', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUp(page, 'Pitch Owner');
  const pitch = await call<{ id: string; overall_analysis: { verdict: string }; responses: unknown[] }>(
    page,
    '/api/angel-pitches',
    {
      pitch:
        'TableBooks: bookkeeping for Maltese restaurants. 40 paying customers, €6,000 monthly revenue growing 12% a month, two founders who ran restaurants.',
      askEur: 200000,
      valuationEur: 2000000,
    },
  );
  const verdict = { invest: 'Invest', pass: 'Pass', split: 'Split' }[pitch.overall_analysis.verdict]!;
  const facts = await runPageAndSnapshot(
    page,
    browser,
    pitch.id,
    'angel-pitch',
    async (view) => {
      await expect(view.getByTestId('angel-verdict')).toHaveText(verdict);
      await expect(view.getByTestId('investor-answer')).toHaveCount(pitch.responses.length);
      await expect(view.getByTestId('investor-answer').first()).toContainText(/Invest|Pass/);
      await expect(view.getByTestId('investor-answer').first().getByRole('list')).toBeVisible();
      await expect(view.getByText(/^Ask €200,000 at a €2,000,000 valuation/)).toBeVisible();
    },
    'Angel Pitch',
  );
  expect(facts).toContain(`Verdict: ${verdict}`);
});

test('a concept test and an image analysis keep their own views on the run page and the snapshot', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signUp(page, 'Concept Owner');
  const concept = await call<{ id: string }>(page, '/api/analyses', {
    type: 'focus-group',
    concept: 'TideLine: a refillable sunscreen subscription for Maltese beaches, €12 a month, reef-safe.',
    personaIds: await twinIds(page, 3),
  });
  await runPageAndSnapshot(
    page,
    browser,
    concept.id,
    'concept-test',
    async (view) => {
      await expect(view.getByTestId('analysis-summary')).toBeVisible();
      await expect(view.getByTestId('twin-answer')).toHaveCount(3);
    },
    'Concept Test',
  );

  const image = (await renderAdImage({ lines: ['FRESH BREAD', '€1.20', 'DAILY'] })).toString('base64');
  const reading = await page.evaluate(async (image) => {
    const bytes = Uint8Array.from(atob(image), (c) => c.charCodeAt(0));
    const form = new FormData();
    form.set('type', 'image_analysis');
    form.set('image', new Blob([bytes], { type: 'image/png' }), 'bread.png');
    const response = await fetch('/api/analyses', { method: 'POST', body: form });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string };
  }, image);
  const facts = await runPageAndSnapshot(
    page,
    browser,
    reading.id,
    'image-analysis',
    async (view) => {
      await expect(view.getByTestId('ad-reading')).toBeVisible();
      await expect(view.getByTestId('twin-answer')).toHaveCount(0);
    },
    'Image Analysis',
  );
  expect(facts).toContain('Read offline, no twins');
});

test('History and the lab: Angel Pitch cards with their verdict and actions, a Brand 360 profile edited then deleted while its study stays readable', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUp(page, 'Lab Owner');
  await call(page, '/api/angel-pitches', {
    pitch:
      'TableBooks: bookkeeping for Maltese restaurants. 40 paying customers, €6,000 monthly revenue, two founders.',
  });
  await call(page, '/api/analyses', {
    type: 'focus-group',
    concept: 'TideLine: a refillable sunscreen subscription for Maltese beaches, €12 a month, reef-safe.',
    personaIds: await twinIds(page, 2),
  });

  await page.goto('/research-lab?feature=angel-pitch');
  const pitchCard = page.getByRole('region', { name: 'Pitch history' }).getByTestId('history-card');
  await expect(pitchCard.getByTestId('history-headline')).toHaveText(/^Verdict: /);
  await pitchCard.getByRole('button').first().click();
  await expect(page.getByTestId('angel-verdict')).toBeVisible();
  await expect(
    page.getByTestId('record-actions').first().getByRole('button', { name: 'Share' }),
  ).toBeVisible();
  await photograph(page, 'lab-angel-pitch');

  await page.goto('/research-lab');
  await page.getByTestId('concept-test-panel').getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Feedback History' });
  await expect(history.getByTestId('history-headline')).toHaveText(/^Score \d+\/100$/);
  await expect(history.getByRole('link', { name: /as CSV$/ })).toBeVisible();
  await photograph(page, 'history-dialog');
  await history.getByRole('button', { name: 'Close' }).first().click();

  const profile = await call<{ id: string }>(page, '/api/brand-profiles', {
    name: 'Kinnie',
    category: 'soft drinks',
    description: 'A bitter-orange soft drink made in Malta since 1952.',
    competitors: ['Coca-Cola'],
  });
  const study = await call<{ id: string }>(page, `/api/brand-profiles/${profile.id}/studies`, {
    personaIds: await twinIds(page, 2),
  });
  await page.goto(`/brand360/${profile.id}`);
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const form = page.getByRole('form', { name: 'Edit brand profile' });
  await form.getByLabel('Brand name').fill('Kinnie Zest');
  await photograph(page, 'brand-360-edit');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Kinnie Zest', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Delete profile' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Kinnie Zest?' });
  await expect(confirm).toContainText('its study stays readable');
  await confirm.getByRole('button', { name: 'Delete profile' }).click();
  await expect(page).toHaveURL(/feature=brand360$/);
  await expect(
    page.getByText('Create a brand profile to study how digital twins see your brand'),
  ).toBeVisible();
  // The deleted profile's study stays in the Brand 360 history, with its score and actions.
  const studyCard = page.getByRole('region', { name: 'Study history' }).getByTestId('history-card');
  await expect(studyCard).toHaveCount(1);
  await expect(studyCard.getByTestId('history-headline')).toHaveText(/^Brand score \d+\/100$/);
  await expect(studyCard.getByRole('link', { name: /as PDF$/ })).toBeVisible();
  await photograph(page, 'lab-brand-360-history');

  // The study keeps the profile as it ran.
  await page.goto(`/feedback/${study.id}`);
  await expect(page.getByTestId('run-concept')).toHaveText('Kinnie');
  await expect(page.getByTestId('perception-radar')).toBeVisible();
});
