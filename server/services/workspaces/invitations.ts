import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  acceptInvitationSchema,
  createInvitationSchema,
  type AcceptedInvitation,
  type CreatedInvitation,
  type Invitation,
} from '@contracts/workspaces';
import { user, workspaceInvitations, workspaces, workspaceUsers } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';
import { httpError, notFound } from '../../errors';
import { validate } from '../../validate';
import { toWorkspace } from './list-workspaces';
import { isUuid, workspaceAccess } from './workspace-access';

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;
/** The web page an invitation's link opens; it accepts the token for the signed-in user. */
export const ACCEPT_INVITATION_PATH = '/invitations/accept';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * What an emailed link adds to its token (`token.proof`): a signature under the server's secret, so only a link the
 * server sent to the invited address carries it, and opening it proves the address (decision 054).
 */
const addressProof = (secret: string, token: string) =>
  createHmac('sha256', secret).update(`invitation-address:${token}`).digest('base64url');

function provesAddress(secret: string, token: string, proof: string): boolean {
  const expected = Buffer.from(addressProof(secret, token));
  const given = Buffer.from(proof);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function toInvitation(row: typeof workspaceInvitations.$inferSelect): Invitation {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    email: row.email,
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The invitations not yet accepted, oldest first (the owner's to see). */
export async function listInvitations(
  { db }: AppContext,
  actor: Actor,
  workspaceId: string,
): Promise<Invitation[]> {
  await workspaceAccess(db, actor, workspaceId, 'manage');
  const rows = await db
    .select()
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), isNull(workspaceInvitations.acceptedAt)))
    .orderBy(asc(workspaceInvitations.createdAt));
  return rows.map(toInvitation);
}

/**
 * Invites someone by email into a team workspace (the owner's call). The link carries a random token of which only
 * the hash is stored, and the proof that it was sent to the invited address. It is emailed when SMTP is configured,
 * or else printed in development and answered to the inviter, who passes it on. With SMTP the inviter is answered
 * the link without the proof: it lets in an account whose address is already verified, no other.
 */
export async function createInvitation(
  context: AppContext,
  actor: Actor,
  workspaceId: string,
  body: unknown,
): Promise<CreatedInvitation> {
  const workspace = await workspaceAccess(context.db, actor, workspaceId, 'manage');
  const input = validate(createInvitationSchema, body);
  if (workspace.type === 'PERSONAL')
    throw httpError('WORKSPACE_PERSONAL', 'A personal workspace cannot be shared: create a team workspace.');
  const email = input.email.toLowerCase();
  const [member] = await context.db
    .select({ id: user.id })
    .from(workspaceUsers)
    .innerJoin(user, eq(user.id, workspaceUsers.userId))
    .where(and(eq(workspaceUsers.workspaceId, workspaceId), sql`lower(${user.email}) = ${email}`));
  if (member) throw httpError('ALREADY_MEMBER', `${email} is already a member of this workspace.`);
  const token = randomBytes(32).toString('base64url');
  const [row] = await context.db
    .insert(workspaceInvitations)
    .values({
      workspaceId,
      email,
      role: input.role,
      tokenHash: hashToken(token),
      invitedBy: actor.id,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
    })
    .returning();
  const linkWith = (sent: string) => `${context.env.BASE_URL}${ACCEPT_INVITATION_PATH}?token=${sent}`;
  const proven = `${token}.${addressProof(context.env.BETTER_AUTH_SECRET, token)}`;
  await sendInvitation(context, actor, workspaceId, row!, linkWith(proven));
  return { ...toInvitation(row!), link: linkWith(context.mailer ? token : proven) };
}

async function sendInvitation(
  context: AppContext,
  actor: Actor,
  workspaceId: string,
  row: typeof workspaceInvitations.$inferSelect,
  url: string,
) {
  const [workspace] = await context.db
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  const details = {
    workspaceName: workspace!.name,
    inviterName: actor.name,
    role: row.role,
    url,
    expiresAt: row.expiresAt,
  };
  if (context.mailer) await context.mailer.sendWorkspaceInvitation(row.email, details);
  else if (context.env.NODE_ENV === 'development')
    process.stdout.write(
      `\nWorkspace invitation link for ${row.email} (no SMTP_URL set, development only):\n${url}\n\n`,
    );
}

/** Revokes an invitation (the owner's call): its link stops working. */
export async function revokeInvitation(
  context: AppContext,
  actor: Actor,
  workspaceId: string,
  invitationId: string,
): Promise<void> {
  await workspaceAccess(context.db, actor, workspaceId, 'manage');
  const removed = isUuid(invitationId)
    ? await context.db
        .delete(workspaceInvitations)
        .where(
          and(
            eq(workspaceInvitations.id, invitationId),
            eq(workspaceInvitations.workspaceId, workspaceId),
            isNull(workspaceInvitations.acceptedAt),
          ),
        )
        .returning({ id: workspaceInvitations.id })
    : [];
  if (removed.length === 0) throw notFound('Invitation not found.');
}

/**
 * Accepts an invitation for the signed-in caller, whose email must be the invited one and verified: once, before it
 * expires. The link sent to the invited address verifies it (its token carries the proof); without the proof the
 * account's email must be verified already. The invitation and the workspace are locked, so two acceptances of one
 * link cannot both pass.
 */
export async function acceptInvitation(
  context: AppContext,
  actor: Actor,
  body: unknown,
): Promise<AcceptedInvitation> {
  const [token = '', proof] = validate(acceptInvitationSchema, body).token.split('.');
  return context.db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.tokenHash, hashToken(token)))
      .for('update');
    if (!invitation)
      throw httpError('INVITATION_INVALID', 'This invitation link is not valid: it may have been revoked.');
    if (invitation.acceptedAt)
      throw httpError('INVITATION_USED', 'This invitation was already accepted: a link works once.');
    if (invitation.expiresAt <= new Date())
      throw httpError(
        'INVITATION_EXPIRED',
        'This invitation has expired: ask the workspace’s owner for a new one.',
      );
    if (invitation.email !== actor.email.toLowerCase())
      throw httpError(
        'INVITATION_EMAIL_MISMATCH',
        `This invitation was sent to another email address; sign in as that account to accept it.`,
      );
    const sentToAddress = proof !== undefined && provesAddress(context.env.BETTER_AUTH_SECRET, token, proof);
    const [account] = await tx
      .select({ emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, actor.id));
    if (!sentToAddress && !account?.emailVerified)
      throw httpError(
        'INVITATION_EMAIL_UNVERIFIED',
        `Your email address is not verified yet: open this invitation from the email sent to ${invitation.email}; its link verifies the address.`,
      );
    if (!account?.emailVerified)
      await tx.update(user).set({ emailVerified: true, updatedAt: new Date() }).where(eq(user.id, actor.id));
    const [workspace] = await tx
      .select()
      .from(workspaces)
      .where(eq(workspaces.id, invitation.workspaceId))
      .for('update');
    const inserted = await tx
      .insert(workspaceUsers)
      .values({ workspaceId: invitation.workspaceId, userId: actor.id, role: invitation.role })
      .onConflictDoNothing()
      .returning({ userId: workspaceUsers.userId });
    if (inserted.length === 0)
      throw httpError('ALREADY_MEMBER', 'You are already a member of this workspace.');
    await tx
      .update(workspaceInvitations)
      .set({ acceptedAt: new Date(), acceptedBy: actor.id })
      .where(eq(workspaceInvitations.id, invitation.id));
    return { workspace: toWorkspace(workspace!), role: invitation.role };
  });
}
