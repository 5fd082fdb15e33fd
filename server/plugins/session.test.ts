import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cookieFrom,
  itOnPostgres,
  makeAdmin,
  signUpAndIn,
  testDatabaseKinds,
  uniqueEmail,
  useTestApp,
  type TestApp,
} from '../testing';
import { sessionCookieName } from './session';

const SHARED_SECRET = randomBytes(32).toString('hex');
const PASSWORD = 'correct horse battery';

/** Polls until `check` passes; how long invalidation took, or the last failure after `timeoutMs`. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 2_000): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) throw new Error(`still not so after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return performance.now() - started;
}

const status = async (app: TestApp, url: string, cookie: string) =>
  (await app.inject({ url, headers: { cookie } })).statusCode;

async function signInAgain(app: TestApp, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return cookieFrom(response.headers['set-cookie']);
}

describe.each(testDatabaseKinds)('session check on $name', (kind) => {
  const harness = useTestApp(kind, { BETTER_AUTH_SECRET: SHARED_SECRET });

  it('accepts the signed cookie and a bearer token, and refuses a cookie signed with another secret', async () => {
    const user = await signUpAndIn(harness.app);
    expect(await status(harness.app, '/api/tokens', user.cookie)).toBe(200);
    const signed = decodeURIComponent(user.cookie.split('=')[1]!);
    const token = signed.split('.')[0]!;
    for (const bearer of [token, signed]) {
      const response = await harness.app.inject({
        url: '/api/tokens',
        headers: { authorization: `Bearer ${bearer}` },
      });
      expect(response.statusCode).toBe(200);
    }
    const forged = `${token}.${createHmac('sha256', 'x'.repeat(40)).update(token).digest('base64')}`;
    expect(
      await status(harness.app, '/api/tokens', `${sessionCookieName(false)}=${encodeURIComponent(forged)}`),
    ).toBe(401);
    expect(await status(harness.app, '/api/tokens', `${sessionCookieName(false)}=${token}`)).toBe(401);
  });

  it('stops a cached session at once on sign-out and on revocation', async () => {
    const user = await signUpAndIn(harness.app, uniqueEmail(), PASSWORD);
    expect(await status(harness.app, '/api/tokens', user.cookie)).toBe(200);
    const signOut = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie, origin: 'http://localhost:3000' },
    });
    expect(signOut.statusCode).toBe(200);
    await eventually(async () => (await status(harness.app, '/api/tokens', user.cookie)) === 401);

    const first = await signInAgain(harness.app, user.email);
    const second = await signInAgain(harness.app, user.email);
    expect(await status(harness.app, '/api/tokens', first)).toBe(200);
    const revoke = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-other-sessions',
      headers: { cookie: second, origin: 'http://localhost:3000' },
    });
    expect(revoke.statusCode).toBe(200);
    await eventually(async () => (await status(harness.app, '/api/tokens', first)) === 401);
    expect(await status(harness.app, '/api/tokens', second)).toBe(200);
  });

  it('sees a role change at once although the session is cached', async () => {
    const user = await signUpAndIn(harness.app);
    expect(await status(harness.app, '/api/admin/users', user.cookie)).toBe(403);
    await makeAdmin(harness.database, user.id);
    await eventually(async () => (await status(harness.app, '/api/admin/users', user.cookie)) === 200);
    await harness.database.db.execute(sql`delete from user_roles where user_id = ${user.id}`);
    await eventually(async () => (await status(harness.app, '/api/admin/users', user.cookie)) === 403);
  });

  it('never serves a session from the cache past its absolute expiry', async () => {
    const user = await signUpAndIn(harness.app);
    const token = randomBytes(24).toString('hex');
    // Inserted directly: a new session notifies nothing, so only the expiry can end the cached entry.
    await harness.database.db.execute(
      sql`insert into session (id, token, user_id, expires_at) values (${randomBytes(8).toString('hex')}, ${token}, ${user.id}, now() + interval '1 second')`,
    );
    const signature = createHmac('sha256', SHARED_SECRET).update(token).digest('base64');
    const cookie = `${sessionCookieName(false)}=${encodeURIComponent(`${token}.${signature}`)}`;
    expect(await status(harness.app, '/api/tokens', cookie)).toBe(200);
    await eventually(async () => (await status(harness.app, '/api/tokens', cookie)) === 401, 3_000);
  });

  itOnPostgres(
    kind,
    'ends a session in every process on sign-out, revocation and password change in another, and passes role changes on',
    async () => {
      const otherPort = 40000 + Math.floor(Math.random() * 20000);
      const other = `http://localhost:${otherPort}`;
      const second = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          DATABASE_URL: harness.database.url,
          PORT: String(otherPort),
          BASE_URL: 'http://localhost:3000',
          BETTER_AUTH_SECRET: SHARED_SECRET,
          ADMIN_EMAIL: 'session-second-process@example.com',
          ADMIN_PASSWORD: 'second process password',
          LOG_LEVEL: 'warn',
        },
        stdio: 'ignore',
      });
      try {
        for (let i = 0; i < 120; i += 1) {
          if (
            await fetch(`${other}/api/health`).then(
              (r) => r.ok,
              () => false,
            )
          )
            break;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        const auth = (path: string, cookie: string, body: object = {}) =>
          fetch(`${other}/api/auth/${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie, origin: 'http://localhost:3000' },
            body: JSON.stringify(body),
          });
        const user = await signUpAndIn(harness.app, uniqueEmail(), PASSWORD);

        // Sign-out through the other process.
        expect(await status(harness.app, '/api/tokens', user.cookie)).toBe(200);
        expect((await fetch(`${other}/api/tokens`, { headers: { cookie: user.cookie } })).status).toBe(200);
        expect((await auth('sign-out', user.cookie)).status).toBe(200);
        await eventually(async () => (await status(harness.app, '/api/tokens', user.cookie)) === 401);

        // Revocation of every session through the other process.
        const revoked = await signInAgain(harness.app, user.email);
        expect(await status(harness.app, '/api/tokens', revoked)).toBe(200);
        expect((await auth('revoke-sessions', revoked)).status).toBe(200);
        await eventually(async () => (await status(harness.app, '/api/tokens', revoked)) === 401);

        // A password change that signs out the other sessions.
        const kept = await signInAgain(harness.app, user.email);
        const changing = await signInAgain(harness.app, user.email);
        expect(await status(harness.app, '/api/tokens', kept)).toBe(200);
        const change = await auth('change-password', changing, {
          currentPassword: PASSWORD,
          newPassword: 'a new passphrase here',
          revokeOtherSessions: true,
        });
        expect(change.status).toBe(200);
        await eventually(async () => (await status(harness.app, '/api/tokens', kept)) === 401);

        // A role change made elsewhere reaches the other process's cached session (the change answered a new one).
        const current = cookieFrom(change.headers.getSetCookie());
        const adminCheck = async () =>
          (await fetch(`${other}/api/admin/users`, { headers: { cookie: current } })).status;
        expect(await adminCheck()).toBe(403);
        await makeAdmin(harness.database, user.id);
        await eventually(async () => (await adminCheck()) === 200);
      } finally {
        second.kill('SIGTERM');
      }
    },
    60_000,
  );
});
