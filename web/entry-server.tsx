// Server rendering of the public pages, so their first paint needs no JavaScript: the same routes and providers as
// the browser app render to HTML with their critical CSS, meta tags and the data they show, and web/main.tsx hydrates
// it. The server (server/plugins/web-app.ts) loads the built module (dist/ssr) and calls renderPage for page requests;
// null means "serve the client-only shell": pages behind sign-in (except the frames of those marked signedInShell, for
// a request with a session), redirects, data that failed to load, a render error.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  Link as RouterLink,
  StaticRouterProvider,
} from 'react-router';
import { DocumentLink, SiteLinkContext } from './components/site-link';
import { sessionQueryOptions } from './entities/session/get-session';
import { siteConfigQueryOptions } from './entities/site/get-site-config';
import { AppProviders, createQueryClient } from './app/providers';
import { loadAllScreens, routeObjects, type RouteHandle } from './app/router';
import { serverDataHtml } from './app/server-data';
import { isApiError, setApiTransport } from './lib/api-client';
import { headTagsHtml, PageMetaSinkProvider, type PageMeta } from './lib/page-meta';
import { setServerOrigin } from './lib/site-origin';

export type PageRendererOptions = {
  /** The built index.html. */
  template: string;
  /** BASE_URL: canonical and Open Graph URLs, and the origin links are judged against. */
  origin: string;
  /** Answers the app's own API in-process, as an anonymous visitor. */
  fetchApi: typeof fetch;
};
/** `html` null: serve the client-only shell with this status. */
export type RenderedPage = { status: number; html: string | null };

// The template's default title, description, Open Graph and canonical tags, replaced by the page's own.
const DEFAULT_HEAD_TAGS = [
  /\s*<title>[\s\S]*?<\/title>/,
  /\s*<meta (?:name="description"|name="twitter:card"|property="og:[a-z_]+")[^>]*>/g,
];

const NO_STATE = { mutations: [], queries: [] };

const handleOf = (route: { handle?: unknown }) => route.handle as RouteHandle | undefined;

export async function createPageRenderer({ template, origin, fetchApi }: PageRendererOptions) {
  setApiTransport(fetchApi);
  setServerOrigin(origin);
  await loadAllScreens();
  const handler = createStaticHandler(routeObjects);
  const headless = DEFAULT_HEAD_TAGS.reduce((html, pattern) => html.replace(pattern, ''), template);

  /** `signedIn`: the request carries a valid session; its account is never read here. */
  return async function renderPage(url: string, { signedIn = false } = {}): Promise<RenderedPage | null> {
    const context = await handler.query(new Request(new URL(url, origin)));
    if (context instanceof Response) return null;
    const lastHandle = handleOf(context.matches.at(-1)?.route ?? {});
    const sessionExpected = signedIn && lastHandle?.signedInShell === true;
    if (!sessionExpected && context.matches.some(({ route }) => handleOf(route)?.clientOnly)) return null;
    const islands = !signedIn && lastHandle?.islands === true;

    const queryClient = createQueryClient();
    // Only an anonymous visitor's page hydrates as islands: it is rendered signed out, as the islands will show it.
    if (islands) queryClient.setQueryData(sessionQueryOptions.queryKey, null);
    try {
      await Promise.all([
        queryClient.fetchQuery(siteConfigQueryOptions),
        ...context.matches.flatMap(
          ({ route, params }) => handleOf(route)?.prefetch?.(queryClient, params) ?? [],
        ),
      ]);
    } catch (error) {
      // The page's own record does not exist (an unknown resource or snapshot): answer 404 with the app's shell,
      // which shows the not-found screen once the browser has made the same request.
      return isApiError(error) && error.status === 404 ? { status: 404, html: null } : null;
    }

    let meta: PageMeta | undefined;
    let failed = false;
    const cache = createCache({ key: 'css' });
    const emotion = createEmotionServer(cache);
    const router = createStaticRouter(handler.dataRoutes, context);
    const { prelude } = await prerenderToNodeStream(
      <CacheProvider value={cache}>
        <PageMetaSinkProvider value={(pageMeta) => (meta = pageMeta)}>
          <AppProviders queryClient={queryClient} sessionExpected={sessionExpected}>
            {/* An island's links are plain anchors in the browser, so they are here too (SiteLink). */}
            <SiteLinkContext.Provider value={islands ? DocumentLink : RouterLink}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </SiteLinkContext.Provider>
          </AppProviders>
        </PageMetaSinkProvider>
      </CacheProvider>,
      // Never outline a large boundary behind an inline script: the page is sent whole (and the CSP allows no inline scripts).
      { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: () => void (failed = true) },
    );
    let body = '';
    const decoder = new TextDecoder();
    for await (const chunk of prelude) body += decoder.decode(chunk as Uint8Array, { stream: true });
    body += decoder.decode();
    if (failed) return null;

    const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
    // Replacement functions, not strings: page content may contain "$&" or "$$", which a replacement string would expand.
    const head = meta ? `  ${headTagsHtml(meta, origin)}\n  ${styles}</head>` : `${styles}</head>`;
    const html = (meta ? headless : template)
      .replace('</head>', () => head)
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`)
      .replace(
        '</body>',
        () =>
          `${serverDataHtml({ state: islands ? NO_STATE : dehydrate(queryClient), sessionExpected, islands })}</body>`,
      );
    const notFound = context.matches.at(-1)?.route.path === '*';
    return { status: notFound ? 404 : 200, html };
  };
}
