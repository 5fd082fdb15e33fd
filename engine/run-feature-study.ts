// A feature value study's run: each twin gets its own seeded design, every product in a task is written as a concept
// (the product, its levels, its price) and the twin chooses among them, and none, through the provider's choice model;
// then the pooled estimate and its figures, by segment. Decision 053.
import { formatPrice } from '../contracts/currency';
import type { FeatureEstimate, FeatureStudyDefinition } from '../contracts/feature-study';
import type { Persona } from '../contracts/personas';
import { EngineError } from './errors';
import type { SimulationProvider } from './provider';
import { designTasks, maxTasksOf, type DesignTask } from './research-methods/feature-design';
import { estimateFeatureValues, type TwinChoices } from './research-methods/feature-estimate';
import { segmentBreakdown, type SegmentBreakdown } from './research-methods/segment-breakdown';
import { askEveryPersona } from './run-concept-test';

/** Resamples per segment's estimate: a segment's intervals need fewer than the panel's. */
const SEGMENT_RESAMPLES = 200;

export type FeatureDefinitionShape = Pick<
  FeatureStudyDefinition,
  'product' | 'attributes' | 'prices' | 'currency' | 'per' | 'none' | 'tasksPerTwin' | 'alternativesPerTask'
>;

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
  tasks: Array<{ offers: string[]; design: DesignTask; chances: number[] }>;
}

export interface FeatureSegmentFigure {
  willingnessToPay: Array<{ attribute: string; level: string; amount: number | null }>;
  noneShare: number | null;
}

export interface FeatureStudyResult {
  answers: FeatureTwinAnswer[];
  estimate: FeatureEstimate;
  segments: SegmentBreakdown<FeatureSegmentFigure>;
}

export async function runFeatureStudy(options: {
  provider: SimulationProvider;
  personas: Persona[];
  definition: FeatureDefinitionShape;
  seed: string;
}): Promise<FeatureStudyResult> {
  const { provider, personas, definition, seed } = options;
  const chooseAmong = provider.chooseAmong?.bind(provider);
  if (!chooseAmong)
    throw new EngineError(`The ${provider.name} provider has no choice model for a feature study`);
  const shape = {
    levels: definition.attributes.map((a) => a.levels.length),
    prices: definition.prices.length,
    tasks: definition.tasksPerTwin,
    alternatives: definition.alternativesPerTask,
  };
  const answers = await askEveryPersona(provider, personas, async (persona): Promise<FeatureTwinAnswer> => {
    const design = designTasks(shape, `${seed}\u0000${persona.id}`);
    const tasks = [];
    for (const task of design) {
      const offers = task.map((product) =>
        conceptOf(definition, product.levels, definition.prices[product.price]!),
      );
      const chances = await chooseAmong({ persona, offers, withNone: definition.none });
      tasks.push({ offers, design: task, chances });
    }
    return { personaId: persona.id, personaName: persona.name, tasks };
  });
  const choices: TwinChoices[] = answers.map((answer, i) => ({
    weight: personas[i]!.weight ?? 1,
    tasks: answer.tasks.map((task) => ({ products: task.design, chances: task.chances })),
  }));
  const estimate = estimateFeatureValues(definition, choices, seed);
  const segments = segmentBreakdown(
    personas,
    choices.map((c) => c.weight),
    (indices): FeatureSegmentFigure => {
      const own = estimateFeatureValues(
        definition,
        indices.map((i) => choices[i]!),
        seed,
        SEGMENT_RESAMPLES,
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
  return { answers, estimate, segments };
}
