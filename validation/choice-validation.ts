// Scores the choice model (engine/offline/model/choice-model.ts) on real choice tasks: hit rate, log-likelihood per
// task against chance, the share choosing none, and the part-worths and willingness to pay that a conditional logit
// finds in the model's own choice probabilities beside those it finds in people's choices.
import type { Persona } from '@contracts/personas';
import type { ChoiceMethodScore, ChoiceValidation } from '@contracts/validation';
import { CHOICE_COEFFICIENTS } from '@engine/offline/model/choice-coefficients';
import { choiceUtilities, logitShares, type ChoiceCoefficients } from '@engine/offline/model/choice-model';
import { readPersona } from '@engine/offline/model/persona-features';
import type { PriceResponseCoefficients } from '@engine/offline/model/price-response';
import { readAttributes, type Attribute } from '@engine/offline/reading/attributes';
import { readConcept } from '@engine/offline/reading/concept-reader';
import { choiceTwinOf, type ChoiceTask } from './choice-data';
import {
  fitConditionalLogit,
  logitProbabilities,
  type ChoiceObservation,
} from '@engine/research-methods/conditional-logit';
import { groupedFolds } from './grouped-folds';
import type { Progress } from './predictions';

/** A task as the model sees it: each offer's utility in two parts (choice-model.ts), and where "none" is. */
export interface TaskUtilities {
  task: ChoiceTask;
  base: number[];
  perShare: number[];
  noneWeight: number;
}

/** The choice model's utilities for every task, each answered by its respondent's twin. */
export function taskUtilitiesOf(
  tasks: readonly ChoiceTask[],
  options: {
    twinOf?: (task: ChoiceTask) => Persona;
    priceCoefficients?: PriceResponseCoefficients;
    onProgress?: Progress;
  } = {},
): TaskUtilities[] {
  const twins = new Map<string, ReturnType<typeof readPersona>>();
  const twinOf = options.twinOf ?? ((task: ChoiceTask) => choiceTwinOf(task.rows[0]!));
  return tasks.map((task, t) => {
    let reading = twins.get(task.respondentId);
    if (!reading) twins.set(task.respondentId, (reading = readPersona(twinOf(task))));
    const offers = task.rows.filter((_, j) => j !== task.noneAt).map((row) => row.concept);
    options.onProgress?.(t + 1, tasks.length, 'choice tasks');
    return { task, ...choiceUtilities(offers, reading, options.priceCoefficients) };
  });
}

/** Each alternative's chance in file order (offers, with "none" where the task puts it). */
export function taskProbabilities(utilities: TaskUtilities, coefficients: ChoiceCoefficients): number[] {
  const { task, base, perShare, noneWeight } = utilities;
  const shares = logitShares(
    base.map((b, j) => b + coefficients.stepShare * perShare[j]!),
    coefficients.scale,
    task.noneAt === undefined ? undefined : coefficients.none * noneWeight,
  );
  if (task.noneAt === undefined) return shares;
  const none = shares.pop()!;
  shares.splice(task.noneAt, 0, none);
  return shares;
}

/** Regularisation of the three-coefficient fit: weak, only so that a degenerate training set stays finite. */
const ENGINE_FIT_L2 = 1e-3;

/**
 * Fits the choice model's scale, step share and none utility on labelled tasks: a conditional logit on the two
 * parts of each offer's utility and a none dummy, whose coefficients are scale, scale × step share and scale × none.
 */
export function fitChoiceCoefficients(utilities: readonly TaskUtilities[]): ChoiceCoefficients & {
  logLikelihood: number;
} {
  const observations: ChoiceObservation[] = utilities.map(({ task, base, perShare, noneWeight }) => {
    const offers = base.map((b, j) => [b, perShare[j]!, 0]);
    const x = task.noneAt === undefined ? offers : [...offers];
    if (task.noneAt !== undefined) x.splice(task.noneAt, 0, [0, 0, noneWeight]);
    return { x, y: task.rows.map((_, j) => (j === task.chosenAt ? 1 : 0)) };
  });
  const fit = fitConditionalLogit(observations, { features: 3, l2: ENGINE_FIT_L2 });
  const [scale, scaledShare, scaledNone] = fit.coefficients as [number, number, number];
  if (!(scale > 0))
    throw new Error(
      'The choice data do not rank offers by the engine utility: the fitted scale is not positive',
    );
  return {
    scale,
    stepShare: scaledShare / scale,
    none: scaledNone / scale,
    logLikelihood: fit.logLikelihood,
  };
}

/** The value of an attribute as a design column: a feature 1/0, a level 0..1, a number or an amount as written. */
function columnValue(attribute: Attribute): number {
  switch (attribute.form) {
    case 'presence':
      return attribute.present ? 1 : 0;
    case 'level':
      return attribute.value;
    case 'number':
      return attribute.value;
    case 'money':
      return attribute.amount;
  }
}

export interface ChoiceDesign {
  /** Attribute kinds that vary in the data, then 'price' and, if any task offers it, 'none'. */
  columns: string[];
  /** Per task, per alternative, its row of the design. */
  x: number[][][];
}

/** The conditional-logit design of the tasks, from the attributes and prices the engine reads in each concept. */
export function choiceDesignOf(tasks: readonly ChoiceTask[]): ChoiceDesign {
  const read = tasks.map((task) =>
    task.rows.map((row, j) => {
      if (j === task.noneAt) return { values: new Map<string, number>(), price: 0 };
      const values = new Map(
        readAttributes(row.concept).attributes.map((a) => [a.kind, columnValue(a)] as const),
      );
      return { values, price: readConcept(row.concept).price?.amount ?? 0 };
    }),
  );
  const seen = new Map<string, Set<number>>();
  for (const task of read)
    for (const alternative of task)
      for (const [kind, value] of alternative.values)
        seen.set(kind, (seen.get(kind) ?? new Set()).add(value));
  const kinds = [...seen].filter(([, values]) => values.size > 1 || !values.has(0)).map(([kind]) => kind);
  const hasNone = tasks.some((task) => task.noneAt !== undefined);
  const columns = [...kinds, 'price', ...(hasNone ? ['none'] : [])];
  const x = read.map((task, t) =>
    task.map((alternative, j) => [
      ...kinds.map((kind) => alternative.values.get(kind) ?? 0),
      alternative.price,
      ...(hasNone ? [j === tasks[t]!.noneAt ? 1 : 0] : []),
    ]),
  );
  return { columns, x };
}

function scoreOf(
  name: string,
  tasks: readonly ChoiceTask[],
  predictions: readonly number[][],
): ChoiceMethodScore {
  let hits = 0;
  let logLikelihood = 0;
  let none = 0;
  let withNone = 0;
  tasks.forEach((task, t) => {
    const p = predictions[t]!;
    const best = p.indexOf(Math.max(...p));
    if (best === task.chosenAt) hits += 1;
    logLikelihood += Math.log(Math.max(p[task.chosenAt!]!, 1e-300));
    if (task.noneAt !== undefined) {
      none += p[task.noneAt]!;
      withNone += 1;
    }
  });
  return {
    name,
    hitRate: hits / tasks.length,
    logLikelihoodPerTask: logLikelihood / tasks.length,
    noneShare: withNone > 0 ? none / withNone : null,
  };
}

/** What the camera conjoint can and cannot tell about the choice model. */
export const CHOICE_COVERAGE = {
  covers: [
    'Which of four offers US adults choose, or none of them, when the offers trade features against the price (digital cameras at $79–$279: pixel count, zoom, video, swivel screen, wifi).',
    "What each feature is worth against the price (willingness to pay), beside what people's own choices say.",
  ],
  doesNotCover: [
    'Brands: the engine reads a brand name as neutral.',
    'Features stated as numbers, fees or rates (warranty years, APR, monthly fees): the file states a feature only as "higher" or "has it".',
    'Products other than cameras, and people outside the US.',
  ],
};

/** Penalty of the data-fitted conditional logit (a weak prior; the fit is the data's own ceiling). */
const DATA_LOGIT_L2 = 1e-2;

/**
 * Respondent-grouped k-fold cross-validation on labelled tasks: per fold the engine's three choice coefficients and
 * the data-fitted conditional logit learn on the other folds and predict this one.
 */
export function crossValidateChoice(
  tasks: readonly ChoiceTask[],
  options: { file: string; folds: number; engineName: string; onProgress?: Progress },
): ChoiceValidation {
  const labelled = tasks.filter((task) => task.chosenAt !== undefined);
  const utilities = taskUtilitiesOf(labelled, { onProgress: options.onProgress });
  const design = choiceDesignOf(labelled);
  const indexed = labelled.map((task, t) => ({ respondentId: task.respondentId, t }));
  const engine: number[][] = [];
  const data: number[][] = [];
  for (const [k, test] of groupedFolds(indexed, options.folds).entries()) {
    const train = groupedFolds(indexed, options.folds)
      .filter((_, j) => j !== k)
      .flat();
    const coefficients = fitChoiceCoefficients(train.map(({ t }) => utilities[t]!));
    const dataFit = fitConditionalLogit(
      train.map(({ t }) => ({
        x: design.x[t]!,
        y: labelled[t]!.rows.map((_, j) => (j === labelled[t]!.chosenAt ? 1 : 0)),
      })),
      { features: design.columns.length, l2: DATA_LOGIT_L2 },
    );
    for (const { t } of test) {
      engine[t] = taskProbabilities(utilities[t]!, coefficients);
      data[t] = logitProbabilities(design.x[t]!, dataFit.coefficients);
    }
  }
  const chance = labelled.map((task) => task.rows.map(() => 1 / task.rows.length));
  const real = fitConditionalLogit(
    labelled.map((task, t) => ({
      x: design.x[t]!,
      y: task.rows.map((_, j) => (j === task.chosenAt ? 1 : 0)),
    })),
    { features: design.columns.length, l2: DATA_LOGIT_L2 },
  ).coefficients;
  const implied = fitConditionalLogit(
    labelled.map((_, t) => ({ x: design.x[t]!, y: engine[t]! })),
    { features: design.columns.length, l2: DATA_LOGIT_L2 },
  ).coefficients;
  const priceAt = design.columns.indexOf('price');
  const wtp = (beta: readonly number[], c: number) =>
    c === priceAt || design.columns[c] === 'none' || !(beta[priceAt]! < 0)
      ? null
      : beta[c]! / -beta[priceAt]!;
  const withNone = labelled.filter((task) => task.noneAt !== undefined);
  const { logLikelihood: _, ...coefficients } = fitChoiceCoefficients(utilities);
  return {
    data: {
      file: options.file,
      rows: labelled.reduce((sum, task) => sum + task.rows.length, 0),
      respondents: new Set(labelled.map((task) => task.respondentId)).size,
      tasks: labelled.length,
    },
    folds: options.folds,
    realNoneShare:
      withNone.length > 0
        ? withNone.filter((task) => task.chosenAt === task.noneAt).length / withNone.length
        : null,
    methods: [
      scoreOf(options.engineName, labelled, engine),
      scoreOf('Chance', labelled, chance),
      scoreOf('Conditional logit on the data (data-driven ceiling)', labelled, data),
    ],
    partWorths: design.columns.map((column, c) => ({
      column,
      real: real[c]!,
      model: implied[c]!,
      realWtp: wtp(real, c),
      modelWtp: wtp(implied, c),
    })),
    coefficients,
    coverage: CHOICE_COVERAGE,
  };
}

/** The choice predictions file: row,p_choice for every data row, in the file's order. */
export function choicePredictionsCsv(
  utilities: readonly TaskUtilities[],
  coefficients: ChoiceCoefficients = CHOICE_COEFFICIENTS,
): string {
  const lines = utilities
    .flatMap((u) => {
      const p = taskProbabilities(u, coefficients);
      return u.task.rows.map((row, j) => ({ row: row.row, p: p[j]! }));
    })
    .sort((a, b) => a.row - b.row)
    .map(({ row, p }) => `${row},${p.toFixed(6)}`);
  return `${['row,p_choice', ...lines].join('\n')}\n`;
}
