import { runCredits } from '@contracts/credits';
import type { AppContext } from '../../context';
import { badRequest } from '../../errors';

/**
 * What a run of `baseCost` credits costs once its model calls are counted (decision 050); a run that would make more
 * model calls than MAX_RUN_MODEL_CALLS is refused (400), for its quote as for its submission.
 */
export function runCharge({ env }: AppContext, baseCost: number, modelCalls: number): number {
  const limit = env.MAX_RUN_MODEL_CALLS;
  if (modelCalls > limit)
    throw badRequest(
      `This run would make ${modelCalls.toLocaleString('en')} language-model calls; the limit per run is ${limit.toLocaleString('en')} (MAX_RUN_MODEL_CALLS). Ask fewer twins, prices or variants.`,
      [{ name: 'modelCalls', reason: `At most ${limit.toLocaleString('en')} model calls per run.` }],
    );
  return runCredits(baseCost, modelCalls);
}
