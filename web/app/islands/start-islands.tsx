import { startTransition, StrictMode, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@web/lib/theme';
import { islandComponents, type IslandName } from './island-components';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island';

/** Renders nothing; runs `run` once its root has committed (hydration included). */
function OnCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(islandComponents, name);

/**
 * Hydrates each island of a page served for island hydration (decision 023) with the props the server rendered it
 * with; the rest of the page stays the server's HTML, whose links and anchors work as they are. The islands' links
 * are plain anchors (SiteLink's default), so no router comes along.
 */
export async function startIslands(): Promise<void> {
  const hydrated: Promise<void>[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    // One island per task, each hydrated in a transition (in slices), so the page keeps answering input meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
    if (!isIslandName(name)) continue;
    const Component = islandComponents[name] as ComponentType<object>;
    const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
    let markHydrated = () => {};
    hydrated.push(new Promise((resolve) => (markHydrated = resolve)));
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <ThemeProvider theme={theme}>
            <Component {...props} />
            <OnCommit run={markHydrated} />
          </ThemeProvider>
        </StrictMode>,
      );
    });
  }
  await Promise.all(hydrated);
  // The page's buttons work now (the browser journeys wait for this, as for the full app).
  document.documentElement.dataset.appReady = 'true';
}
