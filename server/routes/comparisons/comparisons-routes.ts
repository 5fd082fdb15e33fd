import type { FastifyInstance } from 'fastify';
import { conceptComparisonRequestSchema } from '../../../contracts/concept-comparison';
import type { AppContext } from '../../context';
import { requireActor } from '../../plugins/session';
import {
  listConceptComparisons,
  quoteConceptComparison,
} from '../../services/concept-comparisons/run-concept-comparison';
import { submitRun } from '../../services/runs/submit-run';
import { validate } from '../../validate';
import { answerRun } from '../answer-run';
import { recordPageQuerySchema } from '../record-page-query';

export function registerComparisonRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/api/comparisons', async (request) => {
    const actor = await requireActor(context, request);
    return listConceptComparisons(context, actor, validate(recordPageQuerySchema, request.query, 'query'));
  });

  app.post('/api/comparisons/quote', async (request) => {
    const actor = await requireActor(context, request);
    return quoteConceptComparison(context, actor, validate(conceptComparisonRequestSchema, request.body));
  });

  app.post('/api/comparisons', async (request, reply) => {
    const actor = await requireActor(context, request);
    const input = validate(conceptComparisonRequestSchema, request.body);
    return answerRun(request, reply, await submitRun(context, actor, 'concept_comparison', input));
  });
}
