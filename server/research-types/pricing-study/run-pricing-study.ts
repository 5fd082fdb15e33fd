import { RUN_COST } from '@contracts/credits';
import type { Persona } from '@contracts/personas';
import {
  PRICING_STUDY_TYPE,
  type PricingStudyInput,
  type PricingStudyPage,
  type PricingStudyQuote,
} from '@contracts/pricing-study';
import {
  correctionOf,
  executePricingStudy,
  ladderFor,
  middlePriceIndex,
  PRICE_READING,
  type PriceLadder,
  type PricingStudyResult,
} from '@engine/index';
import type { Actor, AppContext } from '../../context';
import { badRequest } from '../../errors';
import { assertReadingOverride } from '../../services/concept-readings/read-concept';
import { recordPage } from '../../services/feedback-records/list-feedback-history';
import { toTypedRecord } from '../../services/feedback-records/normalise-record';
import { MAX_PANEL_TWINS } from '@contracts/research-panel';
import { choosePanel } from '../../services/research-panels/choose-panel';
import { panelResponseItem, runSeed, withPanelAudiences } from '../../services/research-panels/panel-run';
import { engineStamp, type RunExecutor } from '../../services/runs/run-executor';
import { runCharge } from '../../services/runs/run-charge';
import { secondSample, secondSampleCalls } from '../../services/runs/second-sample';

/** The typed ladder, or one suggested around the product's usual price; a concept with neither is refused (400). */
function ladderOf(input: PricingStudyInput): PriceLadder {
  assertReadingOverride(input.concept, input.reading);
  const ladder = ladderFor(input);
  if (!ladder)
    throw badRequest(
      'Type a price ladder: the concept states no price and its product has no known usual price.',
      [
        {
          name: 'prices',
          reason:
            'Type 3 to 12 prices: the concept states no price and its product has no known usual price.',
        },
      ],
    );
  return ladder;
}

/**
 * Model calls a study makes: with an LLM one per twin (its ladder, or its four Van Westendorp prices, in one answer)
 * and, for Gabor-Granger, the second sample's.
 */
const studyModelCalls = (context: AppContext, method: PricingStudyInput['method'], twins: number) =>
  twins * context.engine.modelCallsPerAnswer +
  (method === 'gabor-granger' ? secondSampleCalls(context, twins) : 0);

/** What a study will ask before it runs: its panel, its ladder, its cost and how many model calls it makes. */
export async function quotePricingStudy(
  context: AppContext,
  actor: Actor,
  input: PricingStudyInput,
): Promise<PricingStudyQuote> {
  const ladder = ladderOf(input);
  const { panel } = await choosePanel(context, actor.id, input, MAX_PANEL_TWINS);
  const modelCalls = studyModelCalls(context, input.method, panel.twins);
  return {
    twins: panel.twins,
    matched: panel.matched,
    prices: ladder.prices,
    ladder: { source: ladder.source, note: ladder.note },
    usualPrice: ladder.usualPrice,
    credits: runCharge(context, RUN_COST, modelCalls),
    modelCalls,
  };
}

/**
 * The first twins asked the study's own ladder question again, read at the ladder's middle price, the price a
 * Gabor-Granger twin's yes or no is read at. Van Westendorp asks none: its twins name prices, which a second sample has no
 * scale to compare on (decision 036), so the calls would be spent for nothing.
 */
async function retestPricingStudy(
  context: AppContext,
  userId: string,
  input: PricingStudyInput,
  personas: readonly Persona[],
  { answers, analysis }: PricingStudyResult,
) {
  if (input.method !== 'gabor-granger') return null;
  const k = middlePriceIndex(analysis.prices);
  return secondSample(
    context,
    userId,
    answers.map((answer) => ({
      persona: personas.find((p) => p.id === answer.personaId)!,
      answer: answer.detail.likelihoods[k]!.likelihood,
    })),
    // The same ladder question again (one model call), read at the middle price.
    async (persona) => {
      const correction = correctionOf(input.concept, input.reading, input.currency);
      const likelihoods = await context.engine.purchaseLikelihoods({
        persona,
        concept: input.concept,
        currency: input.currency,
        prices: analysis.prices,
        ...(analysis.usualPrice && { usualPrice: analysis.usualPrice.amount }),
        ...(correction && { reading: correction }),
      });
      return likelihoods[k]!;
    },
    PRICE_READING,
  );
}

/** A pricing study, a run type of the job layer (1 credit): every panel twin judges the concept at each price. */
export const pricingStudyExecutor: RunExecutor<PricingStudyInput> = {
  cost: RUN_COST,
  check: async (context, actor, input) => {
    ladderOf(input);
    const { twins } = (await choosePanel(context, actor.id, input, MAX_PANEL_TWINS)).panel;
    return { twins, modelCalls: studyModelCalls(context, input.method, twins) };
  },
  execute: async (context, { input, userId }, emit) => {
    const ladder = ladderOf(input);
    const { personas, panel } = await choosePanel(context, userId, input, MAX_PANEL_TWINS);
    const result = await executePricingStudy({
      provider: context.engine,
      personas,
      input,
      ladder,
      panel,
      seed: runSeed([input.concept, input.currency, input.method, ladder.prices], personas),
      onAnswer: (answer) => emit('persona', panelResponseItem(answer)),
    });
    const { analysis, audiences } = await withPanelAudiences(context, personas, result.analysis);
    emit('analysis', analysis);
    const retest = await retestPricingStudy(context, userId, input, personas, result);
    return {
      concept: input.concept,
      conceptDetails: { method: input.method, currency: input.currency },
      selectedPersonas: personas.map((persona) => persona.id),
      responses: result.answers.map(panelResponseItem),
      overallAnalysis: analysis,
      type: PRICING_STUDY_TYPE,
      filters: input.personaIds ? null : (input.filters ?? null),
      engine: engineStamp(context),
      retest,
      audiences,
    };
  },
};

/** The caller's pricing studies, newest first, a page at a time. */
export function listPricingStudies(
  context: AppContext,
  actor: Actor,
  query: { cursor?: string; pageSize: number },
): Promise<PricingStudyPage> {
  return recordPage(context, actor, [PRICING_STUDY_TYPE], query, (row) =>
    toTypedRecord(row, PRICING_STUDY_TYPE),
  );
}
