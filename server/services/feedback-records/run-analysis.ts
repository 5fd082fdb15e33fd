import { randomUUID } from 'node:crypto';
import type { OverallAnalysis, PersonaAnswer } from '../../../contracts/analysis';
import { ANALYSIS_COST, type runAnalysisSchema } from '../../../contracts/analyses';
import type { FeedbackRecord, FeedbackType, ResponseItem } from '../../../contracts/feedback';
import type { Persona } from '../../../contracts/personas';
import type { z } from 'zod';
import { feedbackRequests } from '../../../db/schema/index';
import { ENGINE_VERSION, runConceptTest } from '../../../engine/index';
import type { Actor, AppContext } from '../../context';
import { HttpError, badRequest } from '../../errors';
import { applyLedgerEntry } from '../credits/apply-ledger-entry';
import { toFeedbackRecord } from './feedback-records';
import { findCurrentSubscription } from '../billing/find-current-subscription';
import { listPersonas } from '../personas/list-personas';
import { runWithCacheOwner } from '../scope-llm-cache';

export type RunAnalysisInput = z.output<typeof runAnalysisSchema>;

export type AnalysisProgress<Analysis = OverallAnalysis> = {
  onPersonaResult?: (response: ResponseItem) => void;
  onAnalysis?: (analysis: Analysis) => void;
};

export const insufficientCredits = (balance: number) =>
  new HttpError(402, 'Payment Required', 'INSUFFICIENT_CREDITS', `This analysis costs ${ANALYSIS_COST} credit and your balance is ${balance}.`, undefined, {
    currentBalance: balance,
  });

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

/** Loads the chosen twins, in the order asked; 400 naming any that do not exist. */
export async function loadRunPersonas(context: AppContext, personaIds: string[]): Promise<Persona[]> {
  const personas = await listPersonas(context, { ids: personaIds });
  if (personas.length !== personaIds.length) {
    const known = new Set(personas.map((p) => p.id));
    throw badRequest('Some selected Digital Twins do not exist.', personaIds.filter((id) => !known.has(id)).map((id) => ({ name: 'personaIds', reason: `Unknown twin ${id}` })));
  }
  return personas;
}

/** What a run's engine step produces for its record. */
export interface RunOutcome {
  concept: string | null;
  conceptDetails?: Record<string, unknown>;
  responses: ResponseItem[];
  overallAnalysis: Record<string, unknown>;
}

export interface ChargedRunOptions {
  type: FeedbackType;
  personas: Persona[];
  filters?: Record<string, string[]> | null;
  onEngineFailure?: (error: unknown) => void;
}

/**
 * A charged run of any research type: 1 credit through the ledger (the run id is the action id) unless subscribed,
 * then `execute` (the engine), then the record is saved. A refusal (402) saves nothing; any failure after the charge
 * refunds it.
 */
export async function chargedRun(
  context: AppContext,
  actor: Actor,
  { type, personas, filters, onEngineFailure = () => {} }: ChargedRunOptions,
  execute: (runId: string) => Promise<RunOutcome>,
): Promise<FeedbackRecord> {
  const { db, engine } = context;
  const runId = randomUUID();
  const subscribed = Boolean(await findCurrentSubscription(db, actor.id));
  if (!subscribed) {
    const charge = await db.transaction((tx) =>
      applyLedgerEntry(tx, {
        userId: actor.id,
        amount: -ANALYSIS_COST,
        operationType: 'analysis',
        actionId: `analysis:${runId}`,
        metadata: { type, twins: personas.length },
      }),
    );
    if (!charge.applied) throw insufficientCredits(charge.balance);
  }

  try {
    const outcome = await runWithCacheOwner(actor.id, () => execute(runId));
    const [row] = await db
      .insert(feedbackRequests)
      .values({
        id: runId,
        userId: actor.id,
        concept: outcome.concept,
        conceptDetails: outcome.conceptDetails ?? null,
        selectedPersonas: personas.map((p) => p.id),
        responses: outcome.responses,
        overallAnalysis: outcome.overallAnalysis,
        type,
        filters: filters ?? null,
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

/** A charged concept test: every twin answers the typed concept. */
export async function runAnalysis(
  context: AppContext,
  actor: Actor,
  input: RunAnalysisInput,
  progress: AnalysisProgress = {},
  onEngineFailure: (error: unknown) => void = () => {},
): Promise<FeedbackRecord> {
  const personas = await loadRunPersonas(context, input.personaIds);
  return chargedRun(context, actor, { type: input.type, personas, filters: input.filters, onEngineFailure }, async () => {
    const result = await runConceptTest({
      provider: context.engine,
      personas,
      concept: input.concept,
      onPersonaResult: (answer) => progress.onPersonaResult?.(toResponseItem(answer)),
    });
    progress.onAnalysis?.(result.overallAnalysis);
    return {
      concept: input.concept,
      responses: result.answers.map(toResponseItem),
      overallAnalysis: result.overallAnalysis as unknown as Record<string, unknown>,
    };
  });
}
