import type { PersonaAnswer } from '@contracts/twin-answers';
import { type conceptTestRequestSchema } from '@contracts/concept-test';
import { RUN_COST } from '@contracts/credits';
import type { SavedResponseItem } from '@contracts/feedback';
import type { z } from 'zod';
import { correctionOf, INTENT_READING, runConceptTest } from '@engine/index';
import { assertReadingOverride } from '../../services/concept-readings/read-concept';
import { engineStamp, type RunExecutor } from '../../services/runs/run-executor';
import { audiencesOfTwins } from '../../services/audiences/audiences';
import { loadChosenTwins } from '../../services/personas/load-chosen-twins';
import { twinAnswerItemOf } from '../../services/feedback-records/record-json';
import { secondSample } from '../../services/runs/second-sample';

export type ConceptTestRunInput = z.output<typeof conceptTestRequestSchema>;

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

/** The concept test's work in the job layer (services/runs): every selected twin answers the concept. */
export const conceptTestExecutor: RunExecutor<ConceptTestRunInput> = {
  cost: RUN_COST,
  check: async (context, actor, input) => {
    assertReadingOverride(input.concept, input.reading);
    return { twins: (await loadChosenTwins(context, actor.id, input.personaIds)).length };
  },
  execute: async (context, { input, userId }, emit) => {
    const { engine } = context;
    const personas = await loadChosenTwins(context, userId, input.personaIds);
    const result = await runConceptTest({
      provider: engine,
      personas,
      concept: input.concept,
      ...(input.reading && { reading: input.reading }),
      onPersonaResult: (answer) => emit('persona', twinAnswerItemOf(toResponseItem(answer))),
    });
    emit('analysis', result.overallAnalysis);
    const retest = await secondSample(
      context,
      userId,
      result.answers.map((answer) => ({ persona: personas.find((p) => p.id === answer.personaId)!, answer })),
      (persona) => {
        const correction = correctionOf(input.concept, input.reading);
        return engine.answerConcept({
          persona,
          concept: input.concept,
          ...(correction && { reading: correction }),
        });
      },
      INTENT_READING,
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
      audiences: await audiencesOfTwins(context.db, input.personaIds),
    };
  },
};
