import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  HISTORY_MAX_PAGE_SIZE,
  HISTORY_PAGE_SIZE,
  saveFeedbackSchema,
  updateFeedbackSchema,
} from '../../../contracts/feedback';
import type { AppContext } from '../../context';
import { badRequest } from '../../errors';
import { requireActor } from '../../plugins/session';
import {
  assertFeedbackMember,
  getFeedback,
  listFollowUps,
} from '../../services/feedback-records/get-feedback';
import { getFeedbackStats } from '../../services/feedback-records/get-feedback-stats';
import {
  listFeedbackHistory,
  streamAllFeedback,
} from '../../services/feedback-records/list-feedback-history';
import { repairFeedbackTypes } from '../../services/feedback-records/repair-feedback-types';
import { saveFeedback } from '../../services/feedback-records/save-feedback';
import { updateFeedback } from '../../services/feedback-records/update-feedback';
import { validate } from '../../validate';

const historyQuerySchema = z.object({
  type: z.string().optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(HISTORY_MAX_PAGE_SIZE).default(HISTORY_PAGE_SIZE),
  cursor: z.uuid().optional(),
});
const idParamsSchema = z.object({ id: z.string().min(1).max(100) });
const followUpsQuerySchema = z.object({ personaId: z.string().optional() });

/** A JSON array written item by item. */
async function* jsonArray(items: AsyncIterable<unknown>): AsyncGenerator<string> {
  let first = true;
  for await (const item of items) {
    yield `${first ? '[' : ','}${JSON.stringify(item)}`;
    first = false;
  }
  yield first ? '[]' : ']';
}

export function registerFeedbackRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/api/feedback', async (request) => {
    const actor = await requireActor(context, request);
    return listFeedbackHistory(context, actor, validate(historyQuerySchema, request.query, 'query'));
  });

  app.get('/api/feedback/all', async (request, reply) => {
    const records = streamAllFeedback(context, await requireActor(context, request));
    return reply.type('application/json; charset=utf-8').send(Readable.from(jsonArray(records)));
  });

  app.get('/api/feedback/stats', async (request) =>
    getFeedbackStats(context, await requireActor(context, request)),
  );

  app.post('/api/feedback/repair-types', async (request) =>
    repairFeedbackTypes(context, await requireActor(context, request), (error) =>
      request.log.error({ err: error }, 'type repair failed'),
    ),
  );

  app.post('/api/feedback', async (request, reply) => {
    const actor = await requireActor(context, request);
    const record = await saveFeedback(context, actor, validate(saveFeedbackSchema, request.body), {
      warn: (message) => request.log.warn(message),
    });
    return reply.status(201).send(record);
  });

  app.get('/api/feedback/:id', async (request) => {
    const actor = await requireActor(context, request);
    return getFeedback(context, actor, validate(idParamsSchema, request.params).id);
  });

  app.patch('/api/feedback', async (request) => {
    await requireActor(context, request);
    throw badRequest('feedbackId is required for updating feedback');
  });

  app.patch('/api/feedback/:id', async (request) => {
    const actor = await requireActor(context, request);
    const { id } = validate(idParamsSchema, request.params);
    await assertFeedbackMember(context, actor, id, 'change');
    return updateFeedback(context, actor, id, validate(updateFeedbackSchema, request.body));
  });

  app.get('/api/feedback/:id/follow-ups', async (request) => {
    const actor = await requireActor(context, request);
    const { id } = validate(idParamsSchema, request.params);
    await assertFeedbackMember(context, actor, id, 'read');
    const { personaId } = validate(followUpsQuerySchema, request.query, 'query');
    if (!personaId) throw badRequest('feedbackId and personaId are required');
    return listFollowUps(context, actor, id, personaId);
  });
}
