// Builds the real app on a test database; helpers act like a browser (cookies) against app.inject.
import { randomBytes } from 'node:crypto';
import { testDatabaseKinds, type TestDatabase } from '../db/testing';
import { createApp } from './app';
import { loadEnv, type Env } from './env';

export { testDatabaseKinds };

export type TestApp = Awaited<ReturnType<typeof createApp>>;

export async function startTestApp(database: TestDatabase, overrides: Record<string, string> = {}) {
  const env: Env = loadEnv({
    NODE_ENV: 'test',
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    BASE_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    ...overrides,
  });
  const app = await createApp({ env, database, logger: false, webRoot: '/nonexistent' });
  return app;
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
export async function signUpAndIn(app: TestApp, email = uniqueEmail(), password = 'correct horse battery', name = 'Test User'): Promise<SignedInUser> {
  const signUp = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name, email, password } });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  const cookie = cookieFrom(signIn.headers['set-cookie']);
  const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  return { id: me.json().user.id, email, cookie };
}
