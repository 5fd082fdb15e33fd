import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { SnapshotLink, SnapshotRequestInput } from '@contracts/content';
import { feedbackRequests, snapshotRequests, snapshots } from '@db/schema';
import type { Actor, AppContext } from '../../context';
import { notFound } from '../../errors';
import { assertFeedbackAccess, findFeedback } from './feedback-records';
import { trustReportOf, withTrust } from './record-trust';
import {
  feedbackRecordContentOf,
  storedRecordFromJson,
  storedRecordOf,
  type FeedbackRow,
  type StoredRecord,
} from './normalise-record';

function toLink(context: AppContext, row: typeof snapshots.$inferSelect): SnapshotLink {
  return {
    slug: row.slug,
    url: `${context.env.BASE_URL}/snapshot/${row.slug}`,
    createdAt: row.createdAt.toISOString(),
  };
}

async function activeSnapshot({ db }: AppContext, feedbackId: string) {
  const [row] = await db
    .select()
    .from(snapshots)
    .where(and(eq(snapshots.feedbackId, feedbackId), isNull(snapshots.revokedAt)));
  return row;
}

/** The run's live share link, or null. */
export async function getSnapshotLink(
  context: AppContext,
  actor: Actor,
  feedbackId: string,
): Promise<SnapshotLink | null> {
  await assertFeedbackAccess(context.db, actor.id, feedbackId, 'read');
  const row = await activeSnapshot(context, feedbackId);
  return row ? toLink(context, row) : null;
}

/** The copy a snapshot keeps: the run's stored fields, never who ran it (read into the strict record when shown). */
const publicRecord = (row: FeedbackRow): StoredRecord => storedRecordOf(row);

/**
 * Publishes a run as a public read-only page with an unguessable slug (128 random bits). The page shows the run as
 * it is now: later follow-ups or edits do not reach it until the owner shares again, which keeps the link and
 * refreshes its copy.
 */
export async function publishSnapshot(
  context: AppContext,
  actor: Actor,
  feedbackId: string,
): Promise<SnapshotLink> {
  const source = await withTrust(context, await findFeedback(context.db, actor.id, feedbackId, 'change'));
  const record = publicRecord(source);
  const existing = await activeSnapshot(context, feedbackId);
  if (existing) {
    const [row] = await context.db
      .update(snapshots)
      .set({ record, createdAt: new Date() })
      .where(eq(snapshots.id, existing.id))
      .returning();
    return toLink(context, row!);
  }
  const [row] = await context.db
    .insert(snapshots)
    .values({ slug: randomBytes(16).toString('base64url'), feedbackId, userId: source.userId, record })
    .returning();
  return toLink(context, row!);
}

export async function revokeSnapshot(context: AppContext, actor: Actor, feedbackId: string): Promise<void> {
  await assertFeedbackAccess(context.db, actor.id, feedbackId, 'change');
  await context.db
    .update(snapshots)
    .set({ revokedAt: new Date() })
    .where(and(eq(snapshots.feedbackId, feedbackId), isNull(snapshots.revokedAt)));
}

/**
 * A shared run's stored fields (the copy frozen at share time; links made before copies were kept show the run as it
 * is) and its owner; 404 once the share is revoked.
 */
export async function readSharedRecord({ db }: AppContext, slug: string) {
  const [row] = await db
    .select({
      frozen: snapshots.record,
      live: feedbackRequests,
      ownerId: snapshots.userId,
      createdAt: snapshots.createdAt,
    })
    .from(snapshots)
    .innerJoin(feedbackRequests, eq(feedbackRequests.id, snapshots.feedbackId))
    .where(and(eq(snapshots.slug, slug), isNull(snapshots.revokedAt)));
  if (!row) throw notFound('This snapshot does not exist or is no longer shared.');
  const stored = row.frozen ? storedRecordFromJson(row.frozen) : storedRecordOf(row.live);
  return { stored, ownerId: row.ownerId, sharedAt: row.createdAt };
}

/** A shared run as any visitor sees it; a copy frozen before trust reports existed shows one computed from it. */
export async function readPublicSnapshot(context: AppContext, slug: string) {
  const { stored, sharedAt } = await readSharedRecord(context, slug);
  const record = feedbackRecordContentOf(stored);
  const trust = record.trust ?? (await trustReportOf(context, record));
  return { ...record, trust, shared_at: sharedAt.toISOString() };
}

export async function createSnapshotRequest({ db }: AppContext, input: Required<SnapshotRequestInput>) {
  const [row] = await db
    .insert(snapshotRequests)
    .values(input)
    .returning({ id: snapshotRequests.id, createdAt: snapshotRequests.createdAt });
  return { id: row!.id, createdAt: row!.createdAt.toISOString() };
}
