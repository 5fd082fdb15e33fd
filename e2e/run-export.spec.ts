import { readFileSync } from 'node:fs';
import * as mupdf from 'mupdf';
import { expect, test } from './support/test';
import { signUpToLab } from './support/sign-up';

const concept =
  'TideLine: a refillable sunscreen subscription for Maltese beaches, €12 a month, reef-safe and plastic-free.';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
  });
});

test('a run downloads as CSV (one row per twin answer) and as a PDF that opens and shows the run', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpToLab(page, 'Export Person', 'export');
  const id = await page.evaluate(async (text) => {
    const twins = (await (await fetch('/api/personas?cities=VAL')).json()) as Array<{ id: string }>;
    const response = await fetch('/api/analyses', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'focus-group',
        concept: text,
        personaIds: twins.slice(0, 4).map((twin) => twin.id),
      }),
    });
    return ((await response.json()) as { id: string }).id;
  }, concept);

  await page.goto(`/feedback/${id}`);
  await expect(page.getByRole('heading', { name: 'Research run', level: 1 })).toBeVisible();
  await expect(page.getByTestId('twin-answer')).toHaveCount(4);
  // The trust report leads the run in one plain line; its figures are one click away.
  await expect(page.getByTestId('trust-summary')).toHaveText(
    /^(Stable|Fairly stable|Unstable): the top answer \(\w+\) holds in \d+% of resamples;.*measured domains?\.$/,
  );
  await page.getByRole('button', { name: 'Show the figures' }).click();
  await expect(page.getByText(/^Share likely to buy: \d+% \(95% of resamples between/)).toBeVisible();

  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download as CSV' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toMatch(/^twinsight-tideline-.*\.csv$/);
  const csv = readFileSync(await csvDownload.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(csv[0]).toContain('persona_name,age,age_group,gender,location');
  expect(csv).toHaveLength(5);
  for (const row of csv.slice(1)) expect(row).toContain('"Valletta, Malta"');

  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download as PDF' }).click(),
  ]);
  expect(pdfDownload.suggestedFilename()).toMatch(/\.pdf$/);
  const document = mupdf.Document.openDocument(readFileSync(await pdfDownload.path()), 'application/pdf');
  const text = Array.from({ length: document.countPages() }, (_, i) =>
    document.loadPage(i).toStructuredText('preserve-whitespace').asText(),
  ).join('\n');
  expect(text.replace(/\s+/g, ' ')).toContain('TideLine: a refillable sunscreen subscription');
  expect(text).toContain('Aggregate score');
  expect(text).toContain('Purchase intent');
  for (const name of await page.getByTestId('twin-answer').locator('h3').allTextContents())
    expect(text).toContain(name);
});
