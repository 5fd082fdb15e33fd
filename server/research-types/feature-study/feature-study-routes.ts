import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { listFeatureStudies, quoteFeatureStudy, simulateFeatureStudy } from './run-feature-study';
import { submitRun } from '../../services/runs/submit-run';
import { answerRun } from '../../routes/answer-run';
import { bindRoute } from '../../routes/bind-route';

export function registerFeatureStudyRoutes(app: FastifyInstance, context: AppContext) {
  bindRoute(app, context, 'get /api/feature-studies', ({ actor, query }) =>
    listFeatureStudies(context, actor, query),
  );

  bindRoute(app, context, 'post /api/feature-studies/quote', ({ actor, body }) =>
    quoteFeatureStudy(context, actor, body),
  );

  bindRoute(app, context, 'post /api/feature-studies', async ({ actor, body, request, reply }) =>
    answerRun(request, reply, await submitRun(context, actor, 'feature_study', body)),
  );

  bindRoute(app, context, 'post /api/feature-studies/:id/simulate', ({ actor, params, body }) =>
    simulateFeatureStudy(context, actor, params.id, body),
  );
}
