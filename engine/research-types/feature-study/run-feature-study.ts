// A feature value study's run: each twin gets its own seeded design, every product in a task is written as a concept
// (the product, its levels, its price) and the twin chooses among them, and none, through the provider's choice model;
// then the pooled estimate and its figures, by segment. Decision 053.
import { formatPrice } from '@contracts/currency';
import type {
  FeatureAnswerDetail,
  FeatureEstimate,
  FeatureSegmentFigure,
  FeatureStudyAnalysis,
  FeatureStudyDefinition,
} from '@contracts/feature-study';
import type { Persona } from '@contracts/personas';
import type { Panel } from '@contracts/research-panel';
import { EngineError } from '../../errors';
import { provenanceOf, type SimulationProvider } from '../../provider';
import { designTasks, maxTasksOf, type DesignTask } from '../../research-methods/feature-design';
import { estimateFeatureValues, type TwinChoices } from '../../research-methods/feature-estimate';
import { segmentBreakdown } from '../../research-methods/segment-breakdown';
import { askEveryPersona } from '../../panel';

export type FeatureDefinitionShape = Pick<
  FeatureStudyDefinition,
  'product' | 'attributes' | 'prices' | 'currency' | 'per' | 'none' | 'tasksPerTwin' | 'alternativesPerTask'
>;

/** Only the definition's own fields (a request also carries its panel), as the record keeps them. */
export function definitionOf(input: FeatureDefinitionShape): FeatureStudyDefinition {
  const { product, attributes, prices, currency, per, none, tasksPerTwin, alternativesPerTask } = input;
  return {
    product,
    attributes,
    prices,
    currency,
    ...(per === undefined ? {} : { per }),
    none,
    tasksPerTwin,
    alternativesPerTask,
  };
}

/** The most tasks per twin the study's attributes and prices can fill (see feature-design.ts). */
export const maxTasksFor = (definition: FeatureDefinitionShape): number =>
  maxTasksOf({
    levels: definition.attributes.map((a) => a.levels.length),
    prices: definition.prices.length,
    alternatives: definition.alternativesPerTask,
  });

/** One product as a twin reads it: "A digital camera with a higher zoom, wifi and a swivel screen, for $179.00." */
export function conceptOf(
  definition: Pick<FeatureDefinitionShape, 'product' | 'attributes' | 'prices' | 'currency' | 'per'>,
  levels: readonly number[],
  price: number,
): string {
  const product = definition.product.trim();
  const texts = levels.map((level, a) => definition.attributes[a]!.levels[level]!);
  const listed =
    texts.length > 1 ? `${texts.slice(0, -1).join(', ')} and ${texts[texts.length - 1]}` : (texts[0] ?? '');
  const per = definition.per ? ` per ${definition.per}` : '';
  return `${product.charAt(0).toUpperCase()}${product.slice(1)} with ${listed}, for ${formatPrice(price, definition.currency)}${per}.`;
}

export interface FeatureTwinAnswer {
  personaId: string;
  personaName: string;
  text: string;
  detail: FeatureAnswerDetail;
}

export interface FeatureStudyResult {
  answers: FeatureTwinAnswer[];
  analysis: FeatureStudyAnalysis;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** A twin's answers in a line: how often it would pick none, and the product it most likely picks. */
function answerText(detail: FeatureAnswerDetail, offers: readonly string[][], withNone: boolean): string {
  let best = { chance: -1, offer: '' };
  detail.tasks.forEach((task, t) =>
    task.products.forEach((_, j) => {
      if (task.chances[j]! > best.chance) best = { chance: task.chances[j]!, offer: offers[t]![j]! };
    }),
  );
  const none = detail.tasks.reduce(
    (sum, task) => sum + (withNone ? task.chances[task.products.length]! : 0),
    0,
  );
  const picks = `Its likeliest pick (${percent(best.chance)}): ${best.offer}`;
  return withNone
    ? `${picks} It would choose none of these in about ${Math.round(none)} of ${detail.tasks.length} tasks.`
    : picks;
}

/** The headline: the most important attribute, and what each level is worth against its base. */
function summaryOf(definition: FeatureDefinitionShape, estimate: FeatureEstimate): string {
  const ranked = [...estimate.importance].sort((a, b) => b.share - a.share);
  const money = (amount: number) =>
    `${amount < 0 ? '−' : ''}${formatPrice(Math.abs(amount), definition.currency)}`;
  const worth = estimate.willingnessToPay
    .map((w) => `${w.level} ${money(w.amount)} (${money(w.low)} to ${money(w.high)})`)
    .join('; ');
  return [
    `${ranked[0]!.attribute} matters most (${percent(ranked[0]!.share)} of importance).`,
    worth ? `Worth against each base level: ${worth}.` : estimate.priceNote,
    estimate.noneShare ? `None of these: ${percent(estimate.noneShare.value)} of choices.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Tasks a language model answers in one call: enough to save calls, few enough to weigh each on its own. */
export const FEATURE_TASKS_PER_CALL = 6;

/** Model calls one twin's tasks cost: one per FEATURE_TASKS_PER_CALL tasks with a language model, none offline. */
export const featureStudyCallsPerTwin = (
  provider: Pick<SimulationProvider, 'chooseInTasks' | 'modelCallsPerAnswer'>,
  tasksPerTwin: number,
): number =>
  provider.modelCallsPerAnswer *
  (provider.chooseInTasks ? Math.ceil(tasksPerTwin / FEATURE_TASKS_PER_CALL) : tasksPerTwin);

/** Whether a provider can answer a feature study: a choice model, or choice tasks asked at once. */
export const answersChoiceTasks = (provider: Pick<SimulationProvider, 'chooseAmong' | 'chooseInTasks'>) =>
  Boolean(provider.chooseAmong || provider.chooseInTasks);

/** How a twin's tasks are answered: by the choice model one task at a time, or several tasks per model call. */
function taskChooser(provider: SimulationProvider, withNone: boolean) {
  const chooseAmong = provider.chooseAmong?.bind(provider);
  const chooseInTasks = provider.chooseInTasks?.bind(provider);
  if (chooseAmong)
    return async (persona: Persona, tasks: string[][]) => {
      const chances: number[][] = [];
      for (const offers of tasks) chances.push(await chooseAmong({ persona, offers, withNone }));
      return chances;
    };
  if (chooseInTasks)
    return async (persona: Persona, tasks: string[][]) => {
      const batches = Array.from({ length: Math.ceil(tasks.length / FEATURE_TASKS_PER_CALL) }, (_, b) =>
        tasks.slice(b * FEATURE_TASKS_PER_CALL, (b + 1) * FEATURE_TASKS_PER_CALL),
      );
      return (
        await Promise.all(batches.map((batch) => chooseInTasks({ persona, tasks: batch, withNone })))
      ).flat();
    };
  throw new EngineError(`The ${provider.name} provider has no choice model for a feature study`);
}

export async function runFeatureStudy(options: {
  provider: SimulationProvider;
  personas: Persona[];
  definition: FeatureDefinitionShape;
  panel: Panel;
  seed: string;
  onAnswer?: (answer: FeatureTwinAnswer) => void | Promise<void>;
}): Promise<FeatureStudyResult> {
  const { provider, personas, definition, seed } = options;
  const choose = taskChooser(provider, definition.none);
  const shape = {
    levels: definition.attributes.map((a) => a.levels.length),
    prices: definition.prices.length,
    tasks: definition.tasksPerTwin,
    alternatives: definition.alternativesPerTask,
  };
  const designs: DesignTask[][] = [];
  const answers = await askEveryPersona(
    provider,
    personas,
    async (persona): Promise<FeatureTwinAnswer> => {
      const design = designTasks(shape, `${seed}\u0000${persona.id}`);
      designs[personas.indexOf(persona)] = design;
      const offers = design.map((task) =>
        task.map((product) => conceptOf(definition, product.levels, definition.prices[product.price]!)),
      );
      const chances = await choose(persona, offers);
      const tasks: FeatureAnswerDetail['tasks'] = design.map((task, t) => ({
        products: task.map((product) => ({
          levels: product.levels.map((level, a) => definition.attributes[a]!.levels[level]!),
          price: definition.prices[product.price]!,
        })),
        chances: chances[t]!,
      }));
      const detail = { personaName: persona.name, tasks };
      return {
        personaId: persona.id,
        personaName: persona.name,
        text: answerText(detail, offers, definition.none),
        detail,
      };
    },
    options.onAnswer,
  );
  const choices: TwinChoices[] = answers.map((answer, i) => ({
    weight: personas[i]!.weight ?? 1,
    tasks: answer.detail.tasks.map((task, t) => ({ products: designs[i]![t]!, chances: task.chances })),
  }));
  const estimate = estimateFeatureValues(definition, choices, seed);
  const { segments, hidden } = segmentBreakdown(
    personas,
    choices.map((c) => c.weight),
    (indices): FeatureSegmentFigure => {
      const own = estimateFeatureValues(
        definition,
        indices.map((i) => choices[i]!),
        seed,
        // A segment shows its figures without intervals, so it needs no resamples; the panel's fit is a close start.
        { resamples: 0, start: estimate.coefficients },
      );
      return {
        willingnessToPay: definition.attributes.flatMap((attribute) =>
          attribute.levels.slice(1).map((level) => ({
            attribute: attribute.name,
            level,
            amount:
              own.willingnessToPay.find((w) => w.attribute === attribute.name && w.level === level)?.amount ??
              null,
          })),
        ),
        noneShare: own.noneShare?.value ?? null,
      };
    },
  );
  const generatedBy = provenanceOf(provider);
  return {
    answers,
    analysis: {
      definition: definitionOf(definition),
      estimate,
      segments,
      hiddenSegments: hidden,
      panel: options.panel,
      summary: summaryOf(definition, estimate),
      generatedBy,
    },
  };
}
