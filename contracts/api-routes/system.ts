import { healthSchema } from '../health';
import { openApiDocumentSchema } from '../openapi';
import { siteConfigSchema } from '../site-config';
import { validationReportSchema } from '../validation';
import { type RouteContracts, ok } from './route-types';

export const systemRoutes = {
  'get /api/health': {
    tag: 'System',
    summary: 'Whether the server and its database answer.',
    access: 'public',
    responses: {
      200: { description: 'Healthy', schema: healthSchema },
      503: { description: 'Database unavailable', schema: healthSchema },
    },
  },
  'get /api/config': {
    tag: 'System',
    summary: 'Public site settings: brand name, contact email, location and the analytics script, if any.',
    access: 'public',
    responses: ok(siteConfigSchema),
  },
  'get /api/validation/report': {
    tag: 'System',
    summary:
      'The latest measured accuracy of the simulation engine against real consumers’ answers, beside baselines.',
    access: 'public',
    responses: ok(validationReportSchema),
  },
  'get /api/openapi.json': {
    tag: 'System',
    summary: 'This document (OpenAPI 3.1).',
    access: 'public',
    responses: ok(openApiDocumentSchema),
  },
} satisfies RouteContracts;
