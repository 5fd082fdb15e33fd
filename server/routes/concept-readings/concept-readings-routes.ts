import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { listProductCategories, readConceptForUser } from '../../services/concept-readings/read-concept';
import { bindRoute } from '../bind-route';

export function registerConceptReadingRoutes(app: FastifyInstance, context: AppContext) {
  bindRoute(app, context, 'post /api/concept-readings', ({ body }) => readConceptForUser(body));
  bindRoute(app, context, 'get /api/product-categories', () => listProductCategories());
}
