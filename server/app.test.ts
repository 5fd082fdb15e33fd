import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@db/client';
import { createApp } from './app';
import { loadEnv } from './env';

describe('the application shell', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof createApp>>;
  beforeAll(async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'twinsight-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><title>Twinsight</title><div id="root"></div>',
    );
    writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    database = await openDatabase({});
    const env = loadEnv({
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      AUTH_RATE_LIMIT_PER_MINUTE: '3',
      LOG_LEVEL: 'silent',
    });
    app = await createApp({ env, database, logger: false, webRoot });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('reports health with the database status', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', status: 'ok' } });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('sends security headers with a real content security policy', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the landing page at /', async () => {
    const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('serves client routes with index.html, hashed assets with a year of cache', async () => {
    const page = await app.inject({
      url: '/research-lab?feature=brand360',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a precompressed asset to browsers that accept it, and compresses large API answers', async () => {
    const asset = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log(1)');
    const plain = await app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    const config = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(config.headers['content-encoding']).toBeUndefined();
  });

  it('answers unknown API routes with a 404 problem, not the app', async () => {
    const response = await app.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 404, title: 'Not Found', code: 'NOT_FOUND' });
  });

  it('rate-limits sign-in attempts per client', async () => {
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'x@example.com', password: 'whatever123' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  });

  it('refuses malformed JSON with a 400 problem', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });
});
