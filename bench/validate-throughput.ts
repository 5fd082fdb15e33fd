/**
 * Throughput of `npm run validate -- --data X.csv --predictions out.csv` with the offline engine. Run:
 * npx tsx bench/validate-throughput.ts [rows]
 *
 * Writes a file of 10,000 rows (or [rows]) of each shape the harness reads (the coupon survey resampled, the
 * Twin-2K pricing task with people and prices drawn from the calibration file, and generic concepts with random
 * demographics), then for each:
 * 1. the CLI end to end as a user runs it (process start, reading, predicting, writing): goal under 10 s. The wall
 *    time depends on what else the machine runs, so the CLI's own CPU time is printed beside it;
 * 2. in this process, where the time goes: reading and recognising the file, building the questions, answering.
 * Results are also written to bench/results/validate-throughput.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOfflineProvider } from '@engine/offline/offline-provider';
import { seededRandom } from '@engine/offline/seeded-random';
import { parseCsvRecords } from '../validation/csv';
import { parseValidationData, questionsOf } from '../validation/data-shapes';
import { predictAnswers } from '../validation/predictions';

const GOAL_SECONDS = 10;
const rows = Number(process.argv[2] ?? 10_000);
const root = path.resolve(import.meta.dirname, '..');
const DATA = path.resolve(root, '../shared/data/validation');
const random = seededRandom('validate-throughput');

const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csvOf = (header: string[], records: Array<Record<string, string>>) =>
  `${[header.join(','), ...records.map((r) => header.map((h) => quote(r[h] ?? '')).join(','))].join('\n')}\n`;

function resampled(file: string, change: (record: Record<string, string>, i: number) => void): string {
  const { header, records } = parseCsvRecords(readFileSync(path.join(DATA, file), 'utf8'));
  const out = Array.from({ length: rows }, (_, i) => {
    const record = { ...random.pick(records) };
    change(record, i);
    return record;
  });
  return csvOf(header, out);
}

const pricingPeople = parseCsvRecords(
  readFileSync(path.join(DATA, 'twin2k-pricing-calibration.csv'), 'utf8'),
);
const PRODUCTS: Array<[product: string, category: string, usual: number]> = [
  ['Tide Original Liquid Laundry Detergent, 92 fl oz, 64 loads', 'Laundry Detergent', 12.97],
  ['Colgate Total Whitening Toothpaste, 4.8 oz, Pack of 2', 'Toothpaste', 7.49],
  ['Advil Ibuprofen Tablets, 200 mg, 100 count', 'Pain Relief', 11.98],
  ['Quaker Old Fashioned Oats, 42 oz', 'Oatmeal', 5.48],
  ['Duracell Coppertop AA Batteries, 20 count', 'Batteries', 16.99],
  ['Clif Bar Chocolate Chip Energy Bars, 12 count', 'Snack Bars', 14.28],
];

const generators: Record<string, () => string> = {
  coupon: () =>
    resampled('uci-coupon-calibration.csv', (r, i) => (r.respondent_id = `c${Math.floor(i / 20)}`)),
  pricing: () =>
    resampled('twin2k-pricing-calibration.csv', (r, i) => {
      const person = random.pick(pricingPeople.records);
      Object.assign(r, person);
      const [product, category, usual] = random.pick(PRODUCTS);
      r.respondent_id = `p${Math.floor(i / 4)}`;
      r.product = product;
      r.category = category;
      r.price_usd = ((usual * Math.floor(random.next() * 11)) / 5).toFixed(2);
    }),
  generic: () => {
    const concepts = [
      'A cordless drill with two batteries for $89',
      'Noise-cancelling earbuds for $129',
      'A meal-kit subscription, 3 dinners a week for $59.94',
      'Invoicing software for coffee shops, $15 per user per month',
      'Hearing aids with a two-year warranty for $1,200',
      'A waterproof umbrella that survives 60 mph storms for $35',
    ];
    const people = pricingPeople.records;
    const header = [
      'concept',
      'region',
      'sex',
      'age',
      'education',
      'marital_status',
      'income_band',
      'household_size',
      'children',
      'employment',
      'occupation',
      'country',
    ];
    const records = Array.from({ length: rows }, () => {
      const person = random.pick(people);
      return {
        ...person,
        concept: random.pick(concepts),
        age: String(18 + Math.floor(random.next() * 70)),
        children: String(Math.floor(random.next() * 3)),
        occupation: random.pick(['', 'Nurse', 'Owner of a café', 'Software engineer']),
        country: 'US',
      };
    });
    return csvOf(header, records);
  },
};

const dir = mkdtempSync(path.join(tmpdir(), 'validate-throughput-'));
const results: Record<string, unknown> = {};
for (const [shape, generate] of Object.entries(generators)) {
  const file = path.join(dir, `${shape}.csv`);
  const text = generate();
  writeFileSync(file, text);

  const started = performance.now();
  const run = spawnSync(
    'npx',
    [
      'tsx',
      'validation/validate-cli.ts',
      '--data',
      file,
      '--predictions',
      path.join(dir, `${shape}-out.csv`),
    ],
    { cwd: root, env: { ...process.env, LLM_PROVIDER: 'offline' }, encoding: 'utf8' },
  );
  const cliSeconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`${shape}: ${run.stderr}`);
  const cliCpuSeconds = Number(/CPU ([\d.]+) s/.exec(run.stdout)?.[1]);

  const t0 = performance.now();
  const data = parseValidationData(text, file);
  const t1 = performance.now();
  const questions = questionsOf(data);
  const t2 = performance.now();
  await predictAnswers(createOfflineProvider(), questions);
  const t3 = performance.now();
  const figures = {
    rows: questions.length,
    cliSeconds: Math.round(cliSeconds * 100) / 100,
    cliRowsPerSecond: Math.round(questions.length / cliSeconds),
    cliCpuSeconds,
    readMs: Math.round(t1 - t0),
    questionsMs: Math.round(t2 - t1),
    answerMs: Math.round(t3 - t2),
    answerRowsPerSecond: Math.round(questions.length / ((t3 - t2) / 1000)),
  };
  results[shape] = figures;
  console.log(
    `${shape.padEnd(8)} ${figures.rows} rows: CLI ${figures.cliSeconds.toFixed(1)} s wall (${figures.cliRowsPerSecond} rows/s, goal < ${GOAL_SECONDS} s ${cliSeconds < GOAL_SECONDS ? 'met' : 'MISSED'}), ${cliCpuSeconds} s CPU; in process: read ${figures.readMs} ms, questions ${figures.questionsMs} ms, answers ${figures.answerMs} ms (${figures.answerRowsPerSecond} rows/s)`,
  );
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/validate-throughput.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);
