/**
 * Bounded reads benchmark (decision 056). Run: npx tsx bench/bounded-reads.ts (PostgreSQL too when
 * TEST_DATABASE_URL is set; BENCH_SAMPLES sets the samples per window, default 12; a sample shorter than 150 ms is
 * followed by a 150 ms pause, so that samples spread over the other user's load; BENCH_ONLY=files measures the
 * audience files alone, part 1).
 *
 * 1. Audience files, through POST /api/audiences/preview with the production time budget:
 *    - how long 10 MB CSVs take to be read or refused: 20,000 records with a 480-character note each (words, and a
 *      crafted one without spaces), and 1.7 million short rows;
 *    - user B's 2-row preview alone, and while user A uploads those two crafted files and a workbook that inflates to
 *      150 MB, over and over (p50/p95; goal ≤ 1.5× alone).
 * 2. OCR, through POST /api/analyses (free image analyses):
 *    - user B's image analysis of an ad alone, and while user A sends noise images over and over (p50/p95; goal
 *      ≤ 1.5× alone), with the hour's OCR budget lifted so that A keeps sending;
 *    - with the default budget, what five noise images of one user cost in OCR time and how many were refused.
 * User A's load comes from a process of its own over a socket, as from another machine (support/upload-load.ts): in
 * this process its client work would run on the server's event loop. User B's requests go through app.inject.
 * With each preview window it prints the collections of this process's main heap meanwhile (full ones, and the pauses
 * of all): the server's heap, about 92–97 MB live when it runs on its own (decision 056), with the benchmark's data.
 * Results are written to bench/results/bounded-reads.json.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants as perfConstants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { renderAdImage } from '../e2e/support/ad-image';
import {
  multipartForm,
  postImageRun,
  signUpAndIn,
  startTestApp,
  testDatabaseKinds,
  type SignedInUser,
  type TestApp,
} from '@server/testing';
import { percentile, writeResult } from './support/postgres-bench';
import { startUploadLoad, type Upload } from './support/upload-load';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 12);
const FILES_ONLY = process.env.BENCH_ONLY === 'files';
/** Between two samples of a short request, so that they spread over the heavy user's load. */
const SPACING_MS = 150;
const TEN_MB = 10 * 1024 * 1024 - 1024;
/** The bench measures contention, not the caps: the hour's free reads and OCR time are lifted unless said. */
const UNCAPPED = {
  AUDIENCE_FILE_TIME_BUDGET_MS: '5000',
  FREE_IMAGE_READS_PER_HOUR: '100000',
  FREE_IMAGE_READS_PER_DAY: '100000',
  FREE_IMAGE_OCR_SECONDS_PER_HOUR: '100000',
};

/** Up to 20,000 records with this note each, as near 10 MB as they come. */
function notesCsv(note: string): Buffer {
  const line = `30,United Kingdom,${note}`;
  const records = Math.min(20_000, Math.floor(TEN_MB / (line.length + 1)) - 1);
  return Buffer.from(['Age,Country,Notes', ...Array<string>(records).fill(line)].join('\n'));
}

const wordsNote = 'Called about the delivery and asked for the newsletter, likes running and weekend trips. '
  .repeat(6)
  .slice(0, 480);
const FILES = {
  notesWords: notesCsv(wordsNote),
  notesUnbroken: notesCsv('x'.repeat(480)),
  manyRows: Buffer.from(`Age,Country\n${'30,UK\n'.repeat(Math.floor(TEN_MB / 6))}`),
};

/** A workbook whose one sheet inflates to about 150 MB of identical rows: compressed, a few hundred KB. */
function inflatingWorkbook(): Buffer {
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const row = '<row><c t="inlineStr"><is><t>30</t></is></c><c t="inlineStr"><is><t>UK</t></is></c></row>';
  const rows = row.repeat(Math.floor(150e6 / row.length));
  return Buffer.from(
    zipSync(
      {
        'xl/workbook.xml': strToU8(
          `<?xml version="1.0"?><workbook xmlns="${ns}" xmlns:r="${rel}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
        ),
        'xl/_rels/workbook.xml.rels': strToU8(
          `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
        ),
        'xl/worksheets/sheet1.xml': strToU8(
          `<?xml version="1.0"?><worksheet xmlns="${ns}"><sheetData>${row.replace('30', 'Age').replace('UK', 'Country')}${rows}</sheetData></worksheet>`,
        ),
      },
      { level: 9 },
    ),
  );
}

function preview(app: TestApp, user: SignedInUser, file: Buffer, filename = 'customers.csv') {
  const form = multipartForm({}, [{ name: 'file', filename, contentType: 'text/csv', bytes: file }]);
  return app.inject({
    method: 'POST',
    url: '/api/audiences/preview',
    payload: form.payload,
    headers: { ...form.headers, cookie: user.cookie },
  });
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: Math.round(performance.now() - started), result };
}

/** Where user A's files are written once, for the load process to read. */
const FILES_DIR = mkdtempSync(join(tmpdir(), 'bounded-reads-'));
const onDisk = (name: string, bytes: Buffer) => {
  const path = join(FILES_DIR, name);
  writeFileSync(path, bytes);
  return path;
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const previewUpload = (filename: string, bytes: Buffer, contentType: string): Upload => ({
  path: '/api/audiences/preview',
  field: 'file',
  file: onDisk(filename, bytes),
  filename,
  contentType,
});

/** User A's uploads, round after round from another process, for as long as the samples run. */
const heavyLoad = (app: TestApp, baseUrl: string, user: SignedInUser, uploads: Upload[]) => () =>
  startUploadLoad({ baseUrl, cookie: user.cookie, origin: app.context.env.BASE_URL, uploads });

/**
 * The collections of this process's main heap (the server's, with the benchmark's own data) while `work` runs: full
 * mark-compacts and their longest pause, and the pauses of all collections together, in ms.
 */
async function mainHeapCollections<T>(work: () => Promise<T>) {
  // A collection's entry says its kind in `detail` (Node's types leave it out).
  type GcEntry = PerformanceEntry & { detail: { kind: number } };
  const entries: GcEntry[] = [];
  const observer = new PerformanceObserver((list) => entries.push(...(list.getEntries() as GcEntry[])));
  observer.observe({ entryTypes: ['gc'] });
  const result = await work();
  observer.disconnect();
  const full = entries.filter((entry) => entry.detail.kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR);
  const round = (ms: number) => Math.round(ms);
  return {
    result,
    gc: {
      fullCollections: full.length,
      longestFullMs: round(Math.max(0, ...full.map((entry) => entry.duration))),
      pausedMs: round(entries.reduce((total, entry) => total + entry.duration, 0)),
    },
  };
}

/** `SAMPLES` runs of `light`, one after another; the heavy load runs meanwhile when given. */
async function samples(
  light: () => Promise<unknown>,
  heavy?: () => Promise<{ stop: () => Promise<number> }>,
) {
  const load = await heavy?.();
  const { result: times, gc } = await mainHeapCollections(async () => {
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const { ms } = await timed(light);
      times.push(ms);
      if (ms < SPACING_MS) await new Promise((resolve) => setTimeout(resolve, SPACING_MS));
    }
    return times;
  });
  const heavyDone = (await load?.stop()) ?? 0;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), heavyDone, gc };
}

const described = ({ gc }: { gc: { fullCollections: number; longestFullMs: number; pausedMs: number } }) =>
  `${gc.fullCollections} full collections of the main heap (longest ${gc.longestFullMs} ms), ${gc.pausedMs} ms paused in all`;

const ratio = (during: number, alone: number) => Math.round((during / alone) * 100) / 100;

async function audienceFiles(app: TestApp, baseUrl: string, name: string) {
  const [heavy, light] = [await signUpAndIn(app), await signUpAndIn(app)];
  const small = Buffer.from('Age,Country\n34,Malta\n51,Netherlands\n');
  const workbook = inflatingWorkbook();
  // Both workers started, as on a server that has read files before.
  await Promise.all([preview(app, heavy, small), preview(app, light, small)]);
  const reads: Record<string, { mb: number; status: number; ms: number; detail?: string }> = {};
  for (const [file, bytes] of Object.entries(FILES)) {
    const { ms, result } = await timed(() => preview(app, heavy, bytes));
    reads[file] = {
      mb: Math.round(bytes.length / 1e5) / 10,
      status: result.statusCode,
      ms,
      ...(result.statusCode === 200 ? {} : { detail: result.json().detail }),
    };
    console.log(
      `[${name}] ${file} (${reads[file].mb} MB): ${result.statusCode} in ${ms} ms${reads[file].detail ? ` (${reads[file].detail})` : ''}`,
    );
  }
  const heavyFiles: Upload[] = [
    previewUpload('notes.csv', FILES.notesUnbroken, 'text/csv'),
    previewUpload('rows.csv', FILES.manyRows, 'text/csv'),
    previewUpload('book.xlsx', workbook, XLSX_TYPE),
  ];
  const lightPreview = async () => {
    const answer = await preview(app, light, small);
    if (answer.statusCode !== 200) throw new Error(`B's preview: ${answer.statusCode} ${answer.body}`);
  };
  const alone = await samples(lightPreview);
  const during = await samples(lightPreview, heavyLoad(app, baseUrl, heavy, heavyFiles));
  console.log(
    `[${name}] B's 2-row preview: alone p50 ${alone.p50} ms, p95 ${alone.p95} ms; while A uploads three crafted/large files (${during.heavyDone * 3} uploads): p50 ${during.p50} ms, p95 ${during.p95} ms (${ratio(during.p95, alone.p95)}× alone at p95; goal ≤ 1.5×); alone ${described(alone)}, during ${described(during)}`,
  );
  return { reads, previewAlone: alone, previewDuringHeavyUploads: during, workbookBytes: workbook.length };
}

async function noiseImage(): Promise<Buffer> {
  const side = 1400;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg()
    .toBuffer();
}

async function imageReads(app: TestApp, baseUrl: string, name: string) {
  const [heavy, light] = [await signUpAndIn(app), await signUpAndIn(app)];
  const ad = await renderAdImage({ lines: ['SUMMER SALE', '50% OFF', 'RUNNING SHOES'] });
  const noise = await noiseImage();
  const analyse = async (user: SignedInUser, bytes: Buffer) => {
    const answer = await postImageRun(app, user, { type: 'image_analysis' }, { bytes });
    if (answer.statusCode !== 201) throw new Error(`Image analysis: ${answer.statusCode} ${answer.body}`);
  };
  // Both OCR threads started.
  await Promise.all([analyse(heavy, ad), analyse(light, ad)]);
  const alone = await samples(() => analyse(light, ad));
  const during = await samples(
    () => analyse(light, ad),
    heavyLoad(app, baseUrl, heavy, [
      {
        path: '/api/analyses',
        field: 'image',
        file: onDisk('noise.jpg', noise),
        filename: 'noise.jpg',
        contentType: 'image/jpeg',
        fields: { type: 'image_analysis' },
      },
    ]),
  );
  console.log(
    `[${name}] B's image analysis: alone p50 ${alone.p50} ms, p95 ${alone.p95} ms; while A sends noise images (${during.heavyDone} read): p50 ${during.p50} ms, p95 ${during.p95} ms (${ratio(during.p95, alone.p95)}× alone at p95; goal ≤ 1.5×)`,
  );
  return { analysisAlone: alone, analysisDuringNoise: during };
}

/** Five noise images from one user under the default budgets: what they cost and which were refused. */
async function noiseUnderDefaultBudget(app: TestApp) {
  const user = await signUpAndIn(app);
  const noise = await noiseImage();
  const statuses: number[] = [];
  const { ms } = await timed(async () => {
    for (let i = 0; i < 5; i += 1)
      statuses.push((await postImageRun(app, user, { type: 'image_analysis' }, { bytes: noise })).statusCode);
  });
  const [spent] = (
    (await app.context.db.execute(
      sql`select coalesce(sum(ocr_ms), 0)::int as ms from uploads where owner_id = ${user.id}`,
    )) as unknown as { rows: Array<{ ms: number }> }
  ).rows;
  const figure = {
    statuses,
    ocrSeconds: Math.round(spent!.ms / 100) / 10,
    wallSeconds: Math.round(ms / 100) / 10,
  };
  console.log(
    `Default budget: five noise images → ${statuses.join(', ')}; ${figure.ocrSeconds} s of OCR spent (${figure.wallSeconds} s in all)`,
  );
  return figure;
}

async function main() {
  const figures: Record<string, unknown> = {};
  for (const kind of testDatabaseKinds) {
    const database = await kind.open();
    const app = await startTestApp(database, UNCAPPED);
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    figures[kind.name] = {
      audienceFiles: await audienceFiles(app, baseUrl, kind.name),
      ...(FILES_ONLY ? {} : { imageReads: await imageReads(app, baseUrl, kind.name) }),
    };
    await app.close();
    await database.drop();
  }
  if (FILES_ONLY) return writeResult('bounded-reads-files', figures);
  const database = await testDatabaseKinds[0]!.open();
  const app = await startTestApp(database);
  figures.defaultBudget = await noiseUnderDefaultBudget(app);
  await app.close();
  await database.drop();
  writeResult('bounded-reads', figures);
}

await main();
