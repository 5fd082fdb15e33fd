import type { FastifyInstance } from 'fastify';
import { angelPitchRequestSchema } from '../../../contracts/angel-pitch';
import type { AppContext } from '../../context';
import { requireActor } from '../../plugins/session';
import { listAngelPitches } from '../../services/angel-pitches/run-angel-pitch';
import { runRecord, submitRun } from '../../services/runs/submit-run';
import { validate } from '../../validate';

export function registerAngelPitchRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/api/angel-pitches', async (request) =>
    listAngelPitches(context, await requireActor(context, request)),
  );

  app.post('/api/angel-pitches', async (request, reply) => {
    const actor = await requireActor(context, request);
    const input = validate(angelPitchRequestSchema, request.body);
    const record = await runRecord(await submitRun(context, actor, 'angel_pitch', input));
    return reply.status(201).send(record);
  });
}
