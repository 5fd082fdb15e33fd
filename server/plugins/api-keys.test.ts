import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apikey } from '@db/schema/index';
import type { TestDatabase } from '@db/testing';
import { seedPersonas } from '../services/personas/seed-personas';
import {
  makeAdmin,
  signUpAndIn,
  startTestApp,
  testDatabaseKinds,
  type SignedInUser,
  type TestApp,
} from '../testing';

const RATE_LIMIT = 12;

async function createKey(
  app: TestApp,
  user: SignedInUser,
  scope: 'read' | 'run',
  expiresIn: number | null = 30 * 24 * 3600,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/api-key/create',
    headers: { cookie: user.cookie },
    payload: { name: `${scope} key`, expiresIn, metadata: { scope } },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: string; key: string; start: string };
}

const withKey = (key: string) => ({ authorization: `Bearer ${key}` });

describe.each(testDatabaseKinds)('API keys on $name', (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  let otherProcess: TestApp;
  let personaIds: string[];
  beforeAll(async () => {
    database = await kind.open();
    const env = { API_KEY_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT), RECORDS_PER_DAY: '1000' };
    app = await startTestApp(database, env);
    otherProcess = await startTestApp(database, env);
    await seedPersonas(app.context);
    personaIds = (await app.inject({ url: '/api/personas' })).json().map((p: { id: string }) => p.id);
  });
  afterAll(async () => {
    await app?.close();
    await otherProcess?.close();
    await database?.drop();
  });

  it('stores a key only as its hash, shows it once, and lists its scope and last use', async () => {
    const user = await signUpAndIn(app);
    const created = await createKey(app, user, 'read');
    expect(created.key).toMatch(/^tws_[A-Za-z]{64}$/);
    const [row] = await database.db.select().from(apikey).where(eq(apikey.id, created.id));
    expect(row!.key).not.toContain(created.key.slice(4, 20));
    expect(row!.key).toBe(createHash('sha256').update(created.key).digest('base64url'));

    const before = (
      await app.inject({ url: '/api/auth/api-key/list', headers: { cookie: user.cookie } })
    ).json();
    expect(before.apiKeys).toHaveLength(1);
    expect(before.apiKeys[0]).toMatchObject({
      name: 'read key',
      lastRequest: null,
      permissions: { twinsight: ['read'] },
    });
    expect(JSON.stringify(before)).not.toContain(created.key);

    const me = await app.inject({ url: '/api/me', headers: withKey(created.key) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(user.id);
    const after = (
      await app.inject({ url: '/api/auth/api-key/list', headers: { cookie: user.cookie } })
    ).json();
    expect(after.apiKeys[0].lastRequest).toEqual(expect.any(String));
  });

  it('refuses a client that asks for permissions or a scope outside read and run', async () => {
    const user = await signUpAndIn(app);
    for (const payload of [
      { name: 'sneaky', expiresIn: null, metadata: { scope: 'admin' } },
      { name: 'sneaky', expiresIn: null, metadata: { scope: 'read' }, permissions: { twinsight: ['run'] } },
      { name: 'nameless', expiresIn: null },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/api-key/create',
        headers: { cookie: user.cookie },
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const key = await createKey(app, user, 'read');
    const rewrite = await app.inject({
      method: 'POST',
      url: '/api/auth/api-key/update',
      headers: { cookie: user.cookie },
      payload: { keyId: key.id, metadata: { scope: 'run' } },
    });
    expect(rewrite.statusCode).toBe(400);
  });

  it('lets a read key read and a run key run a concept test, nothing else', async () => {
    const user = await signUpAndIn(app);
    const read = await createKey(app, user, 'read');
    const run = await createKey(app, user, 'run');
    const concept = {
      concept: 'A refillable glass bottle of dish soap for €4.50, sold at the supermarket.',
      personaIds: personaIds.slice(0, 3),
    };

    const refused = await app.inject({
      method: 'POST',
      url: '/api/analyses',
      headers: withKey(read.key),
      payload: concept,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('API_KEY_SCOPE');

    // Not cookie-borne: no Origin check applies, whatever origin the caller names.
    const ran = await app.inject({
      method: 'POST',
      url: '/api/analyses',
      headers: { ...withKey(run.key), origin: 'https://tools.example.com' },
      payload: concept,
    });
    expect(ran.statusCode, ran.body).toBe(201);
    const record = ran.json();
    expect(record.responses).toHaveLength(3);
    const back = await app.inject({ url: `/api/feedback/${record.id}`, headers: withKey(read.key) });
    expect(back.statusCode).toBe(200);

    // Account changes, billing and key management stay with a signed-in session.
    for (const [method, url, payload] of [
      ['PATCH', '/api/me/profile', { full_name: 'Renamed by key' }],
      ['POST', '/api/billing/portal', undefined],
      ['DELETE', `/api/feedback/${record.id}/snapshot`, undefined],
    ] as const) {
      const response = await app.inject({ method, url, headers: withKey(run.key), payload });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const mint = await app.inject({
      method: 'POST',
      url: '/api/auth/api-key/create',
      headers: withKey(run.key),
      payload: { name: 'minted', expiresIn: null, metadata: { scope: 'run' } },
    });
    expect(mint.statusCode).toBe(401);
  });

  it('never lends an administrator’s rights to their key', async () => {
    const admin = await signUpAndIn(app);
    await makeAdmin(database, admin.id);
    const key = await createKey(app, admin, 'run');
    expect(
      (await app.inject({ url: '/api/admin/users', headers: { cookie: admin.cookie } })).statusCode,
    ).toBe(200);
    expect((await app.inject({ url: '/api/admin/users', headers: withKey(key.key) })).statusCode).toBe(403);
  });

  it('refuses a revoked key at once in every process, and an expired one', async () => {
    const user = await signUpAndIn(app);
    const key = await createKey(app, user, 'read');
    const other = await createKey(app, user, 'read');
    expect((await otherProcess.inject({ url: '/api/tokens', headers: withKey(key.key) })).statusCode).toBe(
      200,
    );
    const revoke = await app.inject({
      method: 'POST',
      url: '/api/auth/api-key/delete',
      headers: { cookie: user.cookie },
      payload: { keyId: key.id },
    });
    expect(revoke.statusCode).toBe(200);
    for (const process of [app, otherProcess]) {
      const response = await process.inject({ url: '/api/tokens', headers: withKey(key.key) });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('NOT_AUTHENTICATED');
    }

    await database.db.execute(
      sql`update apikey set expires_at = now() - interval '1 second' where id = ${other.id}`,
    );
    const expired = await otherProcess.inject({ url: '/api/tokens', headers: withKey(other.key) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().detail).toBe('This API key has expired.');
    const unknown = await app.inject({ url: '/api/tokens', headers: withKey(`tws_${'x'.repeat(64)}`) });
    expect(unknown.statusCode).toBe(401);
  });

  it('rate limits each key on its own, counted across processes', async () => {
    const user = await signUpAndIn(app);
    const busy = await createKey(app, user, 'read');
    const quiet = await createKey(app, user, 'read');
    const statuses: number[] = [];
    for (let call = 0; call < RATE_LIMIT + 1; call += 1) {
      const process = call % 2 === 0 ? app : otherProcess;
      statuses.push((await process.inject({ url: '/api/tokens', headers: withKey(busy.key) })).statusCode);
    }
    expect(statuses.slice(0, RATE_LIMIT).every((status) => status === 200)).toBe(true);
    const limited = await app.inject({ url: '/api/tokens', headers: withKey(busy.key) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await app.inject({ url: '/api/tokens', headers: withKey(quiet.key) })).statusCode).toBe(200);
  });
});
