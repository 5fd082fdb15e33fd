import type { Persona } from '@contracts/personas';
import type { CouponValidation, ValidationGap, ValidationMethod } from '@contracts/validation';
import type { SimulationProvider } from '@engine/index';
import { createOfflineProvider } from '@engine/offline/offline-provider';
import { ENGINE_VERSION } from '@engine/version';
import { couponTypeAverage, logisticRegression, populationAverage, type Baseline } from './baselines';
import { conceptOf, SCENARIO_MAPPING_VERSION, twinOf } from './coupon-scenario';
import { groupedFolds } from './grouped-folds';
import { predictAnswers, type Progress } from './predictions';
import { SurveyFormatError, type SurveyRow } from './coupon-survey';
import {
  aucWithInterval,
  cellAgreement,
  scenarioAttainment,
  gapAgreement,
  ksSimilarity,
  scenarioCorrelation,
  scenarioKey,
  scenarioKs,
  MIN_SCENARIO_ANSWERS,
  type Scored,
} from './metrics';
import { fitOfferCoefficients } from './offline-fit';
import { seededRandom } from '@engine/offline/seeded-random';

/** Asks the provider about each coupon row (the row's concept, the row's twin) and reads P(accept) from its answer. */
export async function predictRows(
  provider: SimulationProvider,
  rows: readonly SurveyRow[],
  options: { twinOf?: (row: SurveyRow) => Persona; onProgress?: Progress; batchSize?: number } = {},
): Promise<number[]> {
  const personaOf = options.twinOf ?? twinOf;
  const predictions = await predictAnswers(
    provider,
    rows.map((row) => ({ persona: personaOf(row), concept: conceptOf(row) })),
    options,
  );
  return predictions.map((p) => p.pAccept);
}

/** One twin for every row: a typical US adult whose habits and family are not stated (the demographics-blind baseline). */
export function typicalTwinOf(row: SurveyRow): Persona {
  const twin = twinOf(row);
  return {
    ...twin,
    id: 'survey-typical',
    age: 38,
    gender: 'female',
    occupation: 'Sales & Related occupation',
    activity_status: 'employed',
    household: 'Lives with partner',
    education: 'Some college - no degree',
    segments: { income_bracket: 'Middle' },
  };
}

type MethodResult = ValidationMethod;

const finite = (value: number): number | null => (Number.isFinite(value) ? value : null);

function summarise(name: string, scored: Scored[]): { result: MethodResult; gaps: ValidationGap[] } {
  const a = aucWithInterval(scored);
  const gaps = gapAgreement(scored);
  const cells = cellAgreement(scored);
  return {
    result: {
      name,
      auc: finite(a.value),
      aucLow: finite(a.low),
      aucHigh: finite(a.high),
      scenarioR: finite(scenarioCorrelation(scored).r),
      gapAgreement: finite(gaps.share),
      gapsCounted: gaps.gaps.length,
      ksSimilarity: finite(scenarioKs(scored)),
      cellMeanAbsoluteError: finite(cells.meanAbsoluteError),
      cellR: finite(cells.r),
      correlationAttainment: finite(scenarioAttainment(scored)),
    },
    gaps: gaps.gaps,
  };
}

/** KS similarity of a guess drawn uniformly at random for each scenario, averaged over draws. */
function uniformGuessKs(rows: readonly SurveyRow[]): number {
  const groups = new Map<string, number[]>();
  for (const row of rows)
    groups.set(scenarioKey(row), [...(groups.get(scenarioKey(row)) ?? []), row.accepted ?? 0]);
  const human = [...groups.values()]
    .filter((g) => g.length >= MIN_SCENARIO_ANSWERS)
    .map((g) => g.reduce((s, v) => s + v, 0) / g.length);
  const random = seededRandom('uniform-guess');
  const draws = Array.from({ length: 50 }, () =>
    ksSimilarity(
      human.map(() => random.next()),
      human,
    ),
  );
  return draws.reduce((s, v) => s + v, 0) / draws.length;
}

export const COUPON_COVERAGE = {
  covers: [
    'Whether US adults take an offer from a coffee house, bar, take-away or restaurant, by who they are, their venue habits and the situation (companions, time, weather, distance, expiry).',
  ],
  doesNotCover: [
    'Prices, discounts and claims inside an offer: the survey coupons state none.',
    'Products other than visits to those four kinds of place.',
  ],
};

interface EvaluateOptions {
  file: string;
  folds: number;
  /** Evaluate this provider as it is (no fitting); the offline engine is re-fitted per fold when absent. */
  provider?: SimulationProvider;
  onProgress?: Progress;
}

/**
 * Respondent-grouped k-fold cross-validation on labelled rows: for each fold, the offline engine's offer
 * coefficients and every baseline are fitted on the other folds and asked about this one.
 */
export async function crossValidate(
  rows: readonly SurveyRow[],
  options: EvaluateOptions,
): Promise<CouponValidation> {
  const labelled = rows.filter((r) => r.accepted !== undefined);
  if (labelled.length === 0)
    throw new SurveyFormatError(
      `${options.file} has no answers (Y) to validate against; to score it, pass --predictions <out.csv>`,
    );
  const folds = groupedFolds(labelled, options.folds);
  const baselines: Array<[string, Baseline]> = [
    ['Population average', populationAverage],
    ['Coupon-type average', couponTypeAverage],
    ['Logistic regression (data-driven ceiling)', logisticRegression],
  ];
  const scored: Record<string, Scored[]> = {};
  const add = (name: string, row: SurveyRow, prediction: number) =>
    (scored[name] ??= []).push({ row, outcome: row.accepted!, prediction });
  const engineName = options.provider
    ? `${options.provider.name} (${options.provider.model})`
    : `Twinsight offline engine ${ENGINE_VERSION}`;
  const sameTwinName = 'Offline engine, the same twin for everyone';
  let done = 0;
  for (const [k, test] of folds.entries()) {
    const train = folds.filter((_, j) => j !== k).flat();
    const engine =
      options.provider ??
      createOfflineProvider({ offerCoefficients: fitOfferCoefficients(train).coefficients });
    const progress: Progress = (n, _total, stage) =>
      options.onProgress?.(done + n, labelled.length, `fold ${k + 1}/${options.folds} ${stage}`);
    const predictions = await predictRows(engine, test, { onProgress: progress });
    test.forEach((row, i) => add(engineName, row, predictions[i]!));
    if (!options.provider) {
      const sameTwin = await predictRows(engine, test, { twinOf: typicalTwinOf });
      test.forEach((row, i) => add(sameTwinName, row, sameTwin[i]!));
    }
    for (const [name, baseline] of baselines) {
      const predict = baseline(train);
      for (const row of test) add(name, row, predict(row));
    }
    done += test.length;
  }
  const engine = summarise(engineName, scored[engineName]!);
  const others = Object.keys(scored)
    .filter((name) => name !== engineName)
    .map((name) => summarise(name, scored[name]!).result);
  return {
    mappingVersion: SCENARIO_MAPPING_VERSION,
    data: {
      file: options.file,
      rows: labelled.length,
      respondents: new Set(labelled.map((r) => r.respondentId)).size,
      scenarios: new Set(labelled.map(scenarioKey)).size,
    },
    folds: options.folds,
    methods: [engine.result, ...others],
    uniformGuessKs: uniformGuessKs(labelled),
    engineGaps: engine.gaps,
    coverage: COUPON_COVERAGE,
  };
}
