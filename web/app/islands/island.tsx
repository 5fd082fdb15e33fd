import type { ComponentType } from 'react';
import { islandComponents, type IslandName, type IslandProps } from './island-components';

export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/**
 * Renders an island's component inside a box-less element that names it and carries its props as JSON, so that on
 * a page served for island hydration the browser can hydrate this part alone with the same props (start-islands.tsx).
 * Everywhere else it is just the component.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const Component = islandComponents[name] as ComponentType<IslandProps<N>>;
  return (
    <div
      {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}
      style={{ display: 'contents' }}
    >
      <Component {...props} />
    </div>
  );
}
