import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { personaColumns } from './personas';
import { workspaces } from './workspaces';

/** A workspace's own audience, built from an uploaded file of records; the file itself is never kept. */
export const audiences = pgTable(
  'audiences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** 'records': a twin per record; 'summarised': weighted twins matching the file's mix. */
    mode: text('mode').$type<'records' | 'summarised'>().notNull(),
    recordCount: integer('record_count').notNull(),
    /** The twin fields the mapping used (never the columns' names, which may say something of the file). */
    fields: jsonb('fields').$type<string[]>().notNull(),
    rejectedRows: jsonb('rejected_rows').$type<Array<{ line: number; reason: string }>>().notNull(),
    rejectedCount: integer('rejected_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audiences_workspace_created_idx').on(t.workspaceId, t.createdAt)],
);

/** The twins of an audience: the library's columns, so that their ids work wherever twin ids do. */
export const audienceTwins = pgTable(
  'audience_twins',
  {
    ...personaColumns(),
    audienceId: uuid('audience_id')
      .notNull()
      .references(() => audiences.id, { onDelete: 'cascade' }),
  },
  (t) => [index('audience_twins_audience_idx').on(t.audienceId)],
);
