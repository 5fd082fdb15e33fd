import type { PricingSplit, PricingValidation } from '@contracts/validation';
import type { SimulationProvider } from '@engine/index';
import { createOfflineProvider } from '@engine/offline/offline-provider';
import { SurveyFormatError } from './coupon-survey';
import { groupedFolds } from './grouped-folds';
import {
  pricingLogisticRegression,
  pricingPopulationAverage,
  priceVersusReference,
  type PricingBaseline,
} from './pricing-baselines';
import { summarisePricing, type PricingScored } from './pricing-metrics';
import {
  PRICING_MAPPING_VERSION,
  pricingConceptOf,
  pricingStudyConceptOf,
  pricingTwinOf,
  type PricingRow,
} from './pricing-scenario';
import { predictAnswers, type Progress } from './predictions';
import { engineReferencePriceFor, type ReferencePriceLookup } from './reference-prices';

/** Real people agreed with their own earlier answer this often (Twin-2K-500, README): the individual ceiling. */
export const RETEST_AGREEMENT = 0.85;

export const PRICING_COVERAGE = {
  covers: [
    'Whether US adults would buy an everyday branded grocery product (bottled water, cereal, eggs, soft drinks) at a price between free and about twice its usual price, by who they are.',
    'How steeply demand falls with price for each product, and how well the engine does on a product it was not fitted on.',
  ],
  doesNotCover: [
    'Products outside the grocery aisle (software, services, durables, travel) and prices far outside the usual range.',
    'What a concept says beyond the product and its price: claims, benefits and defects are not varied in this task.',
    'People outside the US.',
  ],
};

export interface PricingValidationOptions {
  file: string;
  folds?: number;
  /**
   * The provider answering a fold, built from that fold's training rows (where a price-response fit plugs in);
   * the shipped offline engine by default. An LLM provider is passed as `() => provider`.
   */
  engineFor?: (train: readonly PricingRow[]) => SimulationProvider;
  /** The report's name for the engine (default: the provider's name and model). */
  engineName?: string;
  /**
   * Also score the engine's pricing-study demand (its purchaseLikelihoods: the product with the row's price set by
   * the study, as a Gabor-Granger twin is asked), as a second method; one more call per row with an LLM.
   */
  studyDemand?: boolean;
  /** What the engine knows a product normally costs (never the file's prices). */
  referencePriceFor?: ReferencePriceLookup;
  onProgress?: Progress;
}

const DEFAULT_FOLDS = 5;

async function predictPricing(
  provider: SimulationProvider,
  rows: readonly PricingRow[],
  onProgress?: Progress,
): Promise<number[]> {
  const twins = new Map<string, ReturnType<typeof pricingTwinOf>>();
  const questions = rows.map((row) => {
    let persona = twins.get(row.respondentId);
    if (!persona) twins.set(row.respondentId, (persona = pricingTwinOf(row)));
    return { persona, concept: pricingConceptOf(row) };
  });
  return (await predictAnswers(provider, questions, { onProgress })).map((p) => p.pAccept);
}

/** Each row asked as one price of a pricing study: P(would buy) from the provider's pricing demand. */
async function predictStudyDemand(
  provider: SimulationProvider,
  rows: readonly PricingRow[],
): Promise<number[]> {
  const twins = new Map<string, ReturnType<typeof pricingTwinOf>>();
  const predictions: number[] = [];
  for (const row of rows) {
    let persona = twins.get(row.respondentId);
    if (!persona) twins.set(row.respondentId, (persona = pricingTwinOf(row)));
    const [likelihood] = await provider.purchaseLikelihoods({
      persona,
      concept: pricingStudyConceptOf(row),
      currency: 'USD',
      prices: [row.priceUsd],
    });
    predictions.push(likelihood!);
  }
  return predictions;
}

/** A train / test pair of one split. */
export interface Fold {
  train: PricingRow[];
  test: PricingRow[];
}

/** Respondent-grouped folds: test people the engine and the baselines were not fitted on. */
export function respondentFolds(rows: readonly PricingRow[], folds: number): Fold[] {
  const groups = groupedFolds(rows, folds);
  return groups.map((test, k) => ({ test, train: groups.filter((_, j) => j !== k).flat() }));
}

/**
 * Respondents and products held out together: each fold's people answering one product, with training on the
 * other people's answers about the other products: 'people and products the engine was not fitted on'.
 */
export function productFolds(rows: readonly PricingRow[], folds: number): Fold[] {
  const products = [...new Set(rows.map((r) => r.fields.product))].sort();
  const groups = groupedFolds(rows, folds);
  return groups.flatMap((group, k) =>
    products.map((product) => ({
      test: group.filter((r) => r.fields.product === product),
      train: groups
        .filter((_, j) => j !== k)
        .flat()
        .filter((r) => r.fields.product !== product),
    })),
  );
}

/**
 * Grouped cross-validation on the pricing task: for each split, the engine (re-built per fold through
 * `engineFor`) and each baseline are fitted on the training rows and asked about the test rows.
 */
export async function crossValidatePricing(
  rows: readonly PricingRow[],
  options: PricingValidationOptions,
): Promise<PricingValidation> {
  const labelled = rows.filter((r) => r.accepted !== undefined);
  if (labelled.length === 0)
    throw new SurveyFormatError(
      `${options.file} has no answers (Y) to validate against; to score it, pass --predictions <out.csv>`,
    );
  const folds = options.folds ?? DEFAULT_FOLDS;
  const engineFor = options.engineFor ?? (() => createOfflineProvider());
  const lookup = options.referencePriceFor ?? engineReferencePriceFor;
  const references = new Map<string, number | undefined>();
  const referenceOf = (row: PricingRow) => {
    const key = `${row.fields.product}`;
    if (!references.has(key))
      references.set(key, lookup(pricingConceptOf({ fields: row.fields, priceUsd: 1 }))?.priceUsd);
    return references.get(key);
  };
  const placed = labelled.some((row) => referenceOf(row) !== undefined);
  const notes = placed
    ? []
    : [
        "The engine knows no reference price for these products yet, so the 'price relative to the reference' baseline could not run and slopes are fitted on price / the product's mean price (the ratio of slopes does not depend on that scale).",
      ];
  const baselines: Array<[string, PricingBaseline]> = [
    ['Population average', pricingPopulationAverage],
    ...(placed
      ? [
          ['Price relative to the reference only', priceVersusReference(referenceOf)] as [
            string,
            PricingBaseline,
          ],
        ]
      : []),
    ['Logistic regression on the file’s columns (data-driven ceiling)', pricingLogisticRegression],
  ];

  let engineName = options.engineName;
  const studyName = () => `${engineName!}, pricing-study demand`;
  const total = labelled.length * 2;
  let done = 0;
  const runSplit = async (name: string, description: string, splitFolds: Fold[]): Promise<PricingSplit> => {
    const scored: Record<string, PricingScored[]> = {};
    const add = (method: string, row: PricingRow, prediction: number) =>
      (scored[method] ??= []).push({ row, outcome: row.accepted!, prediction });
    for (const { train, test } of splitFolds) {
      if (test.length === 0) continue;
      const engine = engineFor(train);
      engineName ??= `${engine.name} (${engine.model})`;
      const progress: Progress = (n, _total, stage) =>
        options.onProgress?.(done + n, total, `${name}: ${stage}`);
      const predictions = await predictPricing(engine, test, progress);
      test.forEach((row, i) => add(engineName!, row, predictions[i]!));
      if (options.studyDemand) {
        const demand = await predictStudyDemand(engine, test);
        test.forEach((row, i) => add(studyName(), row, demand[i]!));
      }
      for (const [method, baseline] of baselines) {
        const predict = baseline(train);
        for (const row of test) add(method, row, predict(row));
      }
      done += test.length;
    }
    return {
      name,
      description,
      methods: [
        engineName!,
        ...(options.studyDemand ? [studyName()] : []),
        ...baselines.map(([method]) => method),
      ].map((method) => summarisePricing(method, scored[method]!, referenceOf)),
    };
  };

  const splits = [
    await runSplit(
      'Held-out respondents',
      `${folds}-fold cross-validation grouped by respondent: every answer comes from a person the engine and the baselines were not fitted on.`,
      respondentFolds(labelled, folds),
    ),
    await runSplit(
      'Held-out respondents and product',
      `Each fold's people answering one product, fitted on the other people's answers about the other products: an estimate for products the engine was not fitted on. The baselines fitted on the data know nothing of a product they have not seen (not even how popular it is), so they fall below a coin here; the engine knows products from its own knowledge.`,
      productFolds(labelled, folds),
    ),
  ];
  return {
    mappingVersion: PRICING_MAPPING_VERSION,
    data: {
      file: options.file,
      rows: labelled.length,
      respondents: new Set(labelled.map((r) => r.respondentId)).size,
      products: new Set(labelled.map((r) => r.fields.product)).size,
      priceLevels: new Set(labelled.map((r) => `${r.fields.product}|${r.priceUsd}`)).size,
    },
    folds,
    retestAgreement: RETEST_AGREEMENT,
    splits,
    notes,
    coverage: PRICING_COVERAGE,
  };
}
