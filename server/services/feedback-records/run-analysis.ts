import type { OverallAnalysis, PersonaAnswer } from '../../../contracts/analysis';
import type { runAnalysisSchema } from '../../../contracts/analyses';
import type { SavedResponseItem, TwinAnswerItem } from '../../../contracts/feedback';
import type { FeedbackRecord } from '../../../contracts/feedback-records';
import type { z } from 'zod';
import { runConceptTest } from '../../../engine/index';
import type { Actor, AppContext } from '../../context';
import { insertRunRecord, loadChosenTwins, runCharged } from './charged-run';
import { twinAnswerItemOf } from './normalise-record';

export type RunAnalysisInput = z.output<typeof runAnalysisSchema>;

export type AnalysisProgress = {
  /** Each twin's answer as the finished record will show it. */
  onPersonaResult?: (response: TwinAnswerItem) => void;
  onAnalysis?: (analysis: OverallAnalysis) => void;
};

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

/** A charged concept test (charged-run.ts): every twin answers, then the record is saved under the run id. */
export async function runAnalysis(
  context: AppContext,
  actor: Actor,
  input: RunAnalysisInput,
  progress: AnalysisProgress = {},
  onEngineFailure: (error: unknown) => void = () => {},
): Promise<FeedbackRecord> {
  const { engine } = context;
  const personas = await loadChosenTwins(context, input.personaIds);
  return runCharged(context, actor, { metadata: { type: input.type, twins: personas.length }, onEngineFailure }, async (runId) => {
    const result = await runConceptTest({
      provider: engine,
      personas,
      concept: input.concept,
      onPersonaResult: (answer) => progress.onPersonaResult?.(twinAnswerItemOf(toResponseItem(answer))),
    });
    progress.onAnalysis?.(result.overallAnalysis);
    return insertRunRecord(context, actor, runId, {
      concept: input.concept,
      personaIds: personas.map((p) => p.id),
      responses: result.answers.map(toResponseItem),
      overallAnalysis: result.overallAnalysis as unknown as Record<string, unknown>,
      type: input.type,
      filters: input.filters,
    });
  });
}
