import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { badRequest } from '../../errors';
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
import { bindRoute } from '../bind-route';

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
  bindRoute(app, context, 'get /api/feedback', ({ actor, query }) =>
    listFeedbackHistory(context, actor, query),
  );

  bindRoute(app, context, 'get /api/feedback/all', ({ actor, reply }) =>
    reply
      .type('application/json; charset=utf-8')
      .send(Readable.from(jsonArray(streamAllFeedback(context, actor)))),
  );

  bindRoute(app, context, 'get /api/feedback/stats', ({ actor }) => getFeedbackStats(context, actor));

  bindRoute(app, context, 'post /api/feedback/repair-types', ({ actor, request }) =>
    repairFeedbackTypes(context, actor, (error) => request.log.error({ err: error }, 'type repair failed')),
  );

  bindRoute(app, context, 'post /api/feedback', ({ actor, body, request }) =>
    saveFeedback(context, actor, body, { warn: (message) => request.log.warn(message) }),
  );

  bindRoute(app, context, 'get /api/feedback/:id', ({ actor, params }) =>
    getFeedback(context, actor, params.id),
  );

  bindRoute(app, context, 'patch /api/feedback', () => {
    throw badRequest('feedbackId is required for updating feedback');
  });

  bindRoute(
    app,
    context,
    'patch /api/feedback/:id',
    ({ actor, params, body }) => updateFeedback(context, actor, params.id, body),
    { authorize: ({ actor, params }) => assertFeedbackMember(context, actor, params.id, 'change') },
  );

  bindRoute(
    app,
    context,
    'get /api/feedback/:id/follow-ups',
    ({ actor, params, query }) => {
      if (!query.personaId) throw badRequest('feedbackId and personaId are required');
      return listFollowUps(context, actor, params.id, query.personaId);
    },
    { authorize: ({ actor, params }) => assertFeedbackMember(context, actor, params.id, 'read') },
  );
}
