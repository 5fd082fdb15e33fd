import type { PersonaAnswer } from '../../../contracts/analysis';
import { ANALYSIS_COST, type runAnalysisSchema } from '../../../contracts/analyses';
import type { ResponseItem } from '../../../contracts/feedback';
import type { z } from 'zod';
import { ENGINE_VERSION, runConceptTest } from '../../../engine/index';
import { badRequest } from '../../errors';
import { listPersonas } from '../personas/list-personas';
import type { RunExecutor } from '../runs/run-executor';

export type RunAnalysisInput = z.output<typeof runAnalysisSchema>;

/** A twin's answer in the spec's response-item shape. */
export function toResponseItem(answer: PersonaAnswer): ResponseItem {
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
export const conceptTestExecutor: RunExecutor<RunAnalysisInput> = {
  cost: ANALYSIS_COST,
  check: async (context, _actor, input) => {
    const personas = await listPersonas(context, { ids: input.personaIds });
    if (personas.length !== input.personaIds.length) {
      const known = new Set(personas.map((p) => p.id));
      throw badRequest('Some selected Digital Twins do not exist.', input.personaIds.filter((id) => !known.has(id)).map((id) => ({ name: 'personaIds', reason: `Unknown twin ${id}` })));
    }
  },
  execute: async (context, { input }, emit) => {
    const { engine } = context;
    const personas = await listPersonas(context, { ids: input.personaIds });
    const result = await runConceptTest({
      provider: engine,
      personas,
      concept: input.concept,
      onPersonaResult: (answer) => emit('persona', toResponseItem(answer)),
    });
    emit('analysis', result.overallAnalysis);
    return {
      concept: input.concept,
      selectedPersonas: personas.map((p) => p.id),
      responses: result.answers.map(toResponseItem),
      overallAnalysis: result.overallAnalysis as unknown as Record<string, unknown>,
      type: input.type,
      filters: input.filters ?? null,
      engine: { provider: engine.name, model: engine.model, version: ENGINE_VERSION },
    };
  },
};
