// What every charged run shares (concept tests, Brand 360 studies, angel pitches): the chosen twins, the 1-credit
// debit through the ledger ('analysis', with the run id as action id, which refund-abandoned-runs.ts relies on) and
// its refund when the engine fails after the charge.
import { randomUUID } from 'node:crypto';
import { ANALYSIS_COST } from '../../../contracts/analyses';
import type { RecordType, SavedResponseItem } from '../../../contracts/feedback';
import type { FeedbackRecordOf } from '../../../contracts/feedback-records';
import type { Persona } from '../../../contracts/personas';
import { feedbackRequests } from '../../../db/schema/index';
import { ENGINE_VERSION } from '../../../engine/index';
import type { Actor, AppContext } from '../../context';
import { HttpError, badRequest } from '../../errors';
import { findCurrentSubscription } from '../billing/find-current-subscription';
import { applyLedgerEntry } from '../credits/apply-ledger-entry';
import { listPersonas } from '../personas/list-personas';
import { runWithCacheOwner } from '../scope-llm-cache';
import { toTypedRecord } from './normalise-record';

export const insufficientCredits = (balance: number) =>
  new HttpError(
    402,
    'Payment Required',
    'INSUFFICIENT_CREDITS',
    `This analysis costs ${ANALYSIS_COST} credit and your balance is ${balance}.`,
    undefined,
    {
      currentBalance: balance,
    },
  );

/** The twins chosen for a run, in the library's order; unknown ids are a 400 naming each. */
export async function loadChosenTwins(context: AppContext, personaIds: string[]): Promise<Persona[]> {
  const personas = await listPersonas(context, { ids: personaIds });
  if (personas.length !== personaIds.length) {
    const known = new Set(personas.map((p) => p.id));
    throw badRequest(
      'Some selected Digital Twins do not exist.',
      personaIds
        .filter((id) => !known.has(id))
        .map((id) => ({ name: 'personaIds', reason: `Unknown twin ${id}` })),
    );
  }
  return personas;
}

export type ChargedRunOptions = {
  /** Kept on the debit's ledger row (the run's type, its twin count). */
  metadata: Record<string, unknown>;
  onEngineFailure?: (error: unknown) => void;
};

/**
 * Charges 1 credit (unless subscribed; 402 without running when the balance is short), then runs `work` with the
 * run id (the saved record's id) inside the caller's LLM-cache scope. Any failure of `work` refunds the credit and
 * answers 502 ANALYSIS_FAILED, so nothing is saved and nothing is spent.
 */
export async function runCharged<T>(
  context: AppContext,
  actor: Actor,
  options: ChargedRunOptions,
  work: (runId: string) => Promise<T>,
): Promise<T> {
  const { db } = context;
  const runId = randomUUID();
  const subscribed = Boolean(await findCurrentSubscription(db, actor.id));
  if (!subscribed) {
    const charge = await db.transaction((tx) =>
      applyLedgerEntry(tx, {
        userId: actor.id,
        amount: -ANALYSIS_COST,
        operationType: 'analysis',
        actionId: `analysis:${runId}`,
        metadata: options.metadata,
      }),
    );
    if (!charge.applied) throw insufficientCredits(charge.balance);
  }
  try {
    return await runWithCacheOwner(actor.id, () => work(runId));
  } catch (error) {
    options.onEngineFailure?.(error);
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

export type RunRecord<Type extends RecordType> = {
  concept: string;
  conceptDetails?: Record<string, unknown>;
  personaIds: string[];
  responses: SavedResponseItem[];
  overallAnalysis: Record<string, unknown>;
  type: Type;
  filters?: Record<string, string[]> | null;
};

/** Saves a run's record under its run id, with the provider, model and engine version that produced it. */
export async function insertRunRecord<Type extends RecordType>(
  { db, engine }: AppContext,
  actor: Actor,
  runId: string,
  run: RunRecord<Type>,
): Promise<FeedbackRecordOf<Type>> {
  const [row] = await db
    .insert(feedbackRequests)
    .values({
      id: runId,
      userId: actor.id,
      concept: run.concept,
      conceptDetails: run.conceptDetails,
      selectedPersonas: run.personaIds,
      responses: run.responses,
      overallAnalysis: run.overallAnalysis,
      type: run.type,
      filters: run.filters ?? null,
      engine: { provider: engine.name, model: engine.model, version: ENGINE_VERSION },
    })
    .returning();
  return toTypedRecord(row!, run.type);
}
