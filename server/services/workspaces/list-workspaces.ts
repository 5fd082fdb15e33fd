import { and, asc, eq } from 'drizzle-orm';
import type { Workspace, WorkspaceMembership } from '@contracts/workspaces';
import { workspaces, workspaceUsers } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';
import { notFound } from '../../errors';

export function toWorkspace(row: typeof workspaces.$inferSelect): Workspace {
  return {
    id: row.id,
    name: row.name,
    workspace_type: row.workspaceType,
    owner_id: row.ownerId,
    created_at: row.createdAt.toISOString(),
  };
}

/** The caller's memberships, each with its nested workspace record. */
export async function listWorkspaces({ db }: AppContext, actor: Actor): Promise<WorkspaceMembership[]> {
  const rows = await db
    .select({ role: workspaceUsers.role, workspace: workspaces })
    .from(workspaceUsers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceUsers.workspaceId))
    .where(eq(workspaceUsers.userId, actor.id))
    .orderBy(asc(workspaces.createdAt));
  return rows.map((row) => ({ user_id: actor.id, role: row.role, workspaces: toWorkspace(row.workspace) }));
}

/** One workspace the caller is a member of; anything else is 404, whether or not it exists. */
export async function getWorkspace(
  { db }: AppContext,
  actor: Actor,
  workspaceId: string,
): Promise<Workspace> {
  const [row] = await db
    .select({ workspace: workspaces })
    .from(workspaces)
    .innerJoin(workspaceUsers, eq(workspaceUsers.workspaceId, workspaces.id))
    .where(and(eq(workspaces.id, workspaceId), eq(workspaceUsers.userId, actor.id)));
  if (!row) throw notFound('Workspace not found.');
  return toWorkspace(row.workspace);
}
