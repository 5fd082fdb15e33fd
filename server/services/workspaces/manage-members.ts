import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { OWNERSHIP_TRANSFER_PAUSE_REASON } from '@contracts/webhooks';
import { changeMemberRoleSchema, type WorkspaceMember } from '@contracts/workspaces';
import type { Executor } from '@db/client';
import { user, webhookEndpoints, workspaces, workspaceUsers } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';
import { httpError, notFound } from '../../errors';
import { validate } from '../../validate';
import { isUuid, workspaceAccess, type WorkspaceAccess, type WorkspaceNeed } from './workspace-access';

const MEMBER_NOT_FOUND = 'Member not found.';

const ownerMustTransfer = (what: string) =>
  httpError('WORKSPACE_LAST_OWNER', `The owner ${what}: transfer the ownership to another member first.`);
const personal = () =>
  httpError('WORKSPACE_PERSONAL', 'A personal workspace has one member: it cannot be shared or left.');

/**
 * Locks the workspace's row until the transaction ends, so membership changes (leaving, removal, transfer,
 * accepting an invitation) happen one at a time and the owner can never be left out; then checks the caller.
 */
export async function lockWorkspace(
  tx: Executor,
  actor: Actor,
  workspaceId: string,
  need: WorkspaceNeed,
): Promise<WorkspaceAccess> {
  if (isUuid(workspaceId))
    await tx
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
      .for('update');
  return workspaceAccess(tx, actor, workspaceId, need);
}

async function membersOf(db: Executor, workspaceId: string): Promise<WorkspaceMember[]> {
  const rows = await db
    .select({
      userId: workspaceUsers.userId,
      name: user.name,
      email: user.email,
      role: workspaceUsers.role,
      joinedAt: workspaceUsers.createdAt,
    })
    .from(workspaceUsers)
    .innerJoin(user, eq(user.id, workspaceUsers.userId))
    .where(eq(workspaceUsers.workspaceId, workspaceId))
    .orderBy(sql`${workspaceUsers.role} <> 'owner'`, asc(workspaceUsers.createdAt));
  return rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
}

/** The members with their roles, the owner first; any member may read them. */
export async function listMembers(
  { db }: AppContext,
  actor: Actor,
  workspaceId: string,
): Promise<WorkspaceMember[]> {
  await workspaceAccess(db, actor, workspaceId, 'read');
  return membersOf(db, workspaceId);
}

async function roleOf(tx: Executor, workspaceId: string, userId: string) {
  const [row] = await tx
    .select({ role: workspaceUsers.role })
    .from(workspaceUsers)
    .where(and(eq(workspaceUsers.workspaceId, workspaceId), eq(workspaceUsers.userId, userId)));
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return row.role;
}

/** Makes a member an editor or a viewer (the owner's call); the owner's own role changes only by transfer. */
export async function changeMemberRole(
  context: AppContext,
  actor: Actor,
  workspaceId: string,
  userId: string,
  body: unknown,
): Promise<WorkspaceMember> {
  const { role } = validate(changeMemberRoleSchema, body);
  return context.db.transaction(async (tx) => {
    await lockWorkspace(tx, actor, workspaceId, 'manage');
    if ((await roleOf(tx, workspaceId, userId)) === 'owner') throw ownerMustTransfer('keeps the owner role');
    await tx
      .update(workspaceUsers)
      .set({ role })
      .where(and(eq(workspaceUsers.workspaceId, workspaceId), eq(workspaceUsers.userId, userId)));
    return (await membersOf(tx, workspaceId)).find((member) => member.userId === userId)!;
  });
}

/**
 * Removes a member (the owner's call) or, given the caller's own id, leaves the workspace (any member). The owner
 * can do neither, so a team workspace always has its owner; a personal workspace cannot be left.
 */
export async function removeMember(
  context: AppContext,
  actor: Actor,
  workspaceId: string,
  userId: string,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const leaving = userId === actor.id;
    const workspace = await lockWorkspace(tx, actor, workspaceId, leaving ? 'read' : 'manage');
    if (workspace.type === 'PERSONAL') throw personal();
    if ((await roleOf(tx, workspaceId, userId)) === 'owner')
      throw ownerMustTransfer(leaving ? 'cannot leave' : 'cannot be removed');
    await tx
      .delete(workspaceUsers)
      .where(and(eq(workspaceUsers.workspaceId, workspaceId), eq(workspaceUsers.userId, userId)));
  });
}

/**
 * Hands the ownership to another member (the owner's call): they become the owner, whose credits or subscription
 * pay for the workspace's runs from now on, and the caller an editor. The workspace's webhook endpoints that the new
 * owner did not register are paused (decision 040): the new owner's events reach no receiver they did not choose
 * until they resume it.
 */
export async function transferOwnership(
  context: AppContext,
  actor: Actor,
  workspaceId: string,
  userId: string,
): Promise<WorkspaceMember[]> {
  return context.db.transaction(async (tx) => {
    const workspace = await lockWorkspace(tx, actor, workspaceId, 'manage');
    if (workspace.type === 'PERSONAL') throw personal();
    await roleOf(tx, workspaceId, userId);
    if (userId !== actor.id) {
      await tx.update(workspaces).set({ ownerId: userId }).where(eq(workspaces.id, workspaceId));
      const roleFor = (id: string, role: 'owner' | 'editor') =>
        tx
          .update(workspaceUsers)
          .set({ role })
          .where(and(eq(workspaceUsers.workspaceId, workspaceId), eq(workspaceUsers.userId, id)));
      await roleFor(userId, 'owner');
      await roleFor(actor.id, 'editor');
      await tx
        .update(webhookEndpoints)
        .set({ pausedAt: new Date(), pauseReason: OWNERSHIP_TRANSFER_PAUSE_REASON })
        .where(
          and(
            eq(webhookEndpoints.workspaceId, workspaceId),
            isNull(webhookEndpoints.pausedAt),
            or(isNull(webhookEndpoints.createdBy), ne(webhookEndpoints.createdBy, userId)),
          ),
        );
    }
    return membersOf(tx, workspaceId);
  });
}
