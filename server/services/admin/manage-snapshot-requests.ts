import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import {
  SNAPSHOT_REQUESTS_PAGE_SIZE,
  type SnapshotRequestItem,
  type SnapshotRequestList,
  type SnapshotRequestListQuery,
  type SnapshotRequestStatus,
} from '@contracts/content';
import { snapshotRequests } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';
import { notFound } from '../../errors';
import { assertAdmin } from '../account/find-role';

type Row = typeof snapshotRequests.$inferSelect;

function toItem(row: Row): SnapshotRequestItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    brand: row.brand,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    status: row.handledAt ? 'handled' : 'new',
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy,
  };
}

const byStatus: Record<SnapshotRequestListQuery['status'], SQL | undefined> = {
  all: undefined,
  new: isNull(snapshotRequests.handledAt),
  handled: isNotNull(snapshotRequests.handledAt),
};

/** Snapshot requests newest first, a page at a time, with how many are still waiting for an answer. */
export async function listSnapshotRequests(
  context: AppContext,
  actor: Actor,
  query: SnapshotRequestListQuery,
): Promise<SnapshotRequestList> {
  await assertAdmin(context, actor);
  const { db } = context;
  const [rows, [waiting]] = await Promise.all([
    db
      .select()
      .from(snapshotRequests)
      .where(byStatus[query.status])
      .orderBy(desc(snapshotRequests.createdAt), desc(snapshotRequests.id))
      .limit(SNAPSHOT_REQUESTS_PAGE_SIZE + 1)
      .offset(query.page * SNAPSHOT_REQUESTS_PAGE_SIZE),
    db.select({ total: count() }).from(snapshotRequests).where(byStatus.new),
  ]);
  return {
    items: rows.slice(0, SNAPSHOT_REQUESTS_PAGE_SIZE).map(toItem),
    hasMore: rows.length > SNAPSHOT_REQUESTS_PAGE_SIZE,
    newCount: waiting?.total ?? 0,
  };
}

/** Marks a request handled (by this admin, now) or new again; marking it as it already is changes nothing. */
export async function setSnapshotRequestStatus(
  context: AppContext,
  actor: Actor,
  id: string,
  status: SnapshotRequestStatus,
): Promise<SnapshotRequestItem> {
  await assertAdmin(context, actor);
  const handled = status === 'handled';
  const [row] = await context.db
    .update(snapshotRequests)
    .set(handled ? { handledAt: new Date(), handledBy: actor.id } : { handledAt: null, handledBy: null })
    .where(
      and(
        eq(snapshotRequests.id, id),
        handled ? isNull(snapshotRequests.handledAt) : isNotNull(snapshotRequests.handledAt),
      ),
    )
    .returning();
  if (row) return toItem(row);
  const [current] = await context.db.select().from(snapshotRequests).where(eq(snapshotRequests.id, id));
  if (!current) throw notFound('Snapshot request not found.');
  return toItem(current);
}
