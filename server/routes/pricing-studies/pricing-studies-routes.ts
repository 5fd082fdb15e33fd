import type { FastifyInstance } from 'fastify';
import { pricingStudyRequestSchema } from '../../../contracts/pricing-study';
import type { AppContext } from '../../context';
import { requireActor } from '../../plugins/session';
import { listPricingStudies, quotePricingStudy } from '../../services/pricing-studies/run-pricing-study';
import { submitRun } from '../../services/runs/submit-run';
import { validate } from '../../validate';
import { answerRun } from '../answer-run';
import { recordPageQuerySchema } from '../record-page-query';

export function registerPricingStudyRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/api/pricing-studies', async (request) => {
    const actor = await requireActor(context, request);
    return listPricingStudies(context, actor, validate(recordPageQuerySchema, request.query, 'query'));
  });

  app.post('/api/pricing-studies/quote', async (request) => {
    const actor = await requireActor(context, request);
    return quotePricingStudy(context, actor, validate(pricingStudyRequestSchema, request.body));
  });

  app.post('/api/pricing-studies', async (request, reply) => {
    const actor = await requireActor(context, request);
    const input = validate(pricingStudyRequestSchema, request.body);
    return answerRun(request, reply, await submitRun(context, actor, 'pricing_study', input));
  });
}
