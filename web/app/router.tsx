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
const AdminContentPage = lazy(() =>
  import('../features/admin-content/components/admin-content-page').then((m) => ({ default: m.AdminContentPage })),
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
          { path: routes.adminContent, element: <AdminContentPage mode="home" /> },
          { path: routes.adminContentDashboard, element: <AdminContentPage mode="dashboard" /> },
          { path: routes.adminContentNew, element: <AdminContentPage mode="new" /> },
          { path: routes.adminContentEdit, element: <AdminContentPage mode="edit" /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}
