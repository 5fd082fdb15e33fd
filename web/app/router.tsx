// Every route the app serves. Other issues add their screens here; unknown paths get the 404 page.
import { createBrowserRouter, matchRoutes, Navigate, type Params, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RequireAdmin } from '@web/features/auth/components/require-admin';
import { RequireAuth } from '@web/features/auth/components/require-auth';
import { LandingPage } from '@web/features/marketing/components/landing-page';
import { NotFoundPage } from '@web/features/not-found/components/not-found-page';
import { publishedItemQueryOptions } from '@web/entities/site/get-published-content';
import { contentSummariesQueryOptions } from '@web/entities/site/list-content-summaries';
import { RouteErrorPage } from './layouts/route-error-page';
import { SiteLayout } from './layouts/site-layout';
import { billingPlansQueryOptions } from '@web/entities/billing/get-billing-plans';
import { buildPath, routes } from '@web/lib/routes';
import { loadChunk } from '@web/lib/load-chunk';
import { validationReportQueryOptions } from '@web/entities/validation/get-validation-report';

// Screens beyond the landing page load on demand as their own chunks, before the router shows them (a failed or
// timed-out load reaches RouteErrorPage as a ChunkLoadError). Server rendering resolves them before rendering, and the browser before hydrating.
const screen =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): RouteObject['lazy'] =>
  async () => ({ Component: (await loadChunk(load))[name] });
/** A screen that draws saved runs: it loads with the registry of record types (./record-types.tsx) and sits inside it. */
const recordScreen =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): RouteObject['lazy'] =>
  async () => {
    const [page, { withRecordTypes }] = await Promise.all([
      loadChunk(load),
      loadChunk(() => import('./record-types')),
    ]);
    return { Component: withRecordTypes(page[name]) };
  };

const SignInPage = screen(() => import('@web/features/auth/components/sign-in-page'), 'SignInPage');
const SignUpPage = screen(() => import('@web/features/auth/components/sign-up-page'), 'SignUpPage');
const ResetPasswordPage = screen(
  () => import('@web/features/auth/components/reset-password-page'),
  'ResetPasswordPage',
);
const ProfilePage = screen(() => import('@web/features/profile/components/profile-page'), 'ProfilePage');
const ApiReferencePage = screen(
  () => import('@web/features/api-reference/components/api-reference-page'),
  'ApiReferencePage',
);
const PricingPage = screen(() => import('@web/features/pricing/components/pricing-page'), 'PricingPage');
const AdminUsersPage = screen(
  () => import('@web/features/admin-users/components/admin-users-page'),
  'AdminUsersPage',
);
const SnapshotRequestsPage = screen(
  () => import('@web/features/admin-snapshot-requests/components/snapshot-requests-page'),
  'SnapshotRequestsPage',
);
const FeaturesPage = screen(() => import('@web/features/marketing/components/features-page'), 'FeaturesPage');
const UseCasesPage = screen(
  () => import('@web/features/marketing/components/use-cases-page'),
  'UseCasesPage',
);
const MethodologyPage = screen(
  () => import('@web/features/marketing/components/methodology-page'),
  'MethodologyPage',
);
const WhyTwinsightPage = screen(
  () => import('@web/features/marketing/components/why-twinsight-page'),
  'WhyTwinsightPage',
);
const AboutTestPage = screen(
  () => import('@web/features/marketing/components/about-test-page'),
  'AboutTestPage',
);
const PricingTestPage = screen(
  () => import('@web/features/marketing/components/pricing-test-page'),
  'PricingTestPage',
);
const SalesOnePagerPage = screen(
  () => import('@web/features/marketing/components/sales-one-pager-page'),
  'SalesOnePagerPage',
);
const PrivacyPage = screen(() => import('@web/features/legal/components/privacy-page'), 'PrivacyPage');
const TermsPage = screen(() => import('@web/features/legal/components/terms-page'), 'TermsPage');
const GdprPage = screen(() => import('@web/features/legal/components/gdpr-page'), 'GdprPage');
const CookiesPage = screen(() => import('@web/features/legal/components/cookies-page'), 'CookiesPage');
const SearchPage = screen(() => import('@web/features/search/components/search-page'), 'SearchPage');
const GuidePage = screen(() => import('@web/features/guide/components/guide-page'), 'GuidePage');
const PersonasPage = screen(
  () => import('@web/features/personas/components/personas-page-container'),
  'PersonasPageContainer',
);
const ResearchLabScreen = screen(() => import('./pages/research-lab-screen'), 'ResearchLabScreen');
const AudiencesPage = screen(
  () => import('@web/features/audiences/components/audiences-page'),
  'AudiencesPage',
);
const WorkspacePage = screen(
  () => import('@web/features/workspaces/components/workspace-page'),
  'WorkspacePage',
);
const AcceptInvitationPage = screen(
  () => import('@web/features/workspaces/components/accept-invitation-page'),
  'AcceptInvitationPage',
);
const Brand360ProfileScreen = recordScreen(
  () => import('./pages/brand360-profile-screen'),
  'Brand360ProfileScreen',
);
const FeedbackRunPage = recordScreen(
  () => import('@web/features/feedback-run/components/feedback-run-page'),
  'FeedbackRunPage',
);
const ContentDashboardPage = screen(
  () => import('@web/features/admin-content/components/content-dashboard-page'),
  'ContentDashboardPage',
);
const ContentEditorPage = screen(
  () => import('@web/features/admin-content/components/content-editor-page'),
  'ContentEditorPage',
);
const ResourcesPage = screen(
  () => import('@web/features/resources/components/resources-page'),
  'ResourcesPage',
);
const SnapshotRequestPage = screen(
  () => import('@web/features/snapshots/components/snapshot-request-page'),
  'SnapshotRequestPage',
);
// Pages that show the 404 page themselves for unknown or unpublished slugs.
const ResourcePage: RouteObject['lazy'] = async () => {
  const { ResourcePage: Page } = await import('@web/features/resources/components/resource-page');
  return { element: <Page notFound={<NotFoundPage />} /> };
};
const SnapshotPage: RouteObject['lazy'] = async () => {
  const [{ SnapshotPage }, { withRecordTypes }] = await Promise.all([
    import('@web/features/snapshots/components/snapshot-page'),
    import('./record-types'),
  ]);
  const Page = withRecordTypes(SnapshotPage);
  return { element: <Page notFound={<NotFoundPage />} /> };
};

/** What server rendering (web/entry-server.tsx) needs to know about a route. */
export type RouteHandle = {
  /** The data the page shows, fetched before it is rendered on the server so its HTML is complete. */
  prefetch?: (client: QueryClient, params: Params) => Promise<unknown>[];
  /**
   * Renders in the browser only: pages behind sign-in, redirects, and pages whose first use is typing into a form
   * (a server-rendered form used before the app takes over would submit natively, a GET with the fields in the URL).
   */
  clientOnly?: true;
  /**
   * Behind sign-in, yet rendered on the server for a request that carries a session: the page's frame as it is
   * before the session has loaded, with no account data (decision 021), so it paints before the app has loaded.
   */
  signedInShell?: true;
  /**
   * For an anonymous visitor, the server renders the page signed out and the browser hydrates only its islands (the
   * header and the cookie notice, decision 023): pages whose own content is links and text, nothing to operate.
   */
  islands?: true;
};
const handle = (value: RouteHandle) => value;
const browserOnly = handle({ clientOnly: true });
const islandsForVisitors = handle({ islands: true });

export const routeObjects: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: routes.home, element: <LandingPage />, handle: islandsForVisitors },
      { path: routes.about, element: <LandingPage />, handle: islandsForVisitors },
      { path: routes.aboutTest, lazy: AboutTestPage, handle: islandsForVisitors },
      { path: routes.features, lazy: FeaturesPage, handle: islandsForVisitors },
      { path: routes.useCases, lazy: UseCasesPage, handle: islandsForVisitors },
      {
        path: routes.methodology,
        lazy: MethodologyPage,
        handle: handle({
          prefetch: (client) => [client.fetchQuery(validationReportQueryOptions)],
          islands: true,
        }),
      },
      {
        path: routes.methodologyTest,
        lazy: MethodologyPage,
        handle: handle({
          prefetch: (client) => [client.fetchQuery(validationReportQueryOptions)],
          islands: true,
        }),
      },
      { path: routes.whyTwinsight, lazy: WhyTwinsightPage, handle: islandsForVisitors },
      {
        path: routes.pricingTest,
        lazy: PricingTestPage,
        handle: handle({ prefetch: (client) => [client.fetchQuery(billingPlansQueryOptions)] }),
      },
      { path: routes.salesOnePagerTest, lazy: SalesOnePagerPage },
      { path: routes.privacy, lazy: PrivacyPage },
      { path: routes.terms, lazy: TermsPage },
      { path: routes.gdpr, lazy: GdprPage },
      { path: routes.cookies, lazy: CookiesPage },
      { path: routes.search, lazy: SearchPage, handle: browserOnly },
      { path: routes.guide, lazy: GuidePage },
      { path: routes.login, lazy: SignInPage, handle: browserOnly },
      { path: routes.signup, lazy: SignUpPage, handle: browserOnly },
      { path: routes.resetPassword, lazy: ResetPasswordPage, handle: browserOnly },
      {
        path: routes.pricing,
        lazy: PricingPage,
        handle: handle({ prefetch: (client) => [client.fetchQuery(billingPlansQueryOptions)] }),
      },
      {
        path: routes.resources,
        lazy: ResourcesPage,
        handle: handle({ prefetch: (client) => [client.fetchQuery(contentSummariesQueryOptions)] }),
      },
      {
        path: routes.resource,
        lazy: ResourcePage,
        handle: handle({
          prefetch: (client, { slug = '' }) => [client.fetchQuery(publishedItemQueryOptions(slug))],
        }),
      },
      { path: routes.snapshot, lazy: SnapshotPage },
      { path: routes.snapshotRequest, lazy: SnapshotRequestPage, handle: browserOnly },
      { path: routes.personas, lazy: PersonasPage, handle: browserOnly },
      {
        path: routes.brand360,
        element: <Navigate to={buildPath('researchLab', {}, { search: { feature: 'brand360' } })} replace />,
        handle: browserOnly,
      },
      {
        element: <RequireAuth />,
        handle: browserOnly,
        children: [
          { path: routes.profile, lazy: ProfilePage },
          { path: routes.researchLab, lazy: ResearchLabScreen, handle: handle({ signedInShell: true }) },
          { path: routes.audiences, lazy: AudiencesPage },
          { path: routes.workspace, lazy: WorkspacePage },
          { path: routes.acceptInvitation, lazy: AcceptInvitationPage },
          { path: routes.brand360Profile, lazy: Brand360ProfileScreen },
          { path: routes.feedback, lazy: FeedbackRunPage },
          { path: routes.apiReference, lazy: ApiReferencePage },
        ],
      },
      {
        element: <RequireAdmin />,
        handle: browserOnly,
        children: [
          { path: routes.adminUsers, lazy: AdminUsersPage },
          { path: routes.adminSnapshotRequests, lazy: SnapshotRequestsPage },
          { path: routes.adminContent, lazy: ContentDashboardPage },
          { path: routes.adminContentDashboard, lazy: ContentDashboardPage },
          { path: routes.adminContentNew, lazy: ContentEditorPage },
          { path: routes.adminContentEdit, lazy: ContentEditorPage },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

async function resolveScreens(routesToLoad: RouteObject[]): Promise<void> {
  await Promise.all(
    routesToLoad.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Loads the screens the current URL shows before the browser app first renders, so a server-rendered page hydrates
 * at once instead of waiting for its chunk (React Router's pattern for lazy routes with server rendering).
 */
export async function loadCurrentScreens(location: Pick<Location, 'pathname'>): Promise<void> {
  await resolveScreens((matchRoutes(routeObjects, location) ?? []).map((match) => match.route));
}

/** Server rendering loads every screen once at start, so no render ever waits for one. */
export async function loadAllScreens(): Promise<void> {
  const all = (list: RouteObject[]): RouteObject[] =>
    list.flatMap((route) => [route, ...all(route.children ?? [])]);
  await resolveScreens(all(routeObjects));
}

export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}
