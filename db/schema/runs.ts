import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per run a worker holds (decision 019): waiting for a slot (granted false) or running (granted true).
 * Slots are counted per provider and per user under an advisory lock, so the limits hold across processes; a
 * worker renews its leases, and a run whose lease lapsed was held by a dead process and is handed back to the queue.
 */
export const runLeases = pgTable(
  'run_leases',
  {
    runId: uuid('run_id').primaryKey(),
    /** The worker (one attempt) holding the run. */
    holder: text('holder').notNull(),
    userId: text('user_id').notNull(),
    provider: text('provider').notNull(),
    granted: boolean('granted').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('run_leases_provider_idx').on(t.provider, t.granted)],
);
