import type { ComponentType } from 'react';
import { CookieNotice } from '../layouts/cookie-notice';
import { Header } from '../layouts/header';

/** The parts of a server-rendered public page that the browser hydrates on their own (decision 023). */
export const islandComponents = {
  header: Header,
  'cookie-notice': CookieNotice,
} satisfies Record<string, ComponentType<never>>;

export type IslandName = keyof typeof islandComponents;
export type IslandProps<N extends IslandName> = Parameters<(typeof islandComponents)[N]>[0];
