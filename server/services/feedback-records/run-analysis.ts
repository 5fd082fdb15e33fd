import type { PersonaAnswer } from '../../../contracts/analysis';
import { ANALYSIS_COST, type runAnalysisSchema } from '../../../contracts/analyses';
import type { SavedResponseItem } from '../../../contracts/feedback';
import type { z } from 'zod';
import type { Persona } from '../../../contracts/personas';
import type { Retest } from '../../../contracts/trust-report';
import { retestOf, runConceptTest } from '../../../engine/index';
import type { AppContext } from '../../context';
import { runWithCacheOwner } from '../scope-llm-cache';
import { engineStamp, type RunExecutor } from '../runs/run-executor';
import { loadChosenTwins } from './load-chosen-twins';
import { twinAnswerItemOf } from './normalise-record';

export type RunAnalysisInput = z.output<typeof runAnalysisSchema>;

/** A twin's answer in the spec's response-item shape. */
export function toResponseItem(answer: PersonaAnswer): SavedResponseItem {
  return {
    personaId: answer.personaId,
    sender: 'ai',
    personaName: answer.personaName,
    text: answer.text,
    detailed: {
      sentiment: answer.sentiment,
      sentimentScore: answer.sentimentScore,
      personaName: answer.personaName,
      interestLevel: answer.interestLevel,
      concept: { interestLevel: answer.interestLevel },
      purchaseIntent: answer.purchaseIntent,
      reasonsFor: answer.reasonsFor,
      reasonsAgainst: answer.reasonsAgainst,
      concerns: answer.concerns,
      suggestions: answer.suggestions,
    },
    followUpConversations: [],
  };
}

/** Twins asked the concept a second time on an LLM provider: how much their answers move at its temperature. */
const RETEST_TWINS = 3;

async function secondSample(
  { engine }: AppContext,
  userId: string,
  personas: readonly Persona[],
  concept: string,
  answers: readonly PersonaAnswer[],
): Promise<Retest | null> {
  if (engine.name === 'offline') return null;
  const point = (answer: PersonaAnswer) => Math.round(answer.purchaseIntent.expected);
  const pairs = await Promise.all(
    answers.slice(0, RETEST_TWINS).map(async (first) => {
      const persona = personas.find((p) => p.id === first.personaId)!;
      // Its own cache partition: the first sample's cached answer is never served as the second, yet running the
      // same concept again costs no calls.
      const second = await runWithCacheOwner(`${userId}\u0000second sample`, () =>
        engine.answerConcept({ persona, concept }),
      );
      return { first: point(first), second: point(second) };
    }),
  );
  return retestOf(pairs, { points: 5, topBox: 2 });
}

/** The concept test's work in the job layer (services/runs): every selected twin answers the concept. */
export const conceptTestExecutor: RunExecutor<RunAnalysisInput> = {
  cost: ANALYSIS_COST,
  check: async (context, _actor, input) => ({
    twins: (await loadChosenTwins(context, input.personaIds)).length,
  }),
  execute: async (context, { input, userId }, emit) => {
    const { engine } = context;
    const personas = await loadChosenTwins(context, input.personaIds);
    const result = await runConceptTest({
      provider: engine,
      personas,
      concept: input.concept,
      onPersonaResult: (answer) => emit('persona', twinAnswerItemOf(toResponseItem(answer))),
    });
    emit('analysis', result.overallAnalysis);
    // A failed second sample leaves the report without it; the run's answers stand.
    const retest = await secondSample(context, userId, personas, input.concept, result.answers).catch(
      () => null,
    );
    return {
      concept: input.concept,
      selectedPersonas: personas.map((p) => p.id),
      responses: result.answers.map(toResponseItem),
      overallAnalysis: result.overallAnalysis as unknown as Record<string, unknown>,
      type: input.type,
      filters: input.filters ?? null,
      engine: engineStamp(context),
      retest,
    };
  },
};
