import { conceptReadingSchema, productCategoryListSchema } from '../concept-reading';
import { conceptReadingRequestSchema } from '../concept-reading-request';
import { type RouteContracts, ok } from './route-types';

export const conceptReadingsRoutes = {
  'post /api/concept-readings': {
    runs: true,
    tag: 'Research',
    summary:
      'What the twins would understand of a concept before it runs: the product category it is placed in (null when not placed) with a confidence, what that product usually costs, the price as read, each stated attribute and whether it counts as a quality, a defect, neutral or unread, whom the product suits, and whether the concept lies in a domain the engine was measured on. A run may correct the category and the usual price (its reading field); sent here, the same corrections are checked (a 400 names a field it cannot apply) and the reading answers with them applied. Charges nothing.',
    access: 'signed-in',
    body: conceptReadingRequestSchema,
    responses: ok(conceptReadingSchema),
  },
  'get /api/product-categories': {
    tag: 'Research',
    summary:
      'Every product category the engine can place a concept in and price, with its group and the unit its usual price is for: the ids a run’s reading.categoryId takes.',
    access: 'signed-in',
    responses: ok(productCategoryListSchema),
  },
} satisfies RouteContracts;
