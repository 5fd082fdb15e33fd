// The typed route table: every path the app knows, and one helper to build them.
export const routes = {
  home: '/',
  about: '/about',
  aboutTest: '/about-test',
  login: '/login',
  signup: '/signup',
  resetPassword: '/reset-password',
  features: '/features',
  useCases: '/use-cases',
  methodology: '/methodology',
  methodologyTest: '/methodology-test',
  whyTwinsight: '/why-twinsight',
  pricing: '/pricing',
  pricingTest: '/pricing-test',
  salesOnePagerTest: '/sales-one-pager-test',
  resources: '/resources',
  resource: '/resources/:slug',
  personas: '/personas',
  guide: '/guide',
  privacy: '/privacy',
  terms: '/terms',
  gdpr: '/gdpr',
  cookies: '/cookies',
  search: '/search',
  snapshot: '/snapshot/:slug',
  snapshotRequest: '/snapshot-request',
  profile: '/profile',
  researchLab: '/research-lab',
  audiences: '/research-lab/audiences',
  workspace: '/research-lab/workspace',
  acceptInvitation: '/invitations/accept',
  brand360: '/brand360',
  brand360Profile: '/brand360/:profileId',
  feedback: '/feedback/:id',
  adminContent: '/admin/content',
  adminContentDashboard: '/admin/content/dashboard',
  adminContentNew: '/admin/content/new',
  adminContentEdit: '/admin/content/edit/:contentId',
  adminUsers: '/admin/users',
  adminSnapshotRequests: '/admin/snapshot-requests',
  apiReference: '/api-reference',
} as const;

export type RouteName = keyof typeof routes;
export type RoutePath = (typeof routes)[RouteName];

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<N extends RouteName> = { [K in ParamNames<(typeof routes)[N]>]: string };

type Extras = { search?: Record<string, string | undefined>; hash?: string };
type BuildArgs<N extends RouteName> = [ParamNames<(typeof routes)[N]>] extends [never]
  ? [params?: Record<string, never>, extras?: Extras]
  : [params: RouteParams<N>, extras?: Extras];

/** buildPath('brand360Profile', { profileId }) → '/brand360/abc'; search and hash are optional. */
export function buildPath<N extends RouteName>(name: N, ...[params, extras]: BuildArgs<N>): string {
  let path: string = routes[name];
  for (const [key, value] of Object.entries((params ?? {}) as Record<string, string>)) {
    path = path.replace(`:${key}`, encodeURIComponent(value));
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(extras?.search ?? {})) {
    if (value !== undefined) search.set(key, value);
  }
  const query = search.toString();
  return `${path}${query ? `?${query}` : ''}${extras?.hash ? `#${extras.hash}` : ''}`;
}

/** A same-site path that is safe to return to after sign-in (never another origin). */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith(routes.login) || value.startsWith(routes.signup)) return null;
  return value;
}

/** The location state the gates leave for the sign-in page. */
export type ReturnState = { from?: string };
