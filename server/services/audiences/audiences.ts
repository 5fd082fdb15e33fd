// Shared pieces of the audience services: the API shapes and the workspace-member-only lookups.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { audienceIdOfTwin, type Audience } from '@contracts/audiences';
import type { Persona } from '@contracts/personas';
import type { Executor } from '@db/client';
import { audiences, audienceTwins, workspaceUsers } from '@db/schema/index';
import { notFound } from '../../errors';
import { assertRole, type WorkspaceNeed } from '../workspaces/workspace-access';
import { toPersona } from '../personas/list-personas';

export type AudienceRow = typeof audiences.$inferSelect;

export function toAudience(row: AudienceRow, twinCount: number): Audience {
  return {
    id: row.id,
    workspace_id: row.workspaceId,
    name: row.name,
    mode: row.mode,
    record_count: row.recordCount,
    twin_count: twinCount,
    fields: row.fields as Audience['fields'],
    rejected_rows: row.rejectedRows,
    rejected_count: row.rejectedCount,
    created_at: row.createdAt.toISOString(),
  };
}

export const toAudienceTwin = (
  row: typeof audienceTwins.$inferSelect,
): Persona & { audience_id: string } => ({
  ...toPersona(row),
  audience_id: row.audienceId,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The workspaces the user is a member of. */
export async function memberWorkspaceIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: workspaceUsers.workspaceId })
    .from(workspaceUsers)
    .where(eq(workspaceUsers.userId, userId))
    .orderBy(asc(workspaceUsers.createdAt));
  return rows.map((row) => row.id);
}

/**
 * An audience of one of the user's workspaces, whose role there must allow `need` (403 otherwise); any other audience
 * (or a malformed id) is the same 404.
 */
export async function findMemberAudience(
  db: Executor,
  userId: string,
  id: string,
  need: WorkspaceNeed = 'read',
): Promise<AudienceRow> {
  const [row] = UUID.test(id)
    ? await db
        .select({ audience: audiences, role: workspaceUsers.role })
        .from(audiences)
        .innerJoin(workspaceUsers, eq(workspaceUsers.workspaceId, audiences.workspaceId))
        .where(and(eq(audiences.id, id), eq(workspaceUsers.userId, userId)))
    : [];
  if (!row) throw notFound('Audience not found.');
  assertRole(row.role, need);
  return row.audience;
}

/** The audiences these twins come from, with their names now: what a run's record keeps. */
export async function audiencesOfTwins(
  db: Executor,
  twinIds: string[],
): Promise<Array<{ id: string; name: string }>> {
  const ids = [...new Set(twinIds.flatMap((id) => audienceIdOfTwin(id) ?? []))];
  if (ids.length === 0) return [];
  return db
    .select({ id: audiences.id, name: audiences.name })
    .from(audiences)
    .where(inArray(audiences.id, ids));
}

/**
 * Audience twins with these ids, whoever asks: only for figures of a record that already used them (its trust
 * report's panel), never to hand a twin out.
 */
export async function findAudienceTwinsOfRecord(
  db: Executor,
  ids: string[],
): Promise<Array<Persona & { audience_id: string }>> {
  const wanted = ids.filter((id) => id.startsWith('aud-'));
  if (wanted.length === 0) return [];
  const rows = await db.select().from(audienceTwins).where(inArray(audienceTwins.id, wanted));
  return rows.map(toAudienceTwin);
}

/** Audience twins with these ids that the user may use (their audience is in one of the user's workspaces). */
export async function findMemberAudienceTwins(
  db: Executor,
  userId: string,
  ids: string[],
): Promise<Array<Persona & { audience_id: string }>> {
  const wanted = ids.filter((id) => id.startsWith('aud-'));
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ twin: audienceTwins })
    .from(audienceTwins)
    .innerJoin(audiences, eq(audiences.id, audienceTwins.audienceId))
    .innerJoin(workspaceUsers, eq(workspaceUsers.workspaceId, audiences.workspaceId))
    .where(and(inArray(audienceTwins.id, wanted), eq(workspaceUsers.userId, userId)));
  return rows.map((row) => toAudienceTwin(row.twin));
}
