/**
 * Audience import benchmark. Run: npx tsx bench/audience-import.ts (PostgreSQL too when TEST_DATABASE_URL is set)
 *
 * Uploads a CSV of 20,000 customer records (identifying columns included, 14 columns, about 2.6 MB) through
 * POST /api/audiences, as the browser does, and prints how long the import takes (goal < 20 s): read in the worker
 * thread, summarised into 500 weighted twins, stored. While it runs, GET /api/health is asked every 20 ms: the
 * worst answer time shows whether the import holds the server's event loop. Also times the mapping step's preview.
 * Results are written to bench/results/audience-import.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { AUDIENCE_MAX_ROWS } from '@contracts/audiences';
import { testDatabaseKinds } from '@db/testing';
import { audienceCsv, audienceRecords } from '../e2e/support/audience-records';
import { multipartForm, signUpAndIn, startTestApp, type TestApp } from '@server/testing';

const GOAL_MS = 20_000;
const PROBE_EVERY_MS = 20;

async function probeWhile<T>(app: TestApp, work: Promise<T>): Promise<{ result: T; worstProbeMs: number }> {
  let done = false;
  let worstProbeMs = 0;
  const probing = (async () => {
    while (!done) {
      const started = performance.now();
      await app.inject({ url: '/api/health' });
      worstProbeMs = Math.max(worstProbeMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  const result = await work.finally(() => (done = true));
  await probing;
  return { result, worstProbeMs };
}

async function main() {
  const csv = Buffer.from(audienceCsv(audienceRecords({ rows: AUDIENCE_MAX_ROWS })));
  const figures: Record<string, unknown>[] = [];
  for (const kind of testDatabaseKinds) {
    const database = await kind.open();
    const app = await startTestApp(database);
    const user = await signUpAndIn(app);
    const post = (url: string, fields: Record<string, string>) => {
      const form = multipartForm(fields, [
        { name: 'file', filename: 'customers.csv', contentType: 'text/csv', bytes: csv },
      ]);
      return app.inject({
        method: 'POST',
        url,
        payload: form.payload,
        headers: { ...form.headers, cookie: user.cookie },
      });
    };
    // The first call starts the worker thread; the figures are of a warm one, as a running server has.
    await post('/api/audiences/preview', {});
    let started = performance.now();
    const preview = await post('/api/audiences/preview', {});
    const previewMs = performance.now() - started;
    started = performance.now();
    const { result: created, worstProbeMs } = await probeWhile(
      app,
      post('/api/audiences', { name: 'Bench' }),
    );
    const importMs = performance.now() - started;
    if (preview.statusCode !== 200 || created.statusCode !== 201)
      throw new Error(
        `Import failed: ${preview.statusCode} ${created.statusCode} ${created.body.slice(0, 200)}`,
      );
    const audience = created.json();
    const figure = {
      database: kind.name,
      rows: AUDIENCE_MAX_ROWS,
      fileBytes: csv.length,
      previewMs: Math.round(previewMs),
      importMs: Math.round(importMs),
      goalMs: GOAL_MS,
      twins: audience.twin_count,
      mode: audience.mode,
      worstHealthAnswerMsDuringImport: Math.round(worstProbeMs),
    };
    figures.push(figure);
    console.log(
      `[${kind.name}] ${AUDIENCE_MAX_ROWS.toLocaleString('en')} records (${(csv.length / 1e6).toFixed(1)} MB): preview ${figure.previewMs} ms, import ${figure.importMs} ms (goal < ${GOAL_MS} ms) → ${figure.twins} ${figure.mode} twins; worst /api/health answer meanwhile ${figure.worstHealthAnswerMsDuringImport} ms`,
    );
    await app.close();
    await database.drop();
  }
  const results = fileURLToPath(new URL('./results/', import.meta.url));
  await mkdir(results, { recursive: true });
  await writeFile(`${results}audience-import.json`, `${JSON.stringify(figures, null, 2)}\n`);
}

await main();
