import type { feedbackRequests } from '@db/schema/index';
import type { Retest } from '@contracts/trust-report';
import { ENGINE_VERSION } from '@engine/index';
import type { Actor, AppContext } from '../../context';
import { httpError } from '../../errors';

/** What a finished run saves: the job layer adds the run id and owner, then inserts it once. */
export type RunResult = Omit<
  typeof feedbackRequests.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt' | 'trust'
> & {
  /** LLM providers: a few twins asked a second time, for the trust report (the job layer computes it). */
  retest?: Retest | null;
};

/** Progress as the run goes (e.g. `persona` per twin, `analysis`): relayed to whoever follows the run. */
export type EmitRunEvent = (event: string, data: unknown) => void;

/**
 * The work of one run type. Charging, queueing, saving the result and refunding a failed run are the job layer's
 * (services/runs); an executor only checks its input and produces the record. `input` travels through the queue
 * as JSON.
 */
export type RunExecutor<Input> = {
  /** Credits the run costs up to MODEL_CALLS_PER_CREDIT model calls (not charged to subscribers). */
  cost: number;
  /**
   * Refuses input that cannot run (4xx HttpError) before anything is charged or queued; answers how many twins the
   * run asks, which the charge's ledger row records, and, for a run type whose model calls can go beyond what its
   * cost covers, how many it makes (its charge and the per-run cap count them, runs/run-charge.ts).
   */
  check: (context: AppContext, actor: Actor, input: Input) => Promise<{ twins: number; modelCalls?: number }>;
  execute: (
    context: AppContext,
    run: { runId: string; userId: string; input: Input },
    emit: EmitRunEvent,
  ) => Promise<RunResult>;
  /** Removes what the input kept aside for the run (a stored image) once the run has failed for good. */
  discard?: (context: AppContext, input: Input) => Promise<void>;
};

/** The provider, model and engine version a run's record is saved with. */
export const engineStamp = ({ engine }: AppContext): RunResult['engine'] => ({
  provider: engine.name,
  model: engine.model,
  version: ENGINE_VERSION,
});

export type RunType = keyof AppContext['runTypes'];
export type RunInput<T extends RunType> = Parameters<AppContext['runTypes'][T]['execute']>[1]['input'];

/** The executor of a job's run type, from the registry the app context carries. */
export function runExecutor({ runTypes }: AppContext, type: string): RunExecutor<unknown> {
  const executor = (runTypes as Record<string, RunExecutor<never>>)[type];
  if (!executor) throw httpError('INTERNAL_ERROR', `No executor for runs of type ${type}.`);
  return executor as RunExecutor<unknown>;
}
