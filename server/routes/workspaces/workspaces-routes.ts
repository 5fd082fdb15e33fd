import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { createWorkspace } from '../../services/workspaces/create-workspace';
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  revokeInvitation,
} from '../../services/workspaces/invitations';
import { getWorkspace, listWorkspaces } from '../../services/workspaces/list-workspaces';
import {
  changeMemberRole,
  listMembers,
  removeMember,
  transferOwnership,
} from '../../services/workspaces/manage-members';
import { bindRoute } from '../bind-route';

export function registerWorkspaceRoutes(app: FastifyInstance, context: AppContext) {
  bindRoute(app, context, 'get /api/workspaces', ({ actor }) => listWorkspaces(context, actor));

  bindRoute(app, context, 'post /api/workspaces', ({ actor, body }) => createWorkspace(context, actor, body));

  bindRoute(app, context, 'get /api/workspaces/:id', ({ actor, params }) => {
    // A malformed id cannot name anybody's workspace: same 404 as a stranger's.
    if (!z.uuid().safeParse(params.id).success) throw notFound('Workspace not found.');
    return getWorkspace(context, actor, params.id);
  });

  bindRoute(app, context, 'get /api/workspaces/:id/members', ({ actor, params }) =>
    listMembers(context, actor, params.id),
  );

  bindRoute(app, context, 'patch /api/workspaces/:id/members/:userId', ({ actor, params, body }) =>
    changeMemberRole(context, actor, params.id, params.userId, body),
  );

  bindRoute(app, context, 'delete /api/workspaces/:id/members/:userId', ({ actor, params }) =>
    removeMember(context, actor, params.id, params.userId),
  );

  bindRoute(app, context, 'post /api/workspaces/:id/members/:userId/ownership', ({ actor, params }) =>
    transferOwnership(context, actor, params.id, params.userId),
  );

  bindRoute(app, context, 'get /api/workspaces/:id/invitations', ({ actor, params }) =>
    listInvitations(context, actor, params.id),
  );

  bindRoute(app, context, 'post /api/workspaces/:id/invitations', ({ actor, params, body }) =>
    createInvitation(context, actor, params.id, body),
  );

  bindRoute(app, context, 'delete /api/workspaces/:id/invitations/:invitationId', ({ actor, params }) =>
    revokeInvitation(context, actor, params.id, params.invitationId),
  );

  bindRoute(app, context, 'post /api/invitations/accept', ({ actor, body }) =>
    acceptInvitation(context, actor, body),
  );
}
