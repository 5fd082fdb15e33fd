import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { SiteLinkContext } from '@web/components/site-link';
import { AuthProvider } from '@web/entities/session/auth-provider';
import { SessionExpectedContext } from '@web/entities/session/session-expected';
import { TokenProvider } from '@web/entities/credits/token-provider';
import { WorkspaceProvider } from '@web/entities/workspaces/workspace-provider';
import { isApiError } from '@web/lib/api-client';
import { RealtimeSync } from './realtime-sync';
import { theme } from '@web/lib/theme';

/** Default data cache (spec §9): refetch on window focus, 2 retries (none for client errors), fresh for 60 s. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: true,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({
  children,
  queryClient,
  sessionExpected = false,
}: {
  children: ReactNode;
  queryClient: QueryClient;
  /** The server rendered this page for a visitor with a session (web/entities/session/session-expected.ts). */
  sessionExpected?: boolean;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SiteLinkContext.Provider value={RouterLink}>
          <SessionExpectedContext.Provider value={sessionExpected}>
            <AuthProvider>
              <WorkspaceProvider>
                <TokenProvider>
                  <RealtimeSync />
                  {children}
                </TokenProvider>
              </WorkspaceProvider>
            </AuthProvider>
          </SessionExpectedContext.Provider>
        </SiteLinkContext.Provider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
