import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { Logo } from '@web/components/logo';
import { SiteLink } from '@web/components/site-link';
import { routes } from '@web/lib/routes';
import { loadChunk } from '@web/lib/load-chunk';
import { useHydrated } from '@web/lib/use-hydrated';
import { isActivePath, visibleNavItems } from './nav-items';

// Only signed-in visitors see the balance and user menu, and the drawer only once opened: none of them is part of a
// public page's first load. The header itself reads no session or API data (its props say who is visiting), so a
// server-rendered public page can hydrate it alone as an island (decision 023).
const AccountActions = lazy(() =>
  loadChunk(() => import('./account-actions')).then((m) => ({ default: m.AccountActions })),
);
const NavDrawer = lazy(() => loadChunk(() => import('./nav-drawer')).then((m) => ({ default: m.NavDrawer })));

export const HEADER_HEIGHT = { xs: 56, md: 64 } as const;

export type HeaderProps = {
  brandName: string;
  signedIn: boolean;
  /** The session is still loading: neither the account actions nor Sign In / Sign Up show yet. */
  loading: boolean;
  /** The server rendered this page for a visitor with a session (web/entities/session/session-expected.ts). */
  sessionExpected: boolean;
  /** The current page's path: its navigation item is marked, and a change closes the drawer. */
  pathname: string;
};

export function Header({ brandName, signedIn, loading, sessionExpected, pathname }: HeaderProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  // A page the server rendered for a signed-in visitor shows the signed-in links from its first paint.
  const hydrated = useHydrated();
  const items = visibleNavItems(signedIn || (loading && sessionExpected));

  // Any navigation closes the drawer.
  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname]);

  return (
    // The dividing line is an inset shadow, not a border, so the header is exactly 56/64 px (spec).
    <AppBar
      position="sticky"
      data-testid="site-header"
      sx={{
        boxShadow: (theme) => `inset 0 -1px 0 ${theme.palette.divider}`,
        bgcolor: 'rgba(255,255,255,0.92)',
        backdropFilter: 'blur(8px)',
      }}
    >
      <Toolbar
        component="nav"
        aria-label="Main"
        sx={{ height: HEADER_HEIGHT, minHeight: HEADER_HEIGHT, gap: 1, px: { xs: 1.5, sm: 3 } }}
      >
        <IconButton
          aria-label="Open navigation menu"
          aria-controls="site-drawer"
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
          disabled={!hydrated}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          edge="start"
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={SiteLink}
          to={signedIn ? routes.researchLab : routes.home}
          aria-label={`${brandName} home`}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            textDecoration: 'none',
            mr: { md: 3 },
            borderRadius: 1,
          }}
        >
          <Logo name={brandName} />
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flex: 1 }}>
          {items.map((item) => {
            const active = isActivePath(pathname, item.to);
            return (
              <Button
                key={item.to}
                component={SiteLink}
                to={item.to}
                aria-current={active ? 'page' : undefined}
                sx={{
                  color: active ? 'primary.main' : 'text.primary',
                  fontWeight: active ? 700 : 500,
                  px: 1.5,
                  bgcolor: active ? 'rgba(79,70,229,0.08)' : 'transparent',
                }}
              >
                {item.label}
              </Button>
            );
          })}
        </Box>
        <Box sx={{ flex: { xs: 1, md: 0 } }} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, minHeight: 40 }}>
          {loading ? null : signedIn ? (
            <Suspense fallback={null}>
              <AccountActions />
            </Suspense>
          ) : (
            <>
              <Button
                component={SiteLink}
                to={routes.login}
                color="inherit"
                sx={{ fontWeight: 600, whiteSpace: 'nowrap', minWidth: 0, px: { xs: 1, sm: 1.5 } }}
              >
                Sign In
              </Button>
              <Button
                component={SiteLink}
                to={routes.signup}
                variant="contained"
                sx={{ whiteSpace: 'nowrap', px: { xs: 1.5, sm: 2 } }}
              >
                Sign Up
              </Button>
            </>
          )}
        </Box>
      </Toolbar>
      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer
            open={drawerOpen}
            onClose={closeDrawer}
            items={items}
            brandName={brandName}
            pathname={pathname}
            signedIn={signedIn}
            loading={loading}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
