import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { workspaces } from './workspaces';

export const feedbackRequests = pgTable(
  'feedback_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /**
     * The workspace the record belongs to: its members read it, its owners and editors change it. Filled with the
     * creator's PERSONAL workspace when an insert leaves it out (trigger feedback_requests_workspace); null only if
     * that workspace is gone, and then the creator alone sees it.
     */
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    concept: text('concept'),
    conceptDetails: jsonb('concept_details').$type<Record<string, unknown>>(),
    selectedPersonas: jsonb('selected_personas').$type<unknown[]>().notNull().default([]),
    responses: jsonb('responses').$type<unknown[]>().notNull().default([]),
    overallAnalysis: jsonb('overall_analysis').$type<Record<string, unknown>>().notNull().default({}),
    /** Nullable on purpose: the spec's repair routine turns null or empty types into focus-group. */
    type: text('type'),
    /** The twin filters the run was chosen with (the spec's recent-analysis item re-applies them). */
    filters: jsonb('filters').$type<Record<string, string[]>>(),
    engine: jsonb('engine').$type<{ provider: string; model: string; version: string }>(),
    /** The audiences whose twins the run asked, with their names then: deleting an audience leaves this as it was. */
    audiences: jsonb('audiences').$type<Array<{ id: string; name: string }>>(),
    /**
     * The run's trust report (contracts/trust-report.ts), saved with the run; null until computed, which reading a
     * record made before it existed does once. Cleared when the answers are rewritten.
     */
    trust: jsonb('trust').$type<Record<string, unknown>>(),
    /**
     * Questions asked (or being asked) per twin, follow-ups and interview questions alike: caps are counted here,
     * under the row lock, never from responses (which the owner can rewrite). On a record the server started, the
     * keys are set when it is made and are the only twins it may ask: the run's twins, the interview's twin.
     */
    followUpCounts: jsonb('follow_up_counts').$type<Record<string, number>>().notNull().default({}),
    /** What the server started this record as ('run' or 'interview'), having charged for it; null when saved by hand. */
    startedAs: text('started_as').$type<'run' | 'interview'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_requests_user_type_created_idx').on(
      t.userId,
      t.type,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('feedback_requests_workspace_type_created_idx').on(
      t.workspaceId,
      t.type,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('feedback_requests_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * A question put to a twin whose answer is not stored yet (a follow-up or an interview question). Its slot in
 * follow_up_counts, and its charge if it had one, are given back when the twin fails, or by the restart sweep when
 * the process died mid-answer; storing the answer removes the row.
 */
export const pendingQuestions = pgTable(
  'pending_questions',
  {
    /** The follow-up's id (its charge is `follow-up:<id>`) or the interview question's message id. */
    id: uuid('id').primaryKey(),
    /** Who a charge is given back to: the record's workspace owner, who paid. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedbackRequests.id, { onDelete: 'cascade' }),
    personaId: text('persona_id').notNull(),
    kind: text('kind').$type<'follow-up' | 'interview'>().notNull(),
    /** Credits charged for it (0 when free). */
    charged: integer('charged').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_questions_created_idx').on(t.createdAt)],
);
