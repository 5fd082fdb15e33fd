import { useEffect, useState } from 'react';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './providers';
import { createAppRouter } from './router';

/** The browser app; a server-rendered page hands over the data it was rendered with. */
export function App({
  serverData,
  sessionExpected,
}: {
  serverData?: DehydratedState;
  sessionExpected?: boolean;
}) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (serverData) hydrate(client, serverData);
    return client;
  });
  const [router] = useState(createAppRouter);
  // Marks the page as taken over by the app (its buttons work now); the browser journeys wait for it.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <AppProviders queryClient={queryClient} sessionExpected={sessionExpected}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
