import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { HISTORY_TYPES, type HistoryType } from '@contracts/feedback';
import type { FeedbackRecord, HistoryPage } from '@contracts/feedback-records';
import { feedbackRequests } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';
import { actingWorkspace } from '../workspaces/workspace-access';
import { toFeedbackRecord } from './normalise-record';

/** The spec's lookup type: one of the four history types, anything else image-ad. */
export function historyType(type: string | undefined): HistoryType {
  return HISTORY_TYPES.includes(type as HistoryType) ? (type as HistoryType) : 'image-ad';
}

/** image_analysis also finds image-ad records; every other type matches exactly. */
function typesFor(type: HistoryType): string[] {
  return type === 'image_analysis' ? ['image_analysis', 'image-ad'] : [type];
}

type PageQuery = { page?: number; pageSize: number; cursor?: string };
type FeedbackRow = typeof feedbackRequests.$inferSelect;

/**
 * One page of the records of these types in the workspace the request acts in (any member reads them), newest first; hasMore when the page is full. With a cursor (the
 * last record's id of the previous page) the page starts right after that record through the index (keyset), so a deep
 * page costs what the first one does; `page` (OFFSET) remains for callers that jump to a page number.
 */
export async function recordPage<Item>(
  { db }: AppContext,
  actor: Actor,
  types: string[],
  query: PageQuery,
  read: (row: FeedbackRow) => Item,
): Promise<{ items: Item[]; hasMore: boolean; nextCursor: string | null }> {
  const workspace = await actingWorkspace(db, actor, 'read');
  const after = query.cursor
    ? sql`(${feedbackRequests.createdAt}, ${feedbackRequests.id}) < (select created_at, id from feedback_requests where id = ${query.cursor} and workspace_id = ${workspace.id})`
    : undefined;
  const rows = await db
    .select()
    .from(feedbackRequests)
    .where(and(eq(feedbackRequests.workspaceId, workspace.id), inArray(feedbackRequests.type, types), after))
    .orderBy(desc(feedbackRequests.createdAt), desc(feedbackRequests.id))
    .limit(query.pageSize)
    .offset(query.cursor ? 0 : (query.page ?? 0) * query.pageSize);
  const hasMore = rows.length === query.pageSize;
  return {
    items: rows.map(read),
    hasMore,
    nextCursor: hasMore ? rows[rows.length - 1]!.id : null,
  };
}

/** One page of the caller's history of one of the spec's four lookup types. */
export function listFeedbackHistory(
  context: AppContext,
  actor: Actor,
  query: { type?: string } & PageQuery,
): Promise<HistoryPage> {
  return recordPage(context, actor, typesFor(historyType(query.type)), query, toFeedbackRecord);
}

const ALL_FEEDBACK_BATCH = 50;

/**
 * Every record of the workspace the request acts in, newest first (the history dialog's diagnostics), read in batches so that a long
 * history streams out without ever being held in memory whole.
 */
export async function* streamAllFeedback({ db }: AppContext, actor: Actor): AsyncGenerator<FeedbackRecord> {
  const workspace = await actingWorkspace(db, actor, 'read');
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(feedbackRequests)
      .where(
        and(
          eq(feedbackRequests.workspaceId, workspace.id),
          after
            ? or(
                lt(feedbackRequests.createdAt, after.createdAt),
                and(eq(feedbackRequests.createdAt, after.createdAt), lt(feedbackRequests.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(feedbackRequests.createdAt), desc(feedbackRequests.id))
      .limit(ALL_FEEDBACK_BATCH);
    for (const row of rows) yield toFeedbackRecord(row);
    if (rows.length < ALL_FEEDBACK_BATCH) return;
    const last = rows.at(-1)!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
