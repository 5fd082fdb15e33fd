// npm run validate: measures a simulation provider against real consumer choices (see docs/validation/report.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createProvider } from '../engine/index';
import { engineConfig } from '../server/engine-config';
import { loadLlmEnv } from '../server/env';
import { readSurvey, type SurveyRow } from './coupon-survey';
import { fitOfferCoefficients, OFFER_FIT_SETTINGS } from './offline-fit';
import { offerCoefficientsModule } from './offer-coefficients-file';
import { reportMarkdown } from './report';
import { crossValidate, predictRows, type Progress } from './run-validation';
import { seededRandom } from '../engine/offline/seeded-random';

const root = path.resolve(import.meta.dirname, '..');
const DEFAULT_DATA = path.resolve(root, '../shared/data/validation/uci-coupon-calibration.csv');

const usage = `npm run validate -- [options]
  --data <csv>          survey CSV with the columns of uci-coupon-calibration.csv (Y optional); default: the calibration file
  --predictions <csv>   write row,p_accept for every data row instead of evaluating
  --sample <n>          use n respondents' answers only (to measure an LLM for a few dollars)
  --folds <k>           cross-validation folds (default 5)
  --out <dir>           where report.md and report.json go (default docs/validation)
  --fit                 re-fit the shipped offline coefficients on all of --data (engine/offline/model/offer-coefficients.ts)
The provider is the one LLM_PROVIDER (and LLM_*) configure, the offline engine by default.`;

function sampleRespondents(rows: SurveyRow[], count: number): SurveyRow[] {
  const random = seededRandom(`sample-${count}`);
  const ids = [...new Set(rows.map((r) => r.respondentId))]
    .map((id) => ({ id, key: random.next() }))
    .sort((a, b) => a.key - b.key);
  const chosen = new Set(ids.slice(0, count).map((x) => x.id));
  return rows.filter((r) => chosen.has(r.respondentId));
}

const progress: Progress = (() => {
  let last = 0;
  return (done, total, stage) => {
    const now = Date.now();
    if (now - last < 1000 && done < total) return;
    last = now;
    process.stderr.write(`  ${stage}: ${done}/${total} answers\n`);
  };
})();

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      data: { type: 'string' },
      predictions: { type: 'string' },
      sample: { type: 'string' },
      folds: { type: 'string', default: '5' },
      out: { type: 'string', default: path.join(root, 'docs/validation') },
      fit: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return console.log(usage);
  const dataFile = path.resolve(values.data ?? DEFAULT_DATA);
  const folds = Number(values.folds);
  if (!Number.isInteger(folds) || folds < 2) throw new Error('--folds must be a whole number of at least 2');
  let rows = readSurvey(dataFile);
  if (values.sample) {
    const count = Number(values.sample);
    if (!Number.isInteger(count) || count < 1)
      throw new Error('--sample must be a positive whole number of respondents');
    rows = sampleRespondents(rows, count);
  }
  const config = engineConfig(loadLlmEnv());
  const started = Date.now();

  if (values.fit) {
    const fit = fitOfferCoefficients(rows);
    const file = path.join(root, 'engine/offline/model/offer-coefficients.ts');
    writeFileSync(
      file,
      offerCoefficientsModule(fit, {
        data: path.basename(dataFile),
        rows: rows.length,
        l2: OFFER_FIT_SETTINGS.l2,
      }),
    );
    console.log(
      `Fitted ${Object.keys(fit.coefficients).length} coefficients on ${rows.length} answers (log loss ${fit.logLoss.toFixed(4)}) → ${path.relative(root, file)}`,
    );
    return;
  }

  if (values.predictions) {
    const provider = createProvider(config);
    const predictions = await predictRows(provider, rows, { onProgress: progress });
    const lines = ['row,p_accept', ...rows.map((row, i) => `${row.row},${predictions[i]!.toFixed(6)}`)];
    writeFileSync(path.resolve(values.predictions), `${lines.join('\n')}\n`);
    console.log(
      `Wrote ${rows.length} predictions (${provider.name}, ${provider.model}) to ${values.predictions} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return;
  }

  const report = await crossValidate(rows, {
    file: path.relative(path.resolve(root, '..'), dataFile),
    folds,
    provider: config.provider === 'offline' ? undefined : createProvider(config),
    onProgress: progress,
  });
  const markdown = reportMarkdown(report);
  mkdirSync(values.out, { recursive: true });
  writeFileSync(path.join(values.out, 'report.md'), markdown);
  writeFileSync(path.join(values.out, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(markdown);
  console.log(
    `Done in ${((Date.now() - started) / 1000).toFixed(1)} s; written to ${path.relative(process.cwd(), values.out) || '.'}/report.{md,json}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
