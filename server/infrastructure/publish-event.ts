import { sql } from 'drizzle-orm';
import type { RealtimeEvent } from '@contracts/realtime';
import type { Executor } from '@db/client';

export const REALTIME_CHANNEL = 'twinsight_events';

export type RealtimeEnvelope = { userId: string; event: RealtimeEvent };

/**
 * Queues a realtime event for one user. NOTIFY is transactional: it is delivered to every listening
 * server process when (and only if) the surrounding transaction commits.
 */
export async function publishEvent(db: Executor, userId: string, event: RealtimeEvent): Promise<void> {
  const payload: RealtimeEnvelope = { userId, event };
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(payload)})`);
}
