// Every route the app serves. Other issues add their screens here; unknown paths get the 404 page.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { lazy, type ComponentType } from 'react';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { RequireAuth } from '../features/auth/components/require-auth';
import { LandingPage } from '../features/marketing/components/landing-page';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { RouteErrorPage } from './layouts/route-error-page';
import { SiteLayout } from './layouts/site-layout';
import { buildPath, routes } from './routes';

// Screens beyond the landing page load on demand (a failed chunk load reaches RouteErrorPage).
const SignInPage = lazy(() => import('../features/auth/components/sign-in-page').then((m) => ({ default: m.SignInPage })));
const SignUpPage = lazy(() => import('../features/auth/components/sign-up-page').then((m) => ({ default: m.SignUpPage })));
const ResetPasswordPage = lazy(() =>
  import('../features/auth/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const ProfilePage = lazy(() => import('../features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })));
const PricingPage = lazy(() => import('../features/pricing/components/pricing-page').then((m) => ({ default: m.PricingPage })));
const AdminUsersPage = lazy(() =>
  import('../features/admin-users/components/admin-users-page').then((m) => ({ default: m.AdminUsersPage })),
);
// A named export loaded on demand as its own chunk.
const lazyPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const FeaturesPage = lazyPage(() => import('../features/marketing/components/features-page'), 'FeaturesPage');
const UseCasesPage = lazyPage(() => import('../features/marketing/components/use-cases-page'), 'UseCasesPage');
const MethodologyPage = lazyPage(() => import('../features/marketing/components/methodology-page'), 'MethodologyPage');
const WhyTwinsightPage = lazyPage(() => import('../features/marketing/components/why-twinsight-page'), 'WhyTwinsightPage');
const AboutTestPage = lazyPage(() => import('../features/marketing/components/about-test-page'), 'AboutTestPage');
const PricingTestPage = lazyPage(() => import('../features/marketing/components/pricing-test-page'), 'PricingTestPage');
const SalesOnePagerPage = lazyPage(() => import('../features/marketing/components/sales-one-pager-page'), 'SalesOnePagerPage');
const PrivacyPage = lazyPage(() => import('../features/legal/components/privacy-page'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('../features/legal/components/terms-page'), 'TermsPage');
const GdprPage = lazyPage(() => import('../features/legal/components/gdpr-page'), 'GdprPage');
const CookiesPage = lazyPage(() => import('../features/legal/components/cookies-page'), 'CookiesPage');
const SearchPage = lazyPage(() => import('../features/search/components/search-page'), 'SearchPage');
const GuidePage = lazyPage(() => import('../features/guide/components/guide-page'), 'GuidePage');
const PersonasPageContainer = lazy(() =>
  import('../features/personas/components/personas-page-container').then((m) => ({ default: m.PersonasPageContainer })),
);
const ResearchLabScreen = lazy(() => import('./pages/research-lab-screen').then((m) => ({ default: m.ResearchLabScreen })));
const Brand360PlaceholderPage = lazy(() =>
  import('../features/research-lab/components/brand360-placeholder-page').then((m) => ({ default: m.Brand360PlaceholderPage })),
);
const FeedbackRunPage = lazy(() =>
  import('../features/feedback-run/components/feedback-run-page').then((m) => ({ default: m.FeedbackRunPage })),
);
const ContentDashboardPage = lazy(() =>
  import('../features/admin-content/components/content-dashboard-page').then((m) => ({ default: m.ContentDashboardPage })),
);
const ContentEditorPage = lazy(() =>
  import('../features/admin-content/components/content-editor-page').then((m) => ({ default: m.ContentEditorPage })),
);
const ResourcesPage = lazy(() => import('../features/resources/components/resources-page').then((m) => ({ default: m.ResourcesPage })));
const ResourcePage = lazy(() => import('../features/resources/components/resource-page').then((m) => ({ default: m.ResourcePage })));
const SnapshotPage = lazy(() => import('../features/snapshots/components/snapshot-page').then((m) => ({ default: m.SnapshotPage })));
const SnapshotRequestPage = lazy(() =>
  import('../features/snapshots/components/snapshot-request-page').then((m) => ({ default: m.SnapshotRequestPage })),
);

export const routeObjects: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: routes.home, element: <LandingPage /> },
      { path: routes.about, element: <LandingPage /> },
      { path: routes.aboutTest, element: <AboutTestPage /> },
      { path: routes.features, element: <FeaturesPage /> },
      { path: routes.useCases, element: <UseCasesPage /> },
      { path: routes.methodology, element: <MethodologyPage /> },
      { path: routes.methodologyTest, element: <MethodologyPage /> },
      { path: routes.whyTwinsight, element: <WhyTwinsightPage /> },
      { path: routes.pricingTest, element: <PricingTestPage /> },
      { path: routes.salesOnePagerTest, element: <SalesOnePagerPage /> },
      { path: routes.privacy, element: <PrivacyPage /> },
      { path: routes.terms, element: <TermsPage /> },
      { path: routes.gdpr, element: <GdprPage /> },
      { path: routes.cookies, element: <CookiesPage /> },
      { path: routes.search, element: <SearchPage /> },
      { path: routes.guide, element: <GuidePage /> },
      { path: routes.login, element: <SignInPage /> },
      { path: routes.signup, element: <SignUpPage /> },
      { path: routes.resetPassword, element: <ResetPasswordPage /> },
      { path: routes.pricing, element: <PricingPage /> },
      { path: routes.resources, element: <ResourcesPage /> },
      { path: routes.resource, element: <ResourcePage notFound={<NotFoundPage />} /> },
      { path: routes.snapshot, element: <SnapshotPage notFound={<NotFoundPage />} /> },
      { path: routes.snapshotRequest, element: <SnapshotRequestPage /> },
      { path: routes.personas, element: <PersonasPageContainer /> },
      { path: routes.brand360, element: <Navigate to={buildPath('researchLab', {}, { search: { feature: 'brand360' } })} replace /> },
      {
        element: <RequireAuth />,
        children: [
          { path: routes.profile, element: <ProfilePage /> },
          { path: routes.researchLab, element: <ResearchLabScreen /> },
          { path: routes.brand360Profile, element: <Brand360PlaceholderPage /> },
          { path: routes.feedback, element: <FeedbackRunPage /> },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          { path: routes.adminUsers, element: <AdminUsersPage /> },
          { path: routes.adminContent, element: <ContentDashboardPage /> },
          { path: routes.adminContentDashboard, element: <ContentDashboardPage /> },
          { path: routes.adminContentNew, element: <ContentEditorPage /> },
          { path: routes.adminContentEdit, element: <ContentEditorPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}
