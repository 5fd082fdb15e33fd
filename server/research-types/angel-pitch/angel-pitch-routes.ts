import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { listAngelPitches } from './run-angel-pitch';
import { runRecord, submitRun } from '../../services/runs/submit-run';
import { bindRoute } from '../../routes/bind-route';

export function registerAngelPitchRoutes(app: FastifyInstance, context: AppContext) {
  bindRoute(app, context, 'get /api/angel-pitches', ({ actor, query }) =>
    listAngelPitches(context, actor, query),
  );

  bindRoute(app, context, 'post /api/angel-pitches', async ({ actor, body }) =>
    runRecord(await submitRun(context, actor, 'angel_pitch', body)),
  );
}
