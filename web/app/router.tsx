// Every route the app serves. Other issues add their screens here; unknown paths get the 404 page.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { lazy } from 'react';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { RequireAuth } from '../features/auth/components/require-auth';
import { LandingPage } from '../features/landing/components/landing-page';
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
const PersonasPageContainer = lazy(() =>
  import('../features/personas/components/personas-page-container').then((m) => ({ default: m.PersonasPageContainer })),
);
const ResearchLabScreen = lazy(() => import('./pages/research-lab-screen').then((m) => ({ default: m.ResearchLabScreen })));
const FeaturePlaceholderPage = lazy(() =>
  import('../features/research-lab/components/feature-placeholder-page').then((m) => ({ default: m.FeaturePlaceholderPage })),
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
      { path: routes.login, element: <SignInPage /> },
      { path: routes.signup, element: <SignUpPage /> },
      { path: routes.resetPassword, element: <ResetPasswordPage /> },
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
          { path: routes.brand360Profile, element: <FeaturePlaceholderPage kind="brand360" /> },
          { path: routes.feedback, element: <FeaturePlaceholderPage kind="feedback" /> },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
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
