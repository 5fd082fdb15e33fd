import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { routes } from '../routes';
import { CookieNotice } from './cookie-notice';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';

/** Header, page, footer (not on the Research Lab) and the cookie notice. */
export function SiteLayout() {
  const { pathname } = useLocation();
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
      <ScrollToTop />
      <Header />
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none' }}>
        <Suspense fallback={<DelayedSpinner label="Loading…" delayMs={300} />}>
          <Outlet />
        </Suspense>
      </Box>
      {showFooter && <Footer />}
      <CookieNotice />
    </Box>
  );
}
