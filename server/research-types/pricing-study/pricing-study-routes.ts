import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { listPricingStudies, quotePricingStudy } from './run-pricing-study';
import { submitRun } from '../../services/runs/submit-run';
import { answerRun } from '../../routes/answer-run';
import { bindRoute } from '../../routes/bind-route';

export function registerPricingStudyRoutes(app: FastifyInstance, context: AppContext) {
  bindRoute(app, context, 'get /api/pricing-studies', ({ actor, query }) =>
    listPricingStudies(context, actor, query),
  );

  bindRoute(app, context, 'post /api/pricing-studies/quote', ({ actor, body }) =>
    quotePricingStudy(context, actor, body),
  );

  bindRoute(app, context, 'post /api/pricing-studies', async ({ actor, body, request, reply }) =>
    answerRun(request, reply, await submitRun(context, actor, 'pricing_study', body)),
  );
}
