import type { Db } from '@db/client';
import { applyLedgerEntry, isUniqueViolation } from '../credits/apply-ledger-entry';

/**
 * Gives back what a run was charged, once: the refund's action id is unique per run, so a second refund of the
 * same run (another process, the restart sweep) is a no-op. Users read `reason`; technical causes go to the log.
 */
export async function refundRun(
  db: Db,
  run: { runId: string; userId: string; amount: number; reason: string },
): Promise<boolean> {
  try {
    await db.transaction((tx) =>
      applyLedgerEntry(tx, {
        userId: run.userId,
        amount: run.amount,
        operationType: 'refund',
        actionId: `refund:${run.runId}`,
        metadata: { reason: run.reason },
      }),
    );
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
