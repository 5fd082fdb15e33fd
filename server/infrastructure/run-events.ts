import { sql } from 'drizzle-orm';
import type { Database } from '@db/client';

export const RUN_EVENTS_CHANNEL = 'twinsight_run_events';
/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD_BYTES = 7900;

export type RunEvent = { event: string; data: unknown };

export type RunEvents = {
  /** Tells every process following this run (the one that took the request may not be the one running it). */
  publish: (runId: string, event: RunEvent) => Promise<void>;
  /** Hears this run's events until the returned function is called. */
  follow: (runId: string, onEvent: (event: RunEvent) => void) => () => void;
  close: () => Promise<void>;
};

/** Progress of runs between worker and request processes, over LISTEN/NOTIFY on the shared database. */
export async function createRunEvents(
  database: Database,
  onOversized: (runId: string, event: string) => void,
): Promise<RunEvents> {
  const followers = new Map<string, Set<(event: RunEvent) => void>>();
  const stop = await database.listen(RUN_EVENTS_CHANNEL, (payload) => {
    const { runId, ...event } = JSON.parse(payload) as RunEvent & { runId: string };
    for (const onEvent of followers.get(runId) ?? []) onEvent(event);
  });
  return {
    publish: async (runId, event) => {
      let payload = JSON.stringify({ runId, ...event });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        // Too big to travel: followers get the event without its data (the saved record still has it all).
        onOversized(runId, event.event);
        payload = JSON.stringify({ runId, event: event.event, data: null });
      }
      await database.db.execute(sql`select pg_notify(${RUN_EVENTS_CHANNEL}, ${payload})`);
    },
    follow: (runId, onEvent) => {
      let set = followers.get(runId);
      if (!set) followers.set(runId, (set = new Set()));
      set.add(onEvent);
      return () => {
        set.delete(onEvent);
        if (set.size === 0) followers.delete(runId);
      };
    },
    close: stop,
  };
}
