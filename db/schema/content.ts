import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { feedbackRequests } from './feedback';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Resources CMS: articles, guides and case studies written by administrators. */
export const content = pgTable(
  'content',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('draft'),
    coverImage: text('cover_image'),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_status_published_idx').on(t.status, t.publishedAt.desc().nullsFirst())],
);

/** Public read-only share links of one analysis; revoking keeps the row so the slug is never reused. */
export const snapshots = pgTable(
  'snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedbackRequests.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The record as it was when shared: later follow-ups or edits do not change a shared page (re-share to update). */
    record: jsonb('record').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('snapshots_feedback_idx').on(t.feedbackId)],
);

/** Leads from the public /snapshot-request form. */
/** Leads from /snapshot-request; an admin marks each handled once someone has answered it. */
export const snapshotRequests = pgTable(
  'snapshot_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    brand: text('brand').notNull(),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [index('snapshot_requests_created_idx').on(table.createdAt.desc(), table.id.desc())],
);

/** Uploaded images (re-encoded on the way in), e.g. resource covers and ad creatives. */
export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: text('owner_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  /** Ad images of a run: served only through their record (to its owner, or on its shared snapshot), never by id. */
  private: boolean('private').notNull().default(false),
  /** How long OCR held a reading thread on this run image: counted against the owner's free reads of the hour. */
  ocrMs: integer('ocr_ms'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
