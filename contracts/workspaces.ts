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
