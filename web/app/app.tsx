import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './providers';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
