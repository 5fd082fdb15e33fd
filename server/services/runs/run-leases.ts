import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { runLeases } from '@db/schema/index';
import type { AppContext } from '../../context';

export type Lease = { runId: string; holder: string };

const expiry = ({ env }: AppContext) => new Date(Date.now() + env.RUN_LEASE_MS);

/**
 * Takes a run for this worker: false when another live worker holds it (a duplicate delivery), so each run is
 * executed by one worker at a time. A lapsed lease (its worker died) is taken over.
 */
export async function claimRunLease(context: AppContext, lease: Lease, userId: string): Promise<boolean> {
  const rows = await context.db
    .insert(runLeases)
    .values({
      runId: lease.runId,
      holder: lease.holder,
      userId,
      provider: context.engine.name,
      expiresAt: expiry(context),
    })
    .onConflictDoUpdate({
      target: runLeases.runId,
      set: { holder: lease.holder, granted: false, expiresAt: expiry(context) },
      setWhere: lt(runLeases.expiresAt, sql`now()`),
    })
    .returning({ runId: runLeases.runId });
  return rows.length === 1;
}

/**
 * Grants the run one of the provider's slots if the provider (across every process) and its user are under their
 * limits, and no waiting run of a user with fewer running runs should go first.
 */
export async function grantRunSlot(context: AppContext, lease: Lease): Promise<boolean> {
  const provider = context.engine.name;
  const { RUN_CONCURRENCY, RUNS_PER_USER } = context.env;
  return context.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`run_leases:${provider}`}))`);
    const leases = await tx
      .select({
        runId: runLeases.runId,
        holder: runLeases.holder,
        userId: runLeases.userId,
        granted: runLeases.granted,
      })
      .from(runLeases)
      .where(and(eq(runLeases.provider, provider), sql`${runLeases.expiresAt} > now()`));
    const mine = leases.find((l) => l.runId === lease.runId && l.holder === lease.holder);
    if (!mine) return false;
    if (mine.granted) return true;
    const running = new Map<string, number>();
    for (const l of leases) if (l.granted) running.set(l.userId, (running.get(l.userId) ?? 0) + 1);
    const runningOf = (userId: string) => running.get(userId) ?? 0;
    const total = [...running.values()].reduce((sum, n) => sum + n, 0);
    if (total >= RUN_CONCURRENCY || runningOf(mine.userId) >= RUNS_PER_USER) return false;
    const someoneFairer = leases.some(
      (l) => !l.granted && l.userId !== mine.userId && runningOf(l.userId) < runningOf(mine.userId),
    );
    if (someoneFairer) return false;
    await tx
      .update(runLeases)
      .set({ granted: true, expiresAt: expiry(context) })
      .where(eq(runLeases.runId, lease.runId));
    return true;
  });
}

/** Keeps the lease alive; false if it was lost (lapsed and taken over), so the worker stops working on the run. */
export async function renewRunLease(context: AppContext, lease: Lease): Promise<boolean> {
  const rows = await context.db
    .update(runLeases)
    .set({ expiresAt: expiry(context) })
    .where(and(eq(runLeases.runId, lease.runId), eq(runLeases.holder, lease.holder)))
    .returning({ runId: runLeases.runId });
  return rows.length === 1;
}

/** Gives the slot (or the place in line) back and wakes the waiters of every process that could take it now. */
export async function releaseRunLease(context: AppContext, lease: Lease): Promise<void> {
  const released = await context.db
    .delete(runLeases)
    .where(and(eq(runLeases.runId, lease.runId), eq(runLeases.holder, lease.holder)))
    .returning({ runId: runLeases.runId });
  if (released.length > 0) await context.runSlots.released(context.engine.name);
}

/** Of these active runs, those without a live lease: their worker died (or never got as far as taking them). */
export async function runsWithoutLiveLease({ db }: AppContext, runIds: string[]): Promise<string[]> {
  if (runIds.length === 0) return [];
  const live = await db
    .select({ runId: runLeases.runId })
    .from(runLeases)
    .where(
      sql`${runLeases.runId} in (${sql.join(
        runIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and ${runLeases.expiresAt} > now()`,
    );
  const alive = new Set(live.map((row) => row.runId));
  await db.delete(runLeases).where(lt(runLeases.expiresAt, sql`now() - interval '1 minute'`));
  return runIds.filter((id) => !alive.has(id));
}

/** Waiters are woken when a slot is released; this only catches a slot freed by a dead worker's lease lapsing. */
const SLOT_SAFETY_CHECK_MS = 2_000;

type SlotLog = {
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/**
 * Does `work` under a slot of the provider's fair sharing (decision 019): takes the lease (none if another live
 * worker holds it: answers null without working), waits for the slot, renews the lease while working, and releases
 * it after. Runs, follow-ups and interview answers all take their model calls through here, so one user's many
 * questions wait their turn like their runs do.
 */
export async function inRunSlot<T>(
  context: AppContext,
  id: string,
  userId: string,
  work: () => Promise<T>,
  log: SlotLog = { warn: () => undefined, error: () => undefined },
): Promise<{ value: T } | null> {
  const lease = { runId: id, holder: randomUUID() };
  if (!(await claimRunLease(context, lease, userId))) return null;
  const renewal = setInterval(() => {
    renewRunLease(context, lease).then(
      (held) => held || log.warn({ runId: id }, 'lost the hold on a run to another worker'),
      (error: unknown) => log.error({ err: error, runId: id }, 'renewing a run lease failed'),
    );
  }, context.env.RUN_LEASE_MS / 3);
  try {
    const provider = context.engine.name;
    for (;;) {
      const epoch = context.runSlots.epoch(provider);
      if (await grantRunSlot(context, lease)) break;
      await context.runSlots.wait(provider, userId, epoch, SLOT_SAFETY_CHECK_MS);
    }
    return { value: await work() };
  } finally {
    clearInterval(renewal);
    await releaseRunLease(context, lease);
  }
}
