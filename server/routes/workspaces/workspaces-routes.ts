import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireActor } from '../../plugins/session';
import { getWorkspace, listWorkspaces } from '../../services/workspaces/list-workspaces';
import { createWorkspace } from '../../services/workspaces/create-workspace';
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  revokeInvitation,
} from '../../services/workspaces/invitations';
import {
  changeMemberRole,
  listMembers,
  removeMember,
  transferOwnership,
} from '../../services/workspaces/manage-members';
import { notFound } from '../../errors';

const paramsSchema = z.object({ id: z.string() });
const memberParams = z.object({ id: z.string(), userId: z.string() });
const invitationParams = z.object({ id: z.string(), invitationId: z.string() });

export function registerWorkspaceRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/api/workspaces', async (request) =>
    listWorkspaces(context, await requireActor(context, request)),
  );

  app.post('/api/workspaces', async (request, reply) => {
    const actor = await requireActor(context, request);
    return reply.status(201).send(await createWorkspace(context, actor, request.body));
  });

  app.get('/api/workspaces/:id', async (request) => {
    const actor = await requireActor(context, request);
    const { id } = paramsSchema.parse(request.params);
    // A malformed id cannot name anybody's workspace: same 404 as a stranger's.
    if (!z.uuid().safeParse(id).success) throw notFound('Workspace not found.');
    return getWorkspace(context, actor, id);
  });

  app.get('/api/workspaces/:id/members', async (request) => {
    const actor = await requireActor(context, request);
    return listMembers(context, actor, paramsSchema.parse(request.params).id);
  });

  app.patch('/api/workspaces/:id/members/:userId', async (request) => {
    const actor = await requireActor(context, request);
    const { id, userId } = memberParams.parse(request.params);
    return changeMemberRole(context, actor, id, userId, request.body);
  });

  app.delete('/api/workspaces/:id/members/:userId', async (request, reply) => {
    const actor = await requireActor(context, request);
    const { id, userId } = memberParams.parse(request.params);
    await removeMember(context, actor, id, userId);
    return reply.status(204).send();
  });

  app.post('/api/workspaces/:id/members/:userId/ownership', async (request) => {
    const actor = await requireActor(context, request);
    const { id, userId } = memberParams.parse(request.params);
    return transferOwnership(context, actor, id, userId);
  });

  app.get('/api/workspaces/:id/invitations', async (request) => {
    const actor = await requireActor(context, request);
    return listInvitations(context, actor, paramsSchema.parse(request.params).id);
  });

  app.post('/api/workspaces/:id/invitations', async (request, reply) => {
    const actor = await requireActor(context, request);
    const { id } = paramsSchema.parse(request.params);
    return reply.status(201).send(await createInvitation(context, actor, id, request.body));
  });

  app.delete('/api/workspaces/:id/invitations/:invitationId', async (request, reply) => {
    const actor = await requireActor(context, request);
    const { id, invitationId } = invitationParams.parse(request.params);
    await revokeInvitation(context, actor, id, invitationId);
    return reply.status(204).send();
  });

  app.post('/api/invitations/accept', async (request) =>
    acceptInvitation(context, await requireActor(context, request), request.body),
  );
}
