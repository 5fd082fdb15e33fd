// The bad inputs and limits found by the attack run of issue 16, each answered with a 4xx problem.
import net from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenTransactions, userTokens } from '@db/schema/index';
import type { TestDatabase } from '@db/testing';
import {
  makeAdmin,
  signUpAndIn,
  startTestApp,
  testDatabaseKinds,
  uniqueEmail,
  type TestApp,
} from './testing';

const webhookSecret = 'whsec_hardening';
const stripe = new Stripe('sk_test_signing_only');

const deliver = (app: TestApp, event: object) => {
  const body = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret });
  return app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });
};

const packEvent = (id: string, userId: string, sessionId: string) => ({
  id,
  object: 'event',
  type: 'checkout.session.completed',
  created: Math.floor(Date.now() / 1000),
  data: {
    object: {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      metadata: { userId, kind: 'pack', pack: 'pack_50', credits: '50' },
    },
  },
});

describe.each(testDatabaseKinds)('input hardening on $name', (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    database = await kind.open();
    app = await startTestApp(database, {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      RECORDS_PER_DAY: '3',
      REQUEST_TIMEOUT_MS: '500',
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const expectProblem = (
    response: { statusCode: number; headers: Record<string, unknown> },
    status: number,
  ) => {
    expect(response.statusCode).toBe(status);
    expect(String(response.headers['content-type'])).toContain('application/problem+json');
  };

  it('refuses NUL characters and lone surrogates in paths, queries and bodies, signed in or not', async () => {
    expectProblem(await app.inject({ url: '/api/snapshots/%00' }), 400);
    expectProblem(await app.inject({ url: '/api/content/%00' }), 400);
    expectProblem(await app.inject({ url: '/api/content?kind=%00' }), 400);
    expectProblem(await app.inject({ url: '/api/snapshots/%ED%A0%80' }), 400);
    const user = await signUpAndIn(app);
    const save = (concept: string) =>
      app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        payload: `{"concept":"${concept}"}`,
      });
    expectProblem(await save('a\\u0000b'), 400);
    expectProblem(await save('a\\ud800b'), 400);
    expect((await save('a\\ud83d\\ude00b')).statusCode).toBe(201);
  });

  it('refuses JSON nested 5,000 deep on auth and API routes', async () => {
    const deep = '{"email":' + '['.repeat(5000) + ']'.repeat(5000) + ',"password":"x"}';
    for (const url of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/snapshot-requests']) {
      expectProblem(
        await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: deep,
        }),
        400,
      );
    }
  });

  it('refuses amounts beyond the balance column, empty and reserved action ids', async () => {
    const user = await signUpAndIn(app);
    const consume = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/tokens/consume', headers: { cookie: user.cookie }, payload });
    for (const amount of [2 ** 31, 2 ** 53, 1_000_001]) {
      const answer = await consume({ amount, operationType: 'x' });
      expectProblem(answer, 400);
      expect(answer.json().errorCode).toBe('INVALID_AMOUNT');
    }
    for (const actionId of ['', '  ']) {
      expectProblem(await consume({ amount: 1, operationType: 'x', actionId }), 400);
      expectProblem(await consume({ amount: 1, operationType: 'x', actionId }), 400);
    }
    const reserved = await consume({ amount: 1, operationType: 'x', actionId: 'checkout:cs_paid_later' });
    expectProblem(reserved, 400);
    expect(reserved.json().errorCode).toBe('INVALID_ACTION_ID');
    // The paid session is credited, since nobody could take its action id first.
    expect((await deliver(app, packEvent('evt_reserved', user.id, 'cs_paid_later'))).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/tokens', headers: { cookie: user.cookie } })).json().balance).toBe(
      60,
    );

    const admin = await signUpAndIn(app);
    await makeAdmin(database, admin.id);
    const adjust = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/credits`,
      headers: { cookie: admin.cookie },
      payload: { amount: 2 ** 31, reason: 'Overflow' },
    });
    expectProblem(adjust, 400);
  });

  it('credits a checkout once under parallel deliveries, and acknowledges events for unknown users', async () => {
    const user = await signUpAndIn(app);
    const event = packEvent('evt_parallel', user.id, 'cs_parallel');
    const twin = {
      ...packEvent('evt_parallel_async', user.id, 'cs_parallel'),
      type: 'checkout.session.async_payment_succeeded',
    };
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => deliver(app, event)),
      ...Array.from({ length: 4 }, () => deliver(app, twin)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const [row] = await database.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(row!.balance).toBe(60);
    const ledger = await database.db
      .select()
      .from(tokenTransactions)
      .where(eq(tokenTransactions.userId, user.id));
    expect(ledger.reduce((sum, entry) => sum + entry.amount, 0)).toBe(60);

    const unknown = await deliver(app, packEvent('evt_unknown_user', 'no-such-user', 'cs_unknown'));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ received: true, ignored: 'unknown user' });
    const malformed = await deliver(app, {
      id: 'evt_bad',
      type: 'checkout.session.completed',
      created: 1,
      data: { object: 'nope' },
    });
    expectProblem(malformed, 400);
  });

  it('limits name length, record size and records per day; admin routes check the role before the body', async () => {
    const longName = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'n'.repeat(900_000), email: uniqueEmail(), password: 'correct horse battery' },
    });
    expectProblem(longName, 400);
    const user = await signUpAndIn(app);
    const big = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: user.cookie },
      payload: { concept: 'Big', overallAnalysis: { blob: 'x'.repeat(300_000) } },
    });
    expectProblem(big, 413);
    for (let i = 0; i < 3; i += 1) {
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/feedback',
            headers: { cookie: user.cookie },
            payload: { concept: `C${i}` },
          })
        ).statusCode,
      ).toBe(201);
    }
    const fourth = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: user.cookie },
      payload: { concept: 'C4' },
    });
    expectProblem(fourth, 429);
    expect(fourth.json().code).toBe('RECORD_LIMIT');

    expectProblem(
      await app.inject({
        method: 'POST',
        url: `/api/admin/users/${user.id}/credits`,
        headers: { cookie: user.cookie },
        payload: { amount: 'x' },
      }),
      403,
    );
    expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/admin/content',
        headers: { cookie: user.cookie },
        payload: [],
      }),
      403,
    );
    expectProblem(
      await app.inject({ url: '/api/admin/content?status=zzz', headers: { cookie: user.cookie } }),
      403,
    );
    const record = (
      await app.inject({ url: '/api/feedback/all', headers: { cookie: user.cookie } })
    ).json()[0];
    const stranger = await signUpAndIn(app);
    expectProblem(
      await app.inject({
        method: 'PATCH',
        url: `/api/feedback/${record.id}`,
        headers: { cookie: stranger.cookie },
        payload: { bad: true },
      }),
      404,
    );
  });

  it('streams /api/feedback/all newest first across batches', async () => {
    const user = await signUpAndIn(app);
    const { feedbackRequests } = await import('@db/schema/index');
    await database.db.insert(feedbackRequests).values(
      Array.from({ length: 123 }, (_, i) => ({
        userId: user.id,
        concept: `R${i}`,
        type: 'focus-group',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 2))),
      })),
    );
    const all = await app.inject({ url: '/api/feedback/all', headers: { cookie: user.cookie } });
    expect(all.statusCode).toBe(200);
    const records = all.json() as { concept: string; created_at: string; id: string }[];
    expect(records).toHaveLength(123);
    expect(new Set(records.map((r) => r.id)).size).toBe(123);
    const keys = records.map((r) => `${r.created_at}|${r.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
    const empty = await signUpAndIn(app);
    expect(
      (await app.inject({ url: '/api/feedback/all', headers: { cookie: empty.cookie } })).json(),
    ).toEqual([]);
  });

  it('answers HEAD /api/realtime, and cuts off a request body that arrives too slowly', async () => {
    const user = await signUpAndIn(app);
    const head = await app.inject({ method: 'HEAD', url: '/api/realtime', headers: { cookie: user.cookie } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/event-stream');

    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/snapshot-requests HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na',
        );
      });
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      setTimeout(() => reject(new Error(`still open after 5 s: ${received}`)), 5000).unref();
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
