import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireActor } from '../../plugins/session';
import { getWorkspace, listWorkspaces } from '../../services/workspaces/list-workspaces';
import { notFound } from '../../errors';

const paramsSchema = z.object({ id: z.string() });

export function registerWorkspaceRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/api/workspaces', async (request) =>
    listWorkspaces(context, await requireActor(context, request)),
  );

  app.get('/api/workspaces/:id', async (request) => {
    const actor = await requireActor(context, request);
    const { id } = paramsSchema.parse(request.params);
    // A malformed id cannot name anybody's workspace: same 404 as a stranger's.
    if (!z.uuid().safeParse(id).success) throw notFound('Workspace not found.');
    return getWorkspace(context, actor, id);
  });
}
