import { StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../lib/theme';
import { islandComponents, type IslandName } from './island-components';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island';

const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(islandComponents, name);

/**
 * Hydrates each island of a page served for island hydration (decision 023) with the props the server rendered it
 * with; the rest of the page stays the server's HTML, whose links and anchors work as they are. The islands' links
 * are plain anchors (SiteLink's default), so no router comes along.
 */
export function startIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
    if (!isIslandName(name)) continue;
    const Component = islandComponents[name] as ComponentType<object>;
    const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
    hydrateRoot(
      element,
      <StrictMode>
        <ThemeProvider theme={theme}>
          <Component {...props} />
        </ThemeProvider>
      </StrictMode>,
    );
  }
  // The page's buttons work now (the browser journeys wait for this, as for the full app).
  document.documentElement.dataset.appReady = 'true';
}
