// Every route under /api with what it takes and what it answers, one file per area: the source of GET /api/openapi.json,
// and what the integration tests check each JSON answer against (server/testing.ts).
import type { ApiKeyScope } from '../api-keys';
import { systemRoutes } from './system';
import { sessionRoutes } from './session';
import { accountRoutes } from './account';
import { workspacesRoutes } from './workspaces';
import { creditsRoutes } from './credits';
import { billingRoutes } from './billing';
import { personasRoutes } from './personas';
import { feedbackRoutes } from './feedback';
import { contentRoutes } from './content';
import { audiencesRoutes } from './audiences';
import { brandStudiesRoutes } from './brand-studies';
import { angelPitchesRoutes } from './angel-pitches';
import { pricingStudiesRoutes } from './pricing-studies';
import { comparisonsRoutes } from './comparisons';
import { featureStudiesRoutes } from './feature-studies';
import { conceptReadingsRoutes } from './concept-readings';
import { interviewsRoutes } from './interviews';
import { adminRoutes } from './admin';
import type { ApiRoute, HttpMethod, RouteKey } from './route-types';

export type {
  ApiRoute,
  FileField,
  HttpMethod,
  RouteAccess,
  RouteContract,
  RouteKey,
  RouteResponse,
} from './route-types';

/** The API's version in the OpenAPI document: raised when an answer changes shape. */
export const API_VERSION = '1.0.0';

/** Every route contract by key; `bindRoute` registers a route from its key. */
export const routeContracts = {
  ...systemRoutes,
  ...sessionRoutes,
  ...accountRoutes,
  ...workspacesRoutes,
  ...creditsRoutes,
  ...billingRoutes,
  ...personasRoutes,
  ...feedbackRoutes,
  ...contentRoutes,
  ...audiencesRoutes,
  ...brandStudiesRoutes,
  ...angelPitchesRoutes,
  ...pricingStudiesRoutes,
  ...comparisonsRoutes,
  ...featureStudiesRoutes,
  ...conceptReadingsRoutes,
  ...interviewsRoutes,
  ...adminRoutes,
};

export type RouteContractsByKey = typeof routeContracts;
export type ApiRouteKey = keyof RouteContractsByKey;

/** A key split into its method and path. */
export function routeOfKey(key: RouteKey): { method: HttpMethod; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as HttpMethod, path: key.slice(space + 1) };
}

export const apiRoutes: ApiRoute[] = Object.entries(routeContracts).map(([key, contract]) => ({
  ...contract,
  ...routeOfKey(key as RouteKey),
}));

/** The scope an API key needs for a call, or null when no key may make it. */
export function apiKeyScopeFor(method: string, path: string | undefined): ApiKeyScope | null {
  const lower = method.toLowerCase();
  if (lower === 'get' || lower === 'head') return 'read';
  return apiRoutes.some((route) => route.runs && route.method === lower && route.path === path)
    ? 'run'
    : null;
}

/** The route declared for a method and a Fastify route path, if any. */
export function findApiRoute(method: string, path: string): ApiRoute | undefined {
  const wanted = method.toLowerCase();
  return apiRoutes.find((route) => route.method === wanted && route.path === path);
}
