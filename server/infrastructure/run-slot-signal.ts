import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@db/client';

export const RUN_SLOTS_CHANNEL = 'twinsight_run_slots';

export type RunSlotSignal = {
  /** Read before asking for a slot; pass to wait() so a release in between is not missed. */
  epoch: (provider: string) => number;
  /**
   * Resolves when a slot of the provider may have been freed since `epoch` (in this process at once, in another
   * through NOTIFY), or after `safetyMs` at the latest: a lapsed lease of a dead worker frees a slot silently.
   */
  wait: (provider: string, userId: string, epoch: number, safetyMs: number) => Promise<void>;
  /** Tells every process that a slot of the provider was freed. */
  released: (provider: string) => Promise<void>;
  close: () => Promise<void>;
};

type Waiter = { wake: () => void };

/**
 * Wakes waiters for a run slot when one is freed instead of having each poll the database. A release wakes one
 * waiter per waiting user: one user's waiters are interchangeable for the fair grant, and waking all of them would
 * have every one of them take the grant lock for a single slot.
 */
export async function createRunSlotSignal(database: Database): Promise<RunSlotSignal> {
  const processId = randomUUID();
  const epochs = new Map<string, number>();
  // provider → user → waiters, first come first woken.
  const waiting = new Map<string, Map<string, Waiter[]>>();

  const wakeOnePerUser = (provider: string) => {
    epochs.set(provider, (epochs.get(provider) ?? 0) + 1);
    for (const [userId, queue] of waiting.get(provider) ?? []) {
      const waiter = queue.shift();
      if (queue.length === 0) waiting.get(provider)!.delete(userId);
      waiter?.wake();
    }
  };

  const stop = await database.listen(RUN_SLOTS_CHANNEL, (payload) => {
    const { from, provider } = JSON.parse(payload) as { from: string; provider: string };
    // This process woke its own waiters when it released the slot.
    if (from !== processId) wakeOnePerUser(provider);
  });

  return {
    epoch: (provider) => epochs.get(provider) ?? 0,
    wait: (provider, userId, epoch, safetyMs) => {
      if ((epochs.get(provider) ?? 0) !== epoch) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const byUser = waiting.get(provider) ?? new Map<string, Waiter[]>();
        waiting.set(provider, byUser);
        const queue = byUser.get(userId) ?? [];
        byUser.set(userId, queue);
        const waiter: Waiter = {
          wake: () => {
            clearTimeout(timer);
            resolve();
          },
        };
        const timer = setTimeout(() => {
          const index = queue.indexOf(waiter);
          if (index >= 0) queue.splice(index, 1);
          if (queue.length === 0 && byUser.get(userId) === queue) byUser.delete(userId);
          resolve();
        }, safetyMs);
        queue.push(waiter);
      });
    },
    released: async (provider) => {
      wakeOnePerUser(provider);
      await database.db.execute(
        sql`select pg_notify(${RUN_SLOTS_CHANNEL}, ${JSON.stringify({ from: processId, provider })})`,
      );
    },
    close: async () => {
      for (const byUser of waiting.values())
        for (const queue of byUser.values()) for (const waiter of queue.splice(0)) waiter.wake();
      waiting.clear();
      await stop();
    },
  };
}
