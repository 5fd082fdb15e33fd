import type { AppContext } from '../../context';
import { executeRun, type RunLog } from './execute-run';
import { runsWithoutLiveLease } from './run-leases';

export type RunWorkers = { stop: (drainMs: number) => Promise<void> };

/**
 * Runs queued runs in this process with RUN_WORKERS workers, and hands runs whose worker died (its lease lapsed)
 * back to the queue, from whichever process notices first.
 */
export async function startRunWorkers(context: AppContext, log: RunLog): Promise<RunWorkers> {
  const { runQueue, env } = context;
  await runQueue.work(env.RUN_WORKERS, (job) =>
    executeRun(context, job, log).catch((error: unknown) => {
      log.error({ err: error, runId: job.runId }, 'a run failed outside its executor');
      throw error;
    }),
  );
  const handBackOrphans = async () => {
    try {
      const active = await runQueue.activeRunIds(new Date(Date.now() - env.RUN_LEASE_MS));
      await runQueue.handBack(await runsWithoutLiveLease(context, active));
    } catch (error) {
      log.error({ err: error }, 'handing back runs of dead workers failed');
    }
  };
  const timer = setInterval(() => void handBackOrphans(), env.RUN_LEASE_MS).unref();
  return {
    stop: async (drainMs) => {
      clearInterval(timer);
      await runQueue.stop(drainMs);
    },
  };
}
