import { Outlet, useLocation, useNavigation } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { routes } from '@web/lib/routes';
import { useAuth } from '@web/entities/session/use-auth';
import { useSessionExpected } from '@web/entities/session/session-expected';
import { useSiteConfig } from '@web/entities/site/get-site-config';
import { Island } from '../islands/island';
import { Footer } from './footer';
import { ScrollToTop } from './scroll-to-top';

/** Header, page, footer (not on the Research Lab) and the cookie notice. */
export function SiteLayout() {
  const { pathname } = useLocation();
  // The next screen's code is loading (the current page stays until it is ready).
  const changingPage = useNavigation().state === 'loading';
  const { user, loading } = useAuth();
  const sessionExpected = useSessionExpected();
  const { data: config } = useSiteConfig();
  const showFooter = !(pathname === routes.researchLab || pathname.startsWith(`${routes.researchLab}/`));
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'primary.main',
          color: '#fff',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Box>
      {changingPage && (
        <LinearProgress
          aria-label="Loading page"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2001, height: 3 }}
        />
      )}
      <ScrollToTop />
      <Island
        name="header"
        props={{
          brandName: config?.brandName ?? 'Twinsight',
          signedIn: Boolean(user),
          loading,
          sessionExpected,
          pathname,
        }}
      />
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none' }}
      >
        {/* No Suspense boundary here: screens load before the router shows them (router.tsx), and a boundary would let
            the first session update hydrate the whole page in one blocking pass. */}
        <Outlet />
      </Box>
      {showFooter && <Footer />}
      <Island name="cookie-notice" props={{ analyticsScriptUrl: config?.analyticsScriptUrl ?? null }} />
    </Box>
  );
}
