import {
  ownedPricingStudyRecordSchema,
  pricingStudyPageSchema,
  pricingStudyQuoteSchema,
  pricingStudyRequestSchema,
} from '../pricing-study';
import { type RouteContracts, recordPageQuery, ok, created } from './route-types';

export const pricingStudiesRoutes = {
  'get /api/pricing-studies': {
    tag: 'Research',
    summary: 'Your pricing studies (records of type pricing_study), newest first, a page at a time.',
    access: 'signed-in',
    query: recordPageQuery('Studies'),
    responses: ok(pricingStudyPageSchema),
  },
  'post /api/pricing-studies/quote': {
    runs: true,
    tag: 'Research',
    summary:
      'What a pricing study would ask before it runs: its panel size, its ladder (a suggested one says what it is centred on), its cost and its model calls. Charges nothing.',
    access: 'signed-in',
    body: pricingStudyRequestSchema,
    responses: ok(pricingStudyQuoteSchema),
  },
  'post /api/pricing-studies': {
    runs: true,
    tag: 'Research',
    summary:
      'Runs a pricing study (Gabor-Granger or Van Westendorp) with up to 200 twins, named or chosen by filters (1 credit); answers the saved pricing_study record, or its events as Server-Sent Events with Accept: text/event-stream.',
    access: 'signed-in',
    body: pricingStudyRequestSchema,
    responses: created(ownedPricingStudyRecordSchema),
  },
} satisfies RouteContracts;
