import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { loadCurrentScreens } from './router';
import { readServerData } from './server-data';

/** Hydrates a server-rendered page, or renders the client-only shell. */
export async function startApp(root: HTMLElement): Promise<void> {
  // A screen that fails to load here is retried by the router, which shows the error page if it fails again.
  await loadCurrentScreens(window.location).catch(() => undefined);
  const serverData = readServerData();
  const app = (
    <StrictMode>
      <App serverData={serverData?.state} sessionExpected={serverData?.sessionExpected} />
    </StrictMode>
  );
  if (serverData) {
    // A transition lets React hydrate in small slices, so the page stays responsive while it becomes interactive.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}
