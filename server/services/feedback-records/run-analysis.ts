import { randomUUID } from 'node:crypto';
import type { OverallAnalysis, PersonaAnswer } from '../../../contracts/analysis';
import { ANALYSIS_COST, type runAnalysisSchema } from '../../../contracts/analyses';
import type { SavedResponseItem, TwinAnswerItem } from '../../../contracts/feedback';
import type { FeedbackRecord } from '../../../contracts/feedback-records';
import type { z } from 'zod';
import { feedbackRequests } from '../../../db/schema/index';
import { ENGINE_VERSION, runConceptTest } from '../../../engine/index';
import type { Actor, AppContext } from '../../context';
import { HttpError, badRequest } from '../../errors';
import { applyLedgerEntry } from '../credits/apply-ledger-entry';
import { toFeedbackRecord, twinAnswerItemOf } from './normalise-record';
import { findCurrentSubscription } from '../billing/find-current-subscription';
import { listPersonas } from '../personas/list-personas';
import { runWithCacheOwner } from '../scope-llm-cache';

export type RunAnalysisInput = z.output<typeof runAnalysisSchema>;

export type AnalysisProgress = {
  /** Each twin's answer as the finished record will show it. */
  onPersonaResult?: (response: TwinAnswerItem) => void;
  onAnalysis?: (analysis: OverallAnalysis) => void;
};

export const insufficientCredits = (balance: number) =>
  new HttpError(402, 'Payment Required', 'INSUFFICIENT_CREDITS', `This analysis costs ${ANALYSIS_COST} credit and your balance is ${balance}.`, undefined, {
    currentBalance: balance,
  });

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

/**
 * A charged concept test: 1 credit through the ledger (the run id is the action id) unless subscribed,
 * then every twin answers, then the record is saved. Any failure after the charge refunds it.
 */
export async function runAnalysis(
  context: AppContext,
  actor: Actor,
  input: RunAnalysisInput,
  progress: AnalysisProgress = {},
  onEngineFailure: (error: unknown) => void = () => {},
): Promise<FeedbackRecord> {
  const { db, engine } = context;
  const personas = await listPersonas(context, { ids: input.personaIds });
  if (personas.length !== input.personaIds.length) {
    const known = new Set(personas.map((p) => p.id));
    throw badRequest('Some selected Digital Twins do not exist.', input.personaIds.filter((id) => !known.has(id)).map((id) => ({ name: 'personaIds', reason: `Unknown twin ${id}` })));
  }

  const runId = randomUUID();
  const subscribed = Boolean(await findCurrentSubscription(db, actor.id));
  if (!subscribed) {
    const charge = await db.transaction((tx) =>
      applyLedgerEntry(tx, {
        userId: actor.id,
        amount: -ANALYSIS_COST,
        operationType: 'analysis',
        actionId: `analysis:${runId}`,
        metadata: { type: input.type, twins: personas.length },
      }),
    );
    if (!charge.applied) throw insufficientCredits(charge.balance);
  }

  try {
    const result = await runWithCacheOwner(actor.id, () =>
      runConceptTest({
        provider: engine,
        personas,
        concept: input.concept,
        onPersonaResult: (answer) => progress.onPersonaResult?.(twinAnswerItemOf(toResponseItem(answer))),
      }),
    );
    progress.onAnalysis?.(result.overallAnalysis);
    const [row] = await db
      .insert(feedbackRequests)
      .values({
        id: runId,
        userId: actor.id,
        concept: input.concept,
        selectedPersonas: personas.map((p) => p.id),
        responses: result.answers.map(toResponseItem),
        overallAnalysis: result.overallAnalysis as unknown as Record<string, unknown>,
        type: input.type,
        filters: input.filters ?? null,
        engine: { provider: engine.name, model: engine.model, version: ENGINE_VERSION },
      })
      .returning();
    return toFeedbackRecord(row!);
  } catch (error) {
    onEngineFailure(error);
    if (!subscribed) {
      await db.transaction((tx) =>
        applyLedgerEntry(tx, {
          userId: actor.id,
          amount: ANALYSIS_COST,
          operationType: 'refund',
          actionId: `refund:${runId}`,
          // Users read this in their ledger; the technical cause (hosts, ports, provider messages) goes to the log.
          metadata: { reason: 'The simulation could not be completed.' },
        }),
      );
    }
    throw new HttpError(
      502,
      'Bad Gateway',
      'ANALYSIS_FAILED',
      subscribed
        ? 'The simulation could not be completed. Please try again.'
        : 'The simulation could not be completed, so your credit was refunded. Please try again.',
      undefined,
      { cause: error instanceof Error ? error.name : undefined },
    );
  }
}
