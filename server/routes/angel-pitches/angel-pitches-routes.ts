import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { angelPitchRequestSchema } from '../../../contracts/angel-pitch';
import { HISTORY_MAX_PAGE_SIZE, HISTORY_PAGE_SIZE } from '../../../contracts/feedback';
import type { AppContext } from '../../context';
import { requireActor } from '../../plugins/session';
import { listAngelPitches } from '../../services/angel-pitches/run-angel-pitch';
import { runRecord, submitRun } from '../../services/runs/submit-run';
import { validate } from '../../validate';

const pitchPageQuerySchema = z.object({
  cursor: z.string().min(1).max(100).optional(),
  pageSize: z.coerce.number().int().min(1).max(HISTORY_MAX_PAGE_SIZE).default(HISTORY_PAGE_SIZE),
});

export function registerAngelPitchRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/api/angel-pitches', async (request) => {
    const actor = await requireActor(context, request);
    return listAngelPitches(context, actor, validate(pitchPageQuerySchema, request.query, 'query'));
  });

  app.post('/api/angel-pitches', async (request, reply) => {
    const actor = await requireActor(context, request);
    const input = validate(angelPitchRequestSchema, request.body);
    const record = await runRecord(await submitRun(context, actor, 'angel_pitch', input));
    return reply.status(201).send(record);
  });
}
