import { readServerData } from './app/server-data';
import { silenceConsoleInProduction } from './lib/silence-console';

silenceConsoleInProduction(import.meta.env.PROD);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

/** Resolves once the browser has painted the current document. */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The code in parts, evaluated one per task, so that no single task keeps the page from answering input for long
// while it becomes interactive (importing start-app alone would evaluate all of it at once). Importing our own
// modules, not whole libraries, keeps the libraries tree-shaken.
const sharedParts = [() => import('react-dom/client'), () => import('./lib/theme')];
const appParts = [
  ...sharedParts,
  () => import('./lib/api-client'),
  () => import('./app/providers'),
  () => import('./app/router'),
];
const islandParts = [...sharedParts, () => import('./app/islands/island-components')];

async function loadInTasks(parts: (() => Promise<unknown>)[]) {
  for (const load of parts) {
    await load();
    await nextTask();
  }
}

async function boot(root: HTMLElement) {
  const serverData = readServerData();
  // A page served for island hydration needs only its islands' code, never the app's (decision 023).
  if (serverData?.islands) {
    await afterPaint();
    await loadInTasks(islandParts);
    const { startIslands } = await import('./app/islands/start-islands');
    await startIslands();
    return;
  }
  // A server-rendered page is painted first and the app loads behind it; the shell has nothing to paint.
  if (serverData) {
    await afterPaint();
    await loadInTasks(appParts);
  }
  const { startApp } = await import('./app/start-app');
  await startApp(root);
}

void boot(container);
