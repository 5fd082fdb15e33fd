import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { WorkspaceRole } from '@contracts/workspaces';
import type { Executor } from '@db/client';
import { feedbackRequests, workspaces, workspaceUsers } from '@db/schema/index';
import type { Actor } from '../../context';
import { httpError, notFound } from '../../errors';

const WORKSPACE_NOT_FOUND = 'Workspace not found.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids: anything else names no row, and the database would refuse to compare it. */
export const isUuid = (id: string) => UUID.test(id);

/** What a workspace member may do: read (every role), change (run, save, follow up, share: owner and editor), manage (owner). */
export type WorkspaceNeed = 'read' | 'change' | 'manage';

const ALLOWED: Record<WorkspaceNeed, readonly WorkspaceRole[]> = {
  read: ['owner', 'editor', 'viewer'],
  change: ['owner', 'editor'],
  manage: ['owner'],
};

const REFUSALS: Record<Exclude<WorkspaceNeed, 'read'>, string> = {
  change:
    'Viewers read this workspace’s results; running or changing studies takes the editor or owner role.',
  manage: 'Only the workspace’s owner manages its members and invitations.',
};

export type WorkspaceAccess = {
  id: string;
  type: string;
  /** Who pays for the workspace's runs. */
  ownerId: string;
  role: WorkspaceRole;
};

/** 403 WORKSPACE_ROLE unless the role allows what is needed. */
export function assertRole(role: WorkspaceRole, need: WorkspaceNeed): void {
  if (need !== 'read' && !ALLOWED[need].includes(role)) throw httpError('WORKSPACE_ROLE', REFUSALS[need]);
}

/** The caller's membership of a workspace; a stranger (or a malformed id) gets the same 404 as no workspace. */
export async function workspaceAccess(
  db: Executor,
  actor: Actor,
  workspaceId: string,
  need: WorkspaceNeed,
): Promise<WorkspaceAccess> {
  const [row] = isUuid(workspaceId)
    ? await db
        .select({
          id: workspaces.id,
          type: workspaces.workspaceType,
          ownerId: workspaces.ownerId,
          role: workspaceUsers.role,
        })
        .from(workspaces)
        .innerJoin(workspaceUsers, eq(workspaceUsers.workspaceId, workspaces.id))
        .where(and(eq(workspaces.id, workspaceId), eq(workspaceUsers.userId, actor.id)))
    : [];
  if (!row) throw notFound(WORKSPACE_NOT_FOUND);
  assertRole(row.role, need);
  return row;
}

/**
 * The workspace a request acts in: the one its X-Workspace-Id header names (the caller must be a member whose role
 * allows `need`), else the caller's PERSONAL workspace, so API clients and older pages keep working unchanged.
 */
export async function actingWorkspace(
  db: Executor,
  actor: Actor,
  need: WorkspaceNeed,
): Promise<WorkspaceAccess> {
  if (actor.workspaceId) return workspaceAccess(db, actor, actor.workspaceId, need);
  const [row] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(and(eq(workspaces.ownerId, actor.id), eq(workspaces.workspaceType, 'PERSONAL')))
    .orderBy(workspaces.createdAt)
    .limit(1);
  if (!row) throw notFound(WORKSPACE_NOT_FOUND);
  return workspaceAccess(db, actor, row.id, need);
}

/**
 * The caller's role on a record: as a member of its workspace, or as its creator when it has none (its workspace
 * was deleted). SQL null when the caller may not see it.
 */
export function recordRole(userId: string): SQL<WorkspaceRole | null> {
  // Spelled out with the table names: drizzle leaves them off the columns of a one-table select.
  return sql<WorkspaceRole | null>`coalesce(
    (select members.role from ${workspaceUsers} members
      where members.workspace_id = ${feedbackRequests}.workspace_id and members.user_id = ${userId}),
    case when ${feedbackRequests}.workspace_id is null and ${feedbackRequests}.user_id = ${userId} then 'owner' end)`;
}
