import { lazy, type ComponentType } from 'react';
import { loadChunk } from '@web/lib/load-chunk';

/**
 * A lazily loaded component that can be fetched ahead of need. Once its code is in, it renders at once: a plain
 * `lazy` component would still suspend on its first render, and React holds a revealed boundary back for ~300 ms.
 */
export function lazyWithPreload<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    loadChunk(load).then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: Props) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
