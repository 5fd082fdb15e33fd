import { RUN_COST } from '@contracts/credits';
import {
  CONCEPT_COMPARISON_TYPE,
  type ConceptComparisonInput,
  type ConceptComparisonPage,
  type ConceptComparisonQuote,
} from '@contracts/concept-comparison';
import {
  comparisonCallsPerTwin,
  executeConceptComparison,
  INTENT_READING,
  variantAnswerer,
} from '@engine/index';
import type { Actor, AppContext } from '../../context';
import { recordPage } from '../../services/feedback-records/list-feedback-history';
import { toTypedRecord } from '../../services/feedback-records/normalise-record';
import { MAX_PANEL_TWINS } from '@contracts/research-panel';
import { choosePanel } from '../../services/research-panels/choose-panel';
import { panelResponseItem, runSeed, withPanelAudiences } from '../../services/research-panels/panel-run';
import { engineStamp, type RunExecutor } from '../../services/runs/run-executor';
import { runCharge } from '../../services/runs/run-charge';
import { secondSample, secondSampleCalls } from '../../services/runs/second-sample';
import { deleteImage } from '../../services/content/store-upload';
import { assertReadingOverride } from '../../services/concept-readings/read-concept';
import { readStoredAd } from '../../services/image-runs/read-ad-image';

/** What a queued comparison carries: the request, and per variant the id of its stored image or null. */
export type ConceptComparisonRunInput = ConceptComparisonInput & { imageIds?: (string | null)[] };

/** Each variant's image read by the ad reader (one at a time: OCR is per-user bounded), as the engine takes it. */
async function readVariantImages(context: AppContext, input: ConceptComparisonRunInput, userId: string) {
  const creatives = [];
  for (const [v, imageId] of (input.imageIds ?? []).entries()) {
    if (!imageId) {
      creatives.push(null);
      continue;
    }
    const { image, reading } = await readStoredAd(context, imageId, userId);
    creatives.push({
      imageId,
      reading,
      brief: { adCopy: input.variants[v] },
      image: { bytes: image.bytes, mediaType: 'image/webp' as const },
    });
  }
  return creatives;
}

/** Model calls a comparison makes: each twin's (the quote's variants have no images), and the second sample's. */
const comparisonModelCalls = (context: AppContext, input: ConceptComparisonRunInput, twins: number) =>
  twins *
    comparisonCallsPerTwin(
      context.engine,
      input.variants.length,
      (input.imageIds ?? []).filter(Boolean).length,
    ) +
  secondSampleCalls(context, twins);

/**
 * Its panel, its cost and its model calls (with an LLM, one question per twin for all its variants, and the second
 * sample's).
 */
export async function quoteConceptComparison(
  context: AppContext,
  actor: Actor,
  input: ConceptComparisonInput,
): Promise<ConceptComparisonQuote> {
  assertReadingOverride(input.variants[0]!, input.reading);
  const { panel } = await choosePanel(context, actor.id, input, MAX_PANEL_TWINS);
  const modelCalls = comparisonModelCalls(context, input, panel.twins);
  return {
    twins: panel.twins,
    matched: panel.matched,
    credits: runCharge(context, RUN_COST, modelCalls),
    modelCalls,
  };
}

/** A concept comparison, a run type of the job layer (1 credit): every panel twin answers every variant. */
export const conceptComparisonExecutor: RunExecutor<ConceptComparisonRunInput> = {
  cost: RUN_COST,
  check: async (context, actor, input) => {
    assertReadingOverride(input.variants[0]!, input.reading);
    const { twins } = (await choosePanel(context, actor.id, input, MAX_PANEL_TWINS)).panel;
    return { twins, modelCalls: comparisonModelCalls(context, input, twins) };
  },
  execute: async (context, { input, userId }, emit) => {
    const { personas, panel } = await choosePanel(context, userId, input, MAX_PANEL_TWINS);
    const creatives = await readVariantImages(context, input, userId);
    const asked = {
      provider: context.engine,
      variants: input.variants,
      creatives,
      ...(input.reading && { reading: input.reading }),
    };
    const result = await executeConceptComparison({
      ...asked,
      personas,
      panel,
      seed: runSeed(input.variants, personas),
      onAnswer: (answer) => emit('persona', panelResponseItem(answer)),
    });
    const { analysis, audiences } = await withPanelAudiences(context, personas, result.analysis);
    emit('analysis', analysis);
    // The first twins asked their question again, read at the leading variant, the one the run's verdict is about.
    const leader = result.analysis.lead.variant;
    const answerVariants = variantAnswerer(asked);
    const retest = await secondSample(
      context,
      userId,
      result.answers.map((answer) => ({
        persona: personas.find((p) => p.id === answer.personaId)!,
        answer: { purchaseIntent: { expected: answer.detail.intents[leader]! } },
      })),
      (persona) => answerVariants.one(persona, leader),
      INTENT_READING,
    );
    return {
      concept: input.variants[0]!,
      conceptDetails: { variants: input.variants },
      selectedPersonas: personas.map((persona) => persona.id),
      responses: result.answers.map(panelResponseItem),
      overallAnalysis: analysis,
      type: CONCEPT_COMPARISON_TYPE,
      filters: input.personaIds ? null : (input.filters ?? null),
      engine: engineStamp(context),
      retest,
      audiences,
    };
  },
  discard: async (context, input) => {
    for (const imageId of input.imageIds ?? []) if (imageId) await deleteImage(context.db, imageId);
  },
};

/** The caller's concept comparisons, newest first, a page at a time. */
export function listConceptComparisons(
  context: AppContext,
  actor: Actor,
  query: { cursor?: string; pageSize: number },
): Promise<ConceptComparisonPage> {
  return recordPage(context, actor, [CONCEPT_COMPARISON_TYPE], query, (row) =>
    toTypedRecord(row, CONCEPT_COMPARISON_TYPE),
  );
}
