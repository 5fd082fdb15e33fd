import {
  conceptComparisonPageSchema,
  conceptComparisonQuoteSchema,
  conceptComparisonFormFieldsSchema,
  conceptComparisonRequestSchema,
  MAX_VARIANTS,
  variantImageField,
  ownedConceptComparisonRecordSchema,
} from '../concept-comparison';
import { type RouteContracts, recordPageQuery, ok, created } from './route-types';

export const comparisonsRoutes = {
  'get /api/comparisons': {
    tag: 'Research',
    summary: 'Your concept comparisons (records of type concept_comparison), newest first, a page at a time.',
    access: 'signed-in',
    query: recordPageQuery('Comparisons'),
    responses: ok(conceptComparisonPageSchema),
  },
  'post /api/comparisons/quote': {
    runs: true,
    tag: 'Research',
    summary:
      'What a comparison would ask before it runs: its panel size, its cost and its model calls. Charges nothing.',
    access: 'signed-in',
    body: conceptComparisonRequestSchema,
    responses: ok(conceptComparisonQuoteSchema),
  },
  'post /api/comparisons': {
    runs: true,
    tag: 'Research',
    summary:
      "Puts 2–5 variants of a concept to the same twins (up to 200, named or chosen by filters; 1 credit); answers the saved concept_comparison record, or its events as Server-Sent Events with Accept: text/event-stream. As multipart/form-data the same fields travel as JSON text fields, and any variant may carry an image as the file field images.N (N the variant's index from 0; PNG/JPEG/WebP by content, at most 5 MB): the ad reader reads it and the twins judge that variant as in an Ad Creative Test; the record keeps each image's id and reading as variants[N].image. A bad image (wrong type, damaged, over 5 MB with 413, or for a variant that does not exist) is refused naming its field and charges nothing.",
    access: 'signed-in',
    body: conceptComparisonRequestSchema,
    multipartFields: conceptComparisonFormFieldsSchema,
    file: Array.from({ length: MAX_VARIANTS }, (_, index) => ({
      name: variantImageField(index),
      mediaType: 'image/*',
      optional: true as const,
    })),
    responses: created(ownedConceptComparisonRecordSchema),
  },
  'get /api/comparisons/:id/images/:variant': {
    tag: 'Research',
    summary:
      'The image of one variant (its index from 0) of one of your concept comparisons; 404 when it has none.',
    access: 'signed-in',
    responses: { 200: { description: 'The image', contentType: 'image/webp' } },
  },
} satisfies RouteContracts;
