// Every route the app serves. Other issues add their screens here; unknown paths get the 404 page.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AdminContentPage } from '../features/admin-content/components/AdminContentPage';
import { RequireAdmin } from '../features/auth/components/RequireAdmin';
import { RequireAuth } from '../features/auth/components/RequireAuth';
import { ResetPasswordPage } from '../features/auth/components/ResetPasswordPage';
import { SignInPage } from '../features/auth/components/SignInPage';
import { SignUpPage } from '../features/auth/components/SignUpPage';
import { LandingPage } from '../features/landing/components/LandingPage';
import { NotFoundPage } from '../features/not-found/components/NotFoundPage';
import { ProfilePage } from '../features/profile/components/ProfilePage';
import { FeaturePlaceholderPage } from '../features/research-lab/components/FeaturePlaceholderPage';
import { ResearchLabPage } from '../features/research-lab/components/ResearchLabPage';
import { RouteErrorPage } from './layouts/RouteErrorPage';
import { SiteLayout } from './layouts/SiteLayout';
import { buildPath, routes } from './routes';

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
      { path: routes.brand360, element: <Navigate to={buildPath('researchLab', {}, { search: { feature: 'brand360' } })} replace /> },
      {
        element: <RequireAuth />,
        children: [
          { path: routes.profile, element: <ProfilePage /> },
          { path: routes.researchLab, element: <ResearchLabPage /> },
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
