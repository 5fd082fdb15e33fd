// npm run validate: measures a simulation provider against real consumer choices (see docs/validation/report.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createProvider, type SimulationProvider } from '@engine/index';
import { createOfflineProvider, OFFLINE_MODEL } from '@engine/offline/offline-provider';
import { ENGINE_VERSION } from '@engine/version';
import { seededRandom } from '@engine/offline/seeded-random';
import { engineConfig } from '@server/engine-config';
import { loadLlmEnv } from '@server/env';
import type { ChoiceValidation, CouponValidation, PricingValidation } from '@contracts/validation';
import { SurveyFormatError } from './coupon-survey';
import { questionsOf, readValidationData, type ValidationData } from './data-shapes';
import { fitOfferCoefficients, OFFER_FIT_SETTINGS } from './offline-fit';
import { fitPriceResponse, pricingDecisionsOf, PRICE_FIT_SETTINGS } from './price-fit';
import {
  choiceCoefficientsModule,
  offerCoefficientsModule,
  priceCoefficientsModule,
} from './offer-coefficients-file';
import {
  choicePredictionsCsv,
  crossValidateChoice,
  fitChoiceCoefficients,
  taskUtilitiesOf,
} from './choice-validation';
import { predictAnswers, predictionsCsv, type Progress } from './predictions';
import { crossValidatePricing } from './pricing-validation';
import { assembleReport, reportMarkdown } from './report';
import { crossValidate } from './run-validation';

const root = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.resolve(root, '../shared/data/validation');
const DEFAULT_DATA = [
  'uci-coupon-calibration.csv',
  'twin2k-pricing-calibration.csv',
  'camera-choice-calibration.csv',
].map((file) => path.join(DATA_DIR, file));
const PROVIDERS = ['offline', 'openai-compatible', 'anthropic'] as const;

const usage = `npm run validate -- [options]
  --data <csv>          a CSV recognised by its columns: the coupon survey, the Twin-2K pricing task, choice tasks
                        (respondent_id, task, alternative, concept; chosen optional), or generic concepts (a concept
                        column plus any of the Twin-2K demographic columns); Y optional.
                        Repeat for several files. Default: the three calibration files, and the report goes to
                        docs/validation
  --predictions <csv>   write row,p_accept,expected_intent for every row of the one --data file instead of evaluating
                        (row,p_choice for choice tasks: the chance each alternative is chosen in its task)
  --provider <name>     offline | openai-compatible | anthropic (default: LLM_PROVIDER, else offline; LLM_* configure it)
  --sample <n>          use n respondents' answers only (to measure an LLM for a few dollars)
  --folds <k>           cross-validation folds (default 5)
  --out <dir>           where report.md and report.json go (default docs/validation when --data is not given)
  --fit                 re-fit the shipped offline coefficients on --data: the offer model on the coupon survey,
                        the price response on the pricing task, the choice model's scale, step share and none
                        utility on choice tasks
                        (engine/offline/model/offer-coefficients.ts)`;

/** A mistake in how the command was called or in the data: the message is the whole answer (exit code 2). */
class UsageError extends Error {}

function sampleRespondents<R extends { respondentId: string }>(rows: readonly R[], count: number): R[] {
  const random = seededRandom(`sample-${count}`);
  const ids = [...new Set(rows.map((r) => r.respondentId))]
    .map((id) => ({ id, key: random.next() }))
    .sort((a, b) => a.key - b.key);
  const chosen = new Set(ids.slice(0, count).map((x) => x.id));
  return rows.filter((r) => chosen.has(r.respondentId));
}

function sampled(data: ValidationData, count: number | undefined): ValidationData {
  if (count === undefined) return data;
  switch (data.shape) {
    case 'coupon':
      return { shape: data.shape, rows: sampleRespondents(data.rows, count) };
    case 'pricing':
      return { shape: data.shape, rows: sampleRespondents(data.rows, count) };
    case 'choice':
      return { shape: data.shape, tasks: sampleRespondents(data.tasks, count) };
    case 'generic':
      return { shape: data.shape, rows: sampleRespondents(data.rows, count) };
  }
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

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
/** CPU time of this process (user + system): the wall time on a machine shared with other work is longer. */
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return ((user + system) / 1e6).toFixed(1);
};

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      data: { type: 'string', multiple: true },
      predictions: { type: 'string' },
      provider: { type: 'string' },
      sample: { type: 'string' },
      folds: { type: 'string', default: '5' },
      out: { type: 'string' },
      fit: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return console.log(usage);
  const files = (values.data ?? DEFAULT_DATA).map((file) => path.resolve(file));
  const folds = Number(values.folds);
  if (!Number.isInteger(folds) || folds < 2)
    throw new UsageError('--folds must be a whole number of at least 2');
  const sample = values.sample === undefined ? undefined : Number(values.sample);
  if (sample !== undefined && (!Number.isInteger(sample) || sample < 1))
    throw new UsageError('--sample must be a positive whole number of respondents');
  if (values.provider !== undefined && !(PROVIDERS as readonly string[]).includes(values.provider))
    throw new UsageError(`--provider must be one of ${PROVIDERS.join(', ')}, not "${values.provider}"`);
  if ((values.predictions || values.fit) && files.length !== 1)
    throw new UsageError(`--${values.fit ? 'fit' : 'predictions'} takes exactly one --data file`);

  const started = Date.now();
  const datasets = files.map((file) => ({ file, data: sampled(readValidationData(file), sample) }));
  const read = Date.now();
  const config = engineConfig(
    loadLlmEnv(values.provider ? { ...process.env, LLM_PROVIDER: values.provider } : process.env),
  );
  const llm: SimulationProvider | undefined =
    config.provider === 'offline' ? undefined : createProvider(config);

  if (llm && datasets.some(({ data }) => data.shape === 'choice'))
    throw new UsageError(
      'Choice tasks are answered by the offline choice model only; run them without --provider or LLM_PROVIDER',
    );

  if (values.fit) {
    const { data, file: dataFile } = datasets[0]!;
    if (data.shape === 'choice') {
      const labelled = data.tasks.filter((task) => task.chosenAt !== undefined);
      if (labelled.length === 0) throw new UsageError(`${dataFile} has no chosen column to fit on`);
      const fit = fitChoiceCoefficients(taskUtilitiesOf(labelled));
      const file = path.join(root, 'engine/offline/model/choice-coefficients.ts');
      writeFileSync(
        file,
        choiceCoefficientsModule(fit, { data: path.basename(dataFile), tasks: labelled.length }),
      );
      console.log(
        `Fitted the choice model on ${labelled.length} tasks (scale ${fit.scale.toFixed(3)}, step share ${fit.stepShare.toFixed(3)}, none ${fit.none.toFixed(2)}) → ${path.relative(root, file)}`,
      );
      return;
    }
    if (data.shape === 'pricing') {
      const fit = fitPriceResponse(pricingDecisionsOf(data.rows));
      const file = path.join(root, 'engine/offline/model/price-coefficients.ts');
      writeFileSync(
        file,
        priceCoefficientsModule(fit, {
          data: path.basename(dataFile),
          rows: fit.placed,
          l2: PRICE_FIT_SETTINGS.l2,
        }),
      );
      console.log(
        `Fitted ${Object.keys(fit.coefficients).length} price-response coefficients on ${fit.placed} answers (log loss ${fit.logLoss.toFixed(4)}) → ${path.relative(root, file)}`,
      );
      return;
    }
    if (data.shape !== 'coupon')
      throw new UsageError(
        '--fit re-fits on the coupon survey (offer), the pricing task (price response) or choice tasks only',
      );
    const fit = fitOfferCoefficients(data.rows);
    const file = path.join(root, 'engine/offline/model/offer-coefficients.ts');
    writeFileSync(
      file,
      offerCoefficientsModule(fit, {
        data: path.basename(dataFile),
        rows: data.rows.length,
        l2: OFFER_FIT_SETTINGS.l2,
      }),
    );
    console.log(
      `Fitted ${Object.keys(fit.coefficients).length} coefficients on ${data.rows.length} answers (log loss ${fit.logLoss.toFixed(4)}) → ${path.relative(root, file)}`,
    );
    return;
  }

  if (values.predictions) {
    const { data } = datasets[0]!;
    if (data.shape === 'choice') {
      const rows = data.tasks.reduce((sum, task) => sum + task.rows.length, 0);
      writeFileSync(path.resolve(values.predictions), choicePredictionsCsv(taskUtilitiesOf(data.tasks)));
      console.log(
        `Wrote ${rows} choice predictions (offline choice model) to ${values.predictions} in ${seconds(started)} (CPU ${cpuSeconds()} s since the process started)`,
      );
      return;
    }
    const provider = llm ?? createProvider(config);
    const predictions = await predictAnswers(provider, questionsOf(data), { onProgress: progress });
    writeFileSync(path.resolve(values.predictions), predictionsCsv(data.rows, predictions));
    console.log(
      `Wrote ${data.rows.length} predictions for the ${data.shape} file (${provider.name}, ${provider.model}) to ${values.predictions} in ${seconds(started)} (reading ${((read - started) / 1000).toFixed(1)} s; CPU ${cpuSeconds()} s since the process started)`,
    );
    return;
  }

  let coupon: CouponValidation | null = null;
  let pricing: PricingValidation | null = null;
  let choice: ChoiceValidation | null = null;
  for (const { file, data } of datasets) {
    const label = path.relative(path.resolve(root, '..'), file);
    if (data.shape === 'choice') {
      if (!data.tasks.some((task) => task.chosenAt !== undefined))
        throw new UsageError(
          `${file} has no chosen column to validate against; to score it, pass --predictions <out.csv>`,
        );
      choice = crossValidateChoice(data.tasks, {
        file: label,
        folds,
        engineName: `Twinsight offline engine ${ENGINE_VERSION}`,
        onProgress: progress,
      });
    } else if (data.shape === 'coupon')
      coupon = await crossValidate(data.rows, { file: label, folds, provider: llm, onProgress: progress });
    else if (data.shape === 'pricing')
      pricing = await crossValidatePricing(data.rows, {
        file: label,
        folds,
        ...(llm
          ? { engineFor: () => llm }
          : {
              engineName: `Twinsight offline engine ${ENGINE_VERSION}`,
              studyDemand: true,
              engineFor: (train) =>
                createOfflineProvider({
                  priceCoefficients: fitPriceResponse(pricingDecisionsOf(train)).coefficients,
                }),
            }),
        onProgress: progress,
      });
    else
      throw new UsageError(
        `${file} is a generic concept file: score it with --predictions <out.csv>; the evaluation report runs on the coupon survey and the pricing task, which state what people really answered in a known design.`,
      );
  }
  const report = assembleReport({
    provider: llm?.name ?? 'offline',
    model: llm?.model ?? OFFLINE_MODEL,
    engineVersion: ENGINE_VERSION,
    coupon,
    pricing,
    choice,
  });
  const markdown = reportMarkdown(report);
  console.log(markdown);
  const out = values.out ?? (values.data ? undefined : path.join(root, 'docs/validation'));
  if (out) {
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'report.md'), markdown);
    writeFileSync(path.join(out, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  }
  console.log(
    `Done in ${seconds(started)}, CPU ${cpuSeconds()} s${out ? `; written to ${path.relative(process.cwd(), out) || '.'}/report.{md,json}` : ' (pass --out <dir> to keep the report)'}`,
  );
}

main().catch((error: unknown) => {
  const code = (error as { code?: unknown }).code;
  const badArguments = typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
  console.error(error instanceof Error ? error.message : error);
  if (badArguments) console.error(`\n${usage}`);
  process.exit(error instanceof UsageError || error instanceof SurveyFormatError || badArguments ? 2 : 1);
});
