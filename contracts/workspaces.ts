import { z } from 'zod';

export const workspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  workspace_type: z.string(),
  owner_id: z.string(),
  created_at: z.string(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

/** One membership row as the spec reads it: the user id plus the nested workspace record. */
export const workspaceMembershipSchema = z.object({
  user_id: z.string(),
  role: z.string(),
  workspaces: workspaceSchema,
});
export type WorkspaceMembership = z.infer<typeof workspaceMembershipSchema>;
/** GET /api/workspaces */
export const workspaceMembershipListSchema = z.array(workspaceMembershipSchema);

export const WORKSPACE_ROLES = ['owner', 'editor', 'viewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];
/** The roles an invitation or a role change may give: the one owner changes only by transfer. */
export const MEMBER_ROLES = ['editor', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The request header naming the workspace a run is started in, or whose history is read (default: PERSONAL). */
export const WORKSPACE_HEADER = 'x-workspace-id';

/** POST /api/workspaces: a team workspace; an administrator may create it for another account (ownerId). */
export const createWorkspaceSchema = z.object({
  name: z.string().trim().min(1).max(80),
  ownerId: z.string().min(1).optional(),
});
export type CreateWorkspaceInput = z.infer<typeof createWorkspaceSchema>;

export const workspaceMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(WORKSPACE_ROLES),
  joinedAt: z.string(),
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;
export const workspaceMemberListSchema = z.array(workspaceMemberSchema);

/** PATCH /api/workspaces/:id/members/:userId */
export const changeMemberRoleSchema = z.object({ role: z.enum(MEMBER_ROLES) });

/** POST /api/workspaces/:id/invitations */
export const createInvitationSchema = z.object({
  email: z.email().max(254),
  role: z.enum(MEMBER_ROLES),
});
export type CreateInvitationInput = z.infer<typeof createInvitationSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.array(invitationSchema);
/**
 * The invitation with its link, answered once to whoever sent it. Without SMTP it is the link that verifies the
 * invited address, to pass on; with SMTP only the emailed one does, and this one works for a verified account.
 */
export const createdInvitationSchema = invitationSchema.extend({ link: z.string() });
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;

/** POST /api/invitations/accept */
export const acceptInvitationSchema = z.object({ token: z.string().min(1).max(200) });
export const acceptedInvitationSchema = z.object({ workspace: workspaceSchema, role: z.enum(MEMBER_ROLES) });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;
