import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '@db/client';
import { createApp } from '../app';
import { loadEnv } from '../env';
import { signUpAndIn, type TestApp } from '../testing';

// A server renderer with the built module's interface (web/entry-server.tsx is exercised for real by the browser
// journeys in e2e/public-site.spec.ts); this one reports what it was given, so the server's side can be checked.
const renderer = `
export async function createPageRenderer({ template, origin, fetchApi }) {
  let renders = 0;
  return async (url, { signedIn }) => {
    if (url === '/broken') throw new Error('render failed');
    if (url === '/signed-in-only') return null;
    if (url === '/signed-in-frame') return { status: 200, html: template.replace('<div id="root"></div>', '<div id="root">signed in ' + signedIn + '</div>') };
    if (url === '/resources/unknown') return { status: 404, html: null };
    const config = await (await fetchApi('/api/config')).json();
    const me = await fetchApi('/api/me');
    renders += 1;
    const body = '<h1>' + config.brandName + ' at ' + url + ', me ' + me.status + ', origin ' + origin + '</h1><p>render ' + renders + '</p>';
    return { status: url === '/missing' ? 404 : 200, html: template.replace('<div id="root"></div>', '<div id="root">' + body + '</div>') };
  };
}`;

describe('server-rendered pages', () => {
  let database: Database;
  let app: TestApp;
  const page = (url: string, cookie?: string) =>
    app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'twinsight-ssr-'));
    mkdirSync(path.join(dir, 'web'));
    mkdirSync(path.join(dir, 'ssr'));
    writeFileSync(
      path.join(dir, 'web', 'index.html'),
      '<!doctype html><title>Twinsight</title><div id="root"></div>',
    );
    writeFileSync(path.join(dir, 'ssr', 'entry-server.js'), renderer);
    database = await openDatabase({});
    const env = loadEnv({
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      BASE_URL: 'https://twinsight.example',
      LOG_LEVEL: 'silent',
    });
    app = await createApp({ env, database, logger: false, webRoot: path.join(dir, 'web') });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('renders "/" and other pages on the server, uncached, with the API read in-process', async () => {
    for (const url of ['/', '/pricing?plan=pro']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(
        `<h1>Twinsight at ${url}, me 401, origin https://twinsight.example</h1>`,
      );
    }
  });

  it('renders as an anonymous visitor even for a signed-in one, so no account data reaches the HTML', async () => {
    const user = await signUpAndIn(app);
    expect((await app.inject({ url: '/api/me', headers: { cookie: user.cookie } })).statusCode).toBe(200);
    expect((await page('/', user.cookie)).body).toContain('me 401');
  });

  it('tells the renderer whether the request carries a valid session, and caches the two renders apart', async () => {
    const user = await signUpAndIn(app);
    expect((await page('/signed-in-frame')).body).toContain('signed in false');
    expect((await page('/signed-in-frame', user.cookie)).body).toContain('signed in true');
    expect((await page('/signed-in-frame', 'twinsight.session_token=forged.c2lnbmF0dXJl')).body).toContain(
      'signed in false',
    );
  });

  it('reuses a URL’s render for a few seconds, one render for concurrent requests, and renders again after', async () => {
    const renderOf = async (url: string) => /render (\d+)/.exec((await page(url)).body)?.[1];
    const [first, concurrent] = await Promise.all([renderOf('/cached'), renderOf('/cached')]);
    expect(concurrent).toBe(first);
    expect(await renderOf('/cached')).toBe(first);
    expect(await renderOf('/cached?other')).not.toBe(first);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6_000 });
    try {
      expect(await renderOf('/cached')).not.toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes on the renderer status, and serves the client-only shell when it declines or fails', async () => {
    expect((await page('/missing')).statusCode).toBe(404);
    // A page whose record does not exist: the shell (which shows the not-found screen), with 404.
    const unknown = await page('/resources/unknown');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('<!doctype html><title>Twinsight</title><div id="root"></div>');
    for (const url of ['/signed-in-only', '/broken']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<!doctype html><title>Twinsight</title><div id="root"></div>');
    }
  });

  it('serves pages to clients that accept anything (curl, monitors), but not missing files or API paths', async () => {
    for (const accept of ['*/*', undefined]) {
      const response = await app.inject({ url: '/pricing', headers: accept ? { accept } : {} });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<h1>Twinsight at /pricing');
    }
    const missingFile = await app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(missingFile.statusCode).toBe(404);
    expect(missingFile.headers['content-type']).toContain('application/problem+json');
    expect(
      (await app.inject({ url: '/api/nothing', headers: { accept: '*/*' } })).headers['content-type'],
    ).toContain('application/problem+json');
    expect((await app.inject({ url: '/pricing', headers: { accept: 'application/json' } })).statusCode).toBe(
      404,
    );
  });
});
