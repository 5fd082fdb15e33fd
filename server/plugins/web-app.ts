import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors';

/** The server-rendering module the build writes (web/entry-server.tsx → dist/ssr/entry-server.js). */
/** `html` null: the client-only shell with that status (e.g. 404 for a resource that does not exist). */
/** `signedIn`: the request carries a valid session, so a signed-in page's frame may be rendered (decision 021). */
type PageRenderer = (
  url: string,
  options: { signedIn: boolean },
) => Promise<{ status: number; html: string | null } | null>;
type ServerRenderingModule = {
  createPageRenderer(options: {
    template: string;
    origin: string;
    fetchApi: typeof fetch;
  }): Promise<PageRenderer>;
};

export type WebAppOptions = {
  webRoot: string;
  /** Built server renderer; without it every page is the client-only shell. */
  ssrEntry: string;
  /** BASE_URL, for canonical and Open Graph URLs. */
  origin: string;
  /** Whether the request carries a valid session (never who it is: pages are rendered as an anonymous visitor). */
  signedIn: (request: FastifyRequest) => Promise<boolean>;
};

/** Lets server rendering read the app's own API in-process, as an anonymous visitor: GETs only, no cookies passed on. */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    if (init?.method && init.method !== 'GET') throw new Error('Server rendering only reads.');
    const url =
      typeof input === 'string'
        ? input
        : input instanceof URL
          ? `${input.pathname}${input.search}`
          : input.url;
    const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    const contentType = answer.headers['content-type'];
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}

async function loadPageRenderer(
  app: FastifyInstance,
  { webRoot, ssrEntry, origin }: Pick<WebAppOptions, 'webRoot' | 'ssrEntry' | 'origin'>,
): Promise<PageRenderer | null> {
  if (!existsSync(ssrEntry)) {
    app.log.warn(
      { ssrEntry },
      'No server renderer built: pages are served as the client-only shell (run `npm run build`).',
    );
    return null;
  }
  const module = (await import(pathToFileURL(ssrEntry).href)) as ServerRenderingModule;
  const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  return cachedPerUrl(await module.createPageRenderer({ template, origin, fetchApi: inProcessFetch(app) }));
}

/** How long a rendered public page is served again as it is; content edits show after at most this long. */
const PAGE_CACHE_MS = 5_000;
const PAGE_CACHE_ENTRIES = 500;

/**
 * Pages render the same for every visitor (as an anonymous one; a signed-in page's frame the same for every signed-in
 * one), so each URL's render is reused for a few seconds, and concurrent requests for one URL share a single render.
 */
function cachedPerUrl(render: PageRenderer): PageRenderer {
  const renders = new Map<string, { page: ReturnType<PageRenderer>; until: number }>();
  return (url, options) => {
    const key = `${options.signedIn ? 'signed-in' : 'anonymous'} ${url}`;
    const now = Date.now();
    const cached = renders.get(key);
    if (cached && cached.until > now) return cached.page;
    if (cached) renders.delete(key);
    if (renders.size >= PAGE_CACHE_ENTRIES) renders.delete(renders.keys().next().value!);
    const page = render(url, options);
    renders.set(key, { page, until: now + PAGE_CACHE_MS });
    page.catch(() => renders.delete(key));
    return page;
  };
}

/**
 * Whether a GET that matched no route asks for a page: browsers say text/html, curl and uptime monitors accept anything or send
 * nothing. A missing file (a path with an extension) is never a page.
 */
export function acceptsPage(url: string, accept: string | undefined): boolean {
  if (/\.[a-z0-9]+$/i.test(url.split('?')[0]!)) return false;
  return (
    accept === undefined || accept.trim() === '' || accept.includes('text/html') || accept.includes('*/*')
  );
}

/**
 * Serves the built web app: hashed assets cached for a year, pages never cached. Public pages are server-rendered
 * HTML the browser app hydrates; every other client route (any GET that accepts HTML and is not under /api) gets
 * the client-only shell, index.html.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions) {
  const { webRoot } = options;
  const hasBuild = existsSync(path.join(webRoot, 'index.html'));
  const renderPage = hasBuild ? await loadPageRenderer(app, options) : null;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: false,
      // Serves the .br/.gz files the build writes beside each asset (scripts/precompress-plugin.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    // A failed session lookup only costs the signed-in frame: the shell finds out in the browser.
    const signedIn = renderPage ? await options.signedIn(request).catch(() => false) : false;
    const page = await renderPage?.(request.url, { signedIn }).catch((error: unknown) => {
      request.log.error({ err: error }, 'Server rendering failed; serving the client-only shell');
      return null;
    });
    if (page?.html) return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
    return reply.status(page?.status ?? 200).sendFile('index.html');
  };
  if (hasBuild) {
    // "/" is a page like any other, not the static index file.
    app.get('/', servePage);
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      acceptsPage(request.url, request.headers.accept);
    if (isPage && hasBuild) return servePage(request, reply);
    if (isPage) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}.`);
  });
}
