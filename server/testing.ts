// Builds the real app on a test database; helpers act like a browser (cookies) against app.inject.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { findApiRoute } from '@contracts/api-routes';
import type { AudienceWithTwins } from '@contracts/audiences';
import type { Persona } from '@contracts/personas';
import { problemSchema } from '@contracts/problem';
import { testDatabaseKinds, type TestDatabase, type TestDatabaseKind } from '@db/testing';
import { audienceCsv, audienceRecords } from '../e2e/support/audience-records';
import { startMockLlmServer, type MockLlmOptions, type MockLlmServer } from '../e2e/support/mock-llm-server';
import { createApp } from './app';
import { httpError } from './errors';
import { loadEnv, type Env } from './env';
import { seedPersonas } from './services/personas/seed-personas';

export { testDatabaseKinds };

export type TestApp = Awaited<ReturnType<typeof createApp>>;

export async function startTestApp(database: TestDatabase, overrides: Record<string, string> = {}) {
  const env: Env = loadEnv({
    NODE_ENV: 'test',
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    BASE_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    AUTH_TIMING_FLOOR_MS: '0',
    // A PDF lays out in about a second; a test machine running two workers beside PostgreSQL can take twenty, the
    // production limit. The limit itself has its own test; so has the audience file reader's.
    PDF_TIMEOUT_MS: '120000',
    AUDIENCE_FILE_TIME_BUDGET_MS: '120000',
    ...overrides,
  });
  const app = await createApp({ env, database, logger: false, webRoot: '/nonexistent' });
  checkAnswersAgainstContracts(app);
  return withSameOrigin(app, env.BASE_URL);
}

/**
 * Injected requests carry the app's own Origin by default, as the browser app's do; a test may name another
 * origin, or pass `origin: undefined` to send none.
 */
export function withSameOrigin<T extends { inject: (...args: never[]) => unknown }>(
  app: T,
  origin: string,
): T {
  const inject = app.inject.bind(app) as (options: unknown) => unknown;
  (app as { inject: unknown }).inject = (options: unknown) => {
    if (typeof options !== 'object' || options === null) return inject(options);
    const given = (options as { headers?: Record<string, unknown> }).headers ?? {};
    const headers = Object.fromEntries(
      Object.entries({ origin, ...given }).filter(([, value]) => value !== undefined),
    );
    return inject({ ...options, headers });
  };
  return app;
}

/**
 * Every JSON answer of a route in contracts/api-routes.ts must match the schema declared for its status, and every
 * problem+json the problem schema; a mismatch turns the answer into a 500 that says what differs.
 */
function checkAnswersAgainstContracts(app: TestApp) {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.routeOptions.url;
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (!path || typeof payload !== 'string' || !contentType.includes('json')) return payload;
    const route = findApiRoute(request.method, path);
    const schema = contentType.includes('application/problem+json')
      ? problemSchema
      : route?.responses[reply.statusCode]?.schema;
    if (!schema) {
      if (!route) return payload; // better-auth's own endpoints under /api/auth/*
      throw httpError(
        'INTERNAL_ERROR',
        `No contract for ${request.method} ${path} answering ${reply.statusCode}.`,
      );
    }
    const result = schema.safeParse(JSON.parse(payload));
    if (!result.success) {
      const issues = result.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ');
      throw httpError('INTERNAL_ERROR', `${request.method} ${path} broke its contract: ${issues}`);
    }
    return payload;
  });
}

export type SignedInUser = { id: string; email: string; cookie: string };

let counter = 0;
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${randomBytes(3).toString('hex')}@example.com`;
}

export function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** Signs up and then signs in, as the web app does; returns the session cookie. */
export async function signUpAndIn(
  app: TestApp,
  email = uniqueEmail(),
  password = 'correct horse battery',
  name = 'Test User',
): Promise<SignedInUser> {
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name, email, password },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  const cookie = cookieFrom(signIn.headers['set-cookie']);
  const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  return { id: me.json().user.id, email, cookie };
}

/** Role changes reach session caches by LISTEN/NOTIFY (decision 008); a loaded machine can take this long. */
const ROLE_NOTIFICATION_WAIT_MS = 250;

/** Makes an existing user an administrator (tests only). */
export async function makeAdmin(database: TestDatabase, userId: string) {
  const { userRoles } = await import('@db/schema/index');
  await database.db.insert(userRoles).values({ userId, role: 'admin' }).onConflictDoNothing();
  // Written straight to the table, as an operator would: wait for the trigger's notification to drop cached sessions.
  await new Promise((resolve) => setTimeout(resolve, ROLE_NOTIFICATION_WAIT_MS));
}

/** The user's credit balance, as GET /api/tokens reports it. */
export async function balanceOf(app: TestApp, user: SignedInUser): Promise<number> {
  return (await app.inject({ url: '/api/tokens', headers: { cookie: user.cookie } })).json().balance;
}

/** Takes the user's whole balance away through an admin's grant, as an operator would, so it is 0. */
export async function emptyBalance(app: TestApp, admin: SignedInUser, user: SignedInUser) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/users/${user.id}/credits`,
    headers: { cookie: admin.cookie },
    payload: { amount: -(await balanceOf(app, user)), reason: 'Empty it' },
  });
  if (response.statusCode >= 300) throw new Error(`emptying the balance failed: ${response.body}`);
}

/** Reads Server-Sent Events from a running server until `until` matches one, or the timeout passes. */
export async function collectEvents(
  url: string,
  cookie: string,
  until: (event: { type: string; data: unknown }) => boolean,
  timeoutMs = 10_000,
  onReady?: () => Promise<void>,
) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const seen: { type: string; data: unknown }[] = [];
  try {
    const response = await fetch(url, {
      headers: { cookie, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let boundary: number;
      while ((boundary = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const type = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (!type) continue;
        const event = { type, data: data ? JSON.parse(data) : null };
        seen.push(event);
        if (type === 'ready' && onReady) await onReady();
        if (until(event)) return seen;
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return seen;
}

/** Opens a test database and the app on it for one describe block, and closes both afterwards. */
/**
 * A test only PostgreSQL can run (several server processes on one database, real row locks): defined in the
 * PostgreSQL leg only, so the PGlite leg neither runs nor skips it.
 */
export function itOnPostgres(
  kind: TestDatabaseKind,
  name: string,
  test: () => Promise<void>,
  timeout?: number,
) {
  if (kind.name === 'postgres') it(name, test, timeout);
}

export function useTestApp(kind: TestDatabaseKind, overrides: Record<string, string> = {}) {
  const harness = {} as { database: TestDatabase; app: TestApp };
  beforeAll(async () => {
    harness.database = await kind.open();
    harness.app = await startTestApp(harness.database, overrides);
  });
  afterAll(async () => {
    await harness.app?.close();
    await harness.database?.drop();
  });
  return harness;
}

/** What a research type's route suite works with, set up before its tests and closed after them. */
export type RunTypeSuite = {
  kind: TestDatabaseKind;
  database: TestDatabase;
  /** The app on the offline engine. */
  app: TestApp;
  /** The app on the mock LLM server, on the same database (only with the `llm` option). */
  llmApp: TestApp;
  llm: MockLlmServer;
  /** The twin library as GET /api/personas lists it (none with `seed: false`). */
  library: Persona[];
};

export type RunTypeSuiteOptions = {
  /** The offline app's environment beside the test defaults. */
  env?: Record<string, string>;
  /** Seeds the persona library first (the default). */
  seed?: boolean;
  /**
   * Starts a mock LLM server (with these options) and a second app on it: provider openai-compatible, model
   * mock-model, and this environment besides.
   */
  llm?: { server?: Partial<MockLlmOptions>; env?: Record<string, string> };
};

/**
 * A research type's route suite, `<title> on <database>` on every test database: one database, the app on it with
 * the seeded library, and with `llm` the same database served by an app on a mock LLM server, all closed afterwards.
 */
export function describeRunType(
  title: string,
  options: RunTypeSuiteOptions,
  tests: (suite: RunTypeSuite) => void,
) {
  describe.each(testDatabaseKinds)(`${title} on $name`, (kind) => {
    const suite = { kind, library: [] } as unknown as RunTypeSuite;
    beforeAll(async () => {
      suite.database = await kind.open();
      suite.app = await startTestApp(suite.database, options.env);
      const seed = options.seed ?? true;
      if (seed) await seedPersonas(suite.app.context);
      if (options.llm) {
        suite.llm = await startMockLlmServer(options.llm.server);
        suite.llmApp = await startTestApp(suite.database, {
          LLM_PROVIDER: 'openai-compatible',
          LLM_BASE_URL: suite.llm.baseUrl,
          LLM_MODEL: 'mock-model',
          ...options.llm.env,
        });
      }
      if (seed) suite.library = (await suite.app.inject({ url: '/api/personas' })).json();
    });
    afterAll(async () => {
      await suite.app?.close();
      await suite.llmApp?.close();
      await suite.llm?.close();
      await suite.database?.drop();
    });
    tests(suite);
  });
}

export type ConcreteRoute = { method: string; url: string };

/**
 * Every route of the app as the app itself registered it, with better-auth's wildcard expanded into the endpoints
 * better-auth serves (server-only ones left out). HEAD twins of GET routes are left out.
 */
export function listRoutes(app: TestApp): ConcreteRoute[] {
  const routes: ConcreteRoute[] = [];
  for (const route of app.routeList) {
    if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
    if (route.url !== '/api/auth/*') {
      routes.push(route);
      continue;
    }
    for (const endpoint of Object.values(app.context.auth.api) as {
      path?: string;
      options?: { method?: string | string[] };
    }[]) {
      if (!endpoint.path) continue;
      const methods = [endpoint.options?.method ?? []].flat();
      if (methods.includes(route.method) || methods.includes('*'))
        routes.push({ method: route.method, url: `/api/auth${endpoint.path}` });
    }
  }
  return routes;
}

export interface MultipartFile {
  name: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body for app.inject: text fields, then files. */
export function multipartForm(fields: Record<string, string>, files: MultipartFile[]) {
  const boundary = '----twinsight' + Math.random().toString(16).slice(2);
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...files.flatMap((file) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** An audience of `rows` generated customer records, uploaded as a CSV by the user; returned with its twins. */
export async function createAudience(
  app: TestApp,
  user: SignedInUser,
  name: string,
  rows: number,
): Promise<AudienceWithTwins> {
  const form = multipartForm({ name }, [
    {
      name: 'file',
      filename: 'customers.csv',
      contentType: 'text/csv',
      bytes: Buffer.from(audienceCsv(audienceRecords({ rows }))),
    },
  ]);
  const created = await app.inject({
    method: 'POST',
    url: '/api/audiences',
    payload: form.payload,
    headers: { ...form.headers, cookie: user.cookie },
  });
  if (created.statusCode !== 201)
    throw new Error(`POST /api/audiences: ${created.statusCode} ${created.body}`);
  return (
    await app.inject({ url: `/api/audiences/${created.json().id}`, headers: { cookie: user.cookie } })
  ).json();
}

/** POST /api/analyses as multipart/form-data: an image run's fields and, unless left out, its image (field `image`). */
export function postImageRun(
  app: TestApp,
  user: SignedInUser,
  fields: Record<string, string>,
  image?: { bytes: Buffer; filename?: string; contentType?: string },
  headers: Record<string, string> = {},
) {
  const form = multipartForm(
    fields,
    image
      ? [
          {
            name: 'image',
            filename: image.filename ?? 'ad.png',
            contentType: image.contentType ?? 'image/png',
            bytes: image.bytes,
          },
        ]
      : [],
  );
  return app.inject({
    method: 'POST',
    url: '/api/analyses',
    payload: form.payload,
    headers: { ...form.headers, cookie: user.cookie, ...headers },
  });
}
