import { z } from 'zod';
import {
  featureStudyPageSchema,
  featureStudyQuoteSchema,
  featureStudyRequestSchema,
  ownedFeatureStudyRecordSchema,
  simulationRequestSchema,
  simulationResultSchema,
} from '../feature-study';
import { type RouteContracts, recordPageQuery, ok, created } from './route-types';

export const featureStudiesRoutes = {
  'get /api/feature-studies': {
    tag: 'Research',
    summary: 'Your feature value studies (records of type feature_study), newest first, a page at a time.',
    access: 'signed-in',
    query: recordPageQuery('Studies'),
    responses: ok(featureStudyPageSchema),
  },
  'post /api/feature-studies/quote': {
    runs: true,
    tag: 'Research',
    summary:
      'What a feature value study would ask before it runs: its panel size, tasks per twin (and the most its attributes and prices can fill), its cost and its model calls. Charges nothing.',
    access: 'signed-in',
    body: featureStudyRequestSchema,
    responses: ok(featureStudyQuoteSchema),
  },
  'post /api/feature-studies': {
    runs: true,
    tag: 'Research',
    summary:
      'Runs a feature value study (a choice-based conjoint: 2–8 attributes of 2–5 levels, 2–7 prices, optionally "none of these") with up to 300 twins, named or chosen by filters (1 credit): each twin chooses in its own seeded tasks, and a conditional logit pooled over the panel gives part-worths, attribute importance and the willingness to pay for each level, with 90% intervals. Answers the saved feature_study record, or its events as Server-Sent Events with Accept: text/event-stream.',
    access: 'signed-in',
    body: featureStudyRequestSchema,
    responses: created(ownedFeatureStudyRecordSchema),
  },
  'post /api/feature-studies/:id/simulate': {
    tag: 'Research',
    summary:
      'Market shares (with 90% intervals) of 2–8 products built from one of your feature value studies\' levels and a price, optionally beside "none of these", from the study\'s estimate. Free; makes no model calls.',
    access: 'signed-in',
    params: z.object({ id: z.string().min(1).max(100) }),
    body: simulationRequestSchema,
    responses: ok(simulationResultSchema),
  },
} satisfies RouteContracts;
