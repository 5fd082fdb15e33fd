// Cross-site requests, streams after sign-out, frozen snapshots, reset links and account-existence timing.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@db/client';
import type { TestDatabase } from '@db/testing';
import { createApp } from './app';
import { loadEnv } from './env';
import {
  balanceOf,
  collectEvents,
  cookieFrom,
  makeAdmin,
  signUpAndIn,
  startTestApp,
  testDatabaseKinds,
  uniqueEmail,
  withSameOrigin,
  type TestApp,
} from './testing';

const password = 'correct horse battery';

describe.each(testDatabaseKinds)('session safety on $name', (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    database = await kind.open();
    app = await startTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('refuses cookie-borne state changes from another origin; bearer and cookie-less calls pass', async () => {
    const admin = await signUpAndIn(app);
    await makeAdmin(database, admin.id);
    const profile = (headers: Record<string, string | undefined>) =>
      app.inject({
        method: 'PATCH',
        url: '/api/me/profile',
        headers: { cookie: admin.cookie, ...headers },
        payload: { full_name: 'Renamed' },
      });
    const foreign = await profile({ origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('ORIGIN_NOT_ALLOWED');
    expect((await profile({ origin: undefined })).statusCode).toBe(403);
    expect((await profile({ origin: undefined, referer: 'https://evil.example/page' })).statusCode).toBe(403);
    expect((await profile({ origin: undefined, referer: 'http://localhost:3000/profile' })).statusCode).toBe(
      200,
    );
    expect((await profile({})).statusCode).toBe(200);

    const boundary = 'x-boundary';
    const upload = await app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: {
        cookie: admin.cookie,
        origin: 'https://evil.example',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n--${boundary}--\r\n`,
    });
    expect(upload.statusCode).toBe(403);

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: admin.email, password },
    });
    const token = signIn.headers['set-auth-token'] as string;
    const bearer = await app.inject({
      method: 'POST',
      url: '/functions/v1/consume-tokens',
      headers: { authorization: `Bearer ${token}`, origin: 'https://evil.example' },
      payload: { amount: 1, operationType: 'api' },
    });
    expect(bearer.statusCode).toBe(200);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/snapshot-requests',
      headers: { origin: 'https://elsewhere.example' },
      payload: { name: 'N', email: 'n@example.com', company: 'C', brand: 'B' },
    });
    expect(anonymous.statusCode).toBe(201);
  });

  it('trusts every local address on the port when BASE_URL is unset, and only BASE_URL when it is set', async () => {
    // A browser sends the cookies it holds for the host (a lapsed session's, say), and then the origin counts.
    const signUpFrom = (target: TestApp, origin: string) =>
      target.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin, cookie: 'better-auth.session_token=lapsed' },
        payload: { name: 'Local', email: uniqueEmail(), password },
      });
    const local = await startTestApp(database, { BASE_URL: '', PORT: '3000' });
    try {
      for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
        expect((await signUpFrom(local, origin)).statusCode, origin).toBe(200);
        const user = await signUpAndIn(local);
        const rename = await local.inject({
          method: 'PATCH',
          url: '/api/me/profile',
          headers: { cookie: user.cookie, origin },
          payload: { full_name: 'Renamed' },
        });
        expect(rename.statusCode, origin).toBe(200);
      }
      expect((await signUpFrom(local, 'http://127.0.0.1:3001')).statusCode).toBe(403);
    } finally {
      await local.close();
    }
    expect((await signUpFrom(app, 'http://localhost:3000')).statusCode).toBe(200);
    expect((await signUpFrom(app, 'http://127.0.0.1:3000')).statusCode).toBe(403);
  });

  it('checks the origin on the routed path and whatever bearer header comes with the cookie', async () => {
    const user = await signUpAndIn(app);
    const record = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: user.cookie },
      payload: { type: 'focus-group', concept: 'Private concept' },
    });
    const id = record.json().id as string;
    const foreign = { cookie: user.cookie, origin: 'https://evil.example' };
    const encodedSnapshot = await app.inject({
      method: 'POST',
      url: `/%61pi/feedback/${id}/snapshot`,
      headers: foreign,
    });
    expect(encodedSnapshot.statusCode).toBe(403);
    expect(encodedSnapshot.json().code).toBe('ORIGIN_NOT_ALLOWED');
    const before = await balanceOf(app, user);
    const encodedRun = await app.inject({
      method: 'POST',
      url: '/%61pi/analyses',
      headers: foreign,
      payload: { type: 'concept', concept: 'A concept', personaIds: ['p1'] },
    });
    expect(encodedRun.statusCode).toBe(403);
    for (const authorization of ['Bearer not-a-token', 'Bearer forged.c2lnbmF0dXJl', 'bearer ']) {
      const withBearer = await app.inject({
        method: 'POST',
        url: `/api/feedback/${id}/snapshot`,
        headers: { ...foreign, authorization },
      });
      expect(withBearer.statusCode, authorization).toBe(403);
    }
    const doubleSlash = await app.inject({
      method: 'POST',
      url: `//api/feedback/${id}/snapshot`,
      headers: foreign,
    });
    expect(doubleSlash.statusCode).toBe(403);
    expect(await balanceOf(app, user)).toBe(before);
    const link = await app.inject({ url: `/api/feedback/${id}/snapshot`, headers: { cookie: user.cookie } });
    expect(link.json().snapshot).toBeNull();
  });

  it('closes the realtime stream of a session when it signs out, and only that one', async () => {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const user = await signUpAndIn(app);
    const otherSignIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password },
    });
    const otherCookie = cookieFrom(otherSignIn.headers['set-cookie']);
    const url = `http://127.0.0.1:${port}/api/realtime`;
    const started = Date.now();
    const other = collectEvents(url, otherCookie, () => false, 4_000).then((events) => ({
      events,
      openFor: Date.now() - started,
    }));
    const signedOut = await collectEvents(
      url,
      user.cookie,
      () => false,
      15_000,
      async () => {
        const out = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-out',
          headers: { cookie: user.cookie },
        });
        expect(out.statusCode).toBe(200);
      },
    );
    expect(signedOut.map((e) => e.type)).toEqual(['ready']);
    // Ended by the server right after the sign-out, long before the reader's own 15 s limit.
    expect(Date.now() - started).toBeLessThan(3_000);
    // The other session's stream stayed open until the reader gave up on it.
    const { events, openFor } = await other;
    expect(events.map((e) => e.type)).toEqual(['ready']);
    expect(openFor).toBeGreaterThanOrEqual(3_900);
    expect((await app.inject({ url: '/api/me', headers: { cookie: otherCookie } })).statusCode).toBe(200);
  });

  it('shares a run as it was: later follow-ups reach the page only when shared again, under the same link', async () => {
    const user = await signUpAndIn(app);
    const personaId = 'twin-a';
    const record = (
      await app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { cookie: user.cookie },
        payload: { concept: 'Frozen', responses: [{ personaId, text: 'Hi' }] },
      })
    ).json();
    const shared = (
      await app.inject({
        method: 'POST',
        url: `/api/feedback/${record.id}/snapshot`,
        headers: { cookie: user.cookie },
      })
    ).json();
    await app.inject({
      method: 'PATCH',
      url: `/api/feedback/${record.id}`,
      headers: { cookie: user.cookie },
      payload: { responses: [{ personaId, text: 'Changed' }], overallAnalysis: {} },
    });
    const before = (await app.inject({ url: `/api/snapshots/${shared.slug}` })).json();
    expect(before.responses[0].text).toBe('Hi');
    expect(before.user_id).toBeUndefined();
    const again = (
      await app.inject({
        method: 'POST',
        url: `/api/feedback/${record.id}/snapshot`,
        headers: { cookie: user.cookie },
      })
    ).json();
    expect(again.slug).toBe(shared.slug);
    expect((await app.inject({ url: `/api/snapshots/${shared.slug}` })).json().responses[0].text).toBe(
      'Changed',
    );
  });

  it('answers sign-up, sign-in and reset requests no sooner than the timing floor, account or not', async () => {
    const floorApp = await startTestApp(database, { AUTH_TIMING_FLOOR_MS: '300' });
    try {
      const existing = await signUpAndIn(app);
      const timed = async (url: string, payload: object) => {
        const started = performance.now();
        const answer = await floorApp.inject({ method: 'POST', url, payload });
        return { ms: performance.now() - started, status: answer.statusCode };
      };
      const cases = {
        'sign-up, new email': await timed('/api/auth/sign-up/email', {
          name: 'N',
          email: uniqueEmail(),
          password,
        }),
        'sign-up, taken email': await timed('/api/auth/sign-up/email', {
          name: 'N',
          email: existing.email,
          password,
        }),
        'sign-in, unknown email': await timed('/api/auth/sign-in/email', { email: uniqueEmail(), password }),
        'sign-in, wrong password': await timed('/api/auth/sign-in/email', {
          email: existing.email,
          password: 'wrong password here',
        }),
        'reset, unknown email': await timed('/api/auth/request-password-reset', {
          email: uniqueEmail(),
          redirectTo: '/reset-password',
        }),
        'reset, known email': await timed('/api/auth/request-password-reset', {
          email: existing.email,
          redirectTo: '/reset-password',
        }),
      };
      console.log(
        `[auth timing ${kind.name}] ${Object.entries(cases)
          .map(([name, c]) => `${name}: ${c.status} in ${c.ms.toFixed(0)} ms`)
          .join('; ')}`,
      );
      for (const result of Object.values(cases)) expect(result.ms).toBeGreaterThanOrEqual(299);
      expect(cases['sign-up, new email'].status).toBe(cases['sign-up, taken email'].status);
      expect(cases['reset, unknown email'].status).toBe(cases['reset, known email'].status);
    } finally {
      await floorApp.close();
    }
  });
});

describe('password reset links', () => {
  let database: Database;
  let smtp: SMTPServer;
  let smtpPort: number;
  const mails: string[] = [];
  beforeAll(async () => {
    database = await openDatabase({});
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        stream.on('end', () => {
          mails.push(text);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database?.close();
  });

  /** The app as in production, with every log line it writes kept. */
  async function productionApp(extra: Record<string, string>) {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const env = loadEnv({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      BASE_URL: 'http://localhost:3000',
      AUTH_TIMING_FLOOR_MS: '0',
      ...extra,
    });
    const app = withSameOrigin(
      await createApp({ env, database, logger: { level: 'trace', stream }, webRoot: '/nonexistent' }),
      env.BASE_URL,
    );
    return { app, lines };
  }

  it('logs a failed query without the user content in its parameters', async () => {
    const { app: logged, lines } = await productionApp({});
    await database.db.execute(
      sql.raw(`create function refuse_probe() returns trigger language plpgsql as $$
        begin if new.concept like 'leak-probe%' then raise exception 'refused'; end if; return new; end $$`),
    );
    await database.db.execute(
      sql.raw(
        'create trigger refuse_probe before insert on feedback_requests for each row execute function refuse_probe()',
      ),
    );
    try {
      const user = await signUpAndIn(logged);
      const failed = await logged.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { cookie: user.cookie },
        payload: { concept: 'leak-probe Jane Doe, 12 Secret Street' },
      });
      expect(failed.statusCode).toBe(500);
      const log = lines.join('');
      expect(log).toContain('request failed');
      expect(log).toContain('insert into');
      expect(log).not.toContain('Jane Doe');
    } finally {
      await database.db.execute(sql.raw('drop trigger refuse_probe on feedback_requests'));
      await database.db.execute(sql.raw('drop function refuse_probe'));
      await logged.close();
    }
  });

  it('answers headers too large with 431 as problem+json', async () => {
    const { app: served } = await productionApp({});
    try {
      await served.listen({ port: 0, host: '127.0.0.1' });
      const { port } = served.server.address() as AddressInfo;
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () =>
          socket.write(`GET /api/me HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`),
        );
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(answer).toContain('Content-Type: application/problem+json');
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
      expect(body).toMatchObject({ status: 431, code: 'HEADERS_TOO_LARGE' });
    } finally {
      await served.close();
    }
  });

  it('emails the link through SMTP, and the link resets the password', async () => {
    const { app } = await productionApp({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Twinsight <no-reply@twinsight.example>',
    });
    try {
      const user = await signUpAndIn(app);
      const requested = await app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: user.email, redirectTo: '/reset-password' },
      });
      expect(requested.statusCode).toBe(200);
      for (let i = 0; i < 100 && !mails.some((m) => m.includes(user.email)); i += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const mail = mails.find((m) => m.includes(user.email))!;
      expect(mail).toContain('Subject: Reset your Twinsight password');
      const link = /http:\/\/localhost:3000\/api\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec(
        mail.replace(/=\r?\n/g, ''),
      );
      expect(link).not.toBeNull();
      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: link![1], newPassword: 'a brand new passphrase' },
      });
      expect(reset.statusCode).toBe(200);
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: user.email, password: 'a brand new passphrase' },
      });
      expect(signIn.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('never writes a reset link into the production log, with or without SMTP', async () => {
    const setups: Record<string, string>[] = [{}, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }];
    for (const extra of setups) {
      const { app, lines } = await productionApp(extra);
      try {
        const user = await signUpAndIn(app);
        expect(
          (
            await app.inject({
              method: 'POST',
              url: '/api/auth/request-password-reset',
              payload: { email: user.email, redirectTo: '/reset-password' },
            })
          ).statusCode,
        ).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(lines.length).toBeGreaterThan(0);
        const log = lines.join('');
        expect(log).not.toContain('reset-password/');
        expect(log).not.toContain(user.email);
      } finally {
        await app.close();
      }
    }
  });
});
