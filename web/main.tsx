import { SERVER_DATA_ELEMENT_ID } from './app/server-data';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

/** Resolves once the browser has painted the current document. */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// A server-rendered page is painted first and the app loads behind it; the shell has nothing to paint, so it starts at once.
const serverRendered = document.getElementById(SERVER_DATA_ELEMENT_ID) !== null;
void (serverRendered ? afterPaint() : Promise.resolve())
  .then(() => import('./app/start-app'))
  .then(({ startApp }) => startApp(container));
