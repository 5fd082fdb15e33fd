import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_PAUSE_AFTER_FAILURES, webhookPayloadSchema } from '@contracts/webhooks';
import { webhookEndpoints } from '@db/schema/index';
import type { TestDatabase } from '@db/testing';
import { seedPersonas } from '../../services/personas/seed-personas';
import { emitWebhookEvent } from '../../services/webhooks/emit-webhook-event';
import { signUpAndIn, startTestApp, testDatabaseKinds, type SignedInUser, type TestApp } from '../../testing';

type Received = { headers: IncomingHttpHeaders; body: string; answered: number };

/** A receiver as an integrator would write one: checks the signature over the raw body and its freshness. */
function verifySignature(secret: string, header: string, body: string, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds)
    return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function eventually<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 20_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`not so after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(testDatabaseKinds)('webhooks on $name', (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  let receiver: Server;
  let receiverUrl: string;
  const received: Received[] = [];
  /** How the receiver answers each delivery id's attempts, in order; 200 once they run out. */
  let answers: number[] = [];
  let personaIds: string[];

  beforeAll(async () => {
    database = await kind.open();
    // The receiver runs on this machine: private hosts are allowed, as in development.
    app = await startTestApp(database, {
      WEBHOOK_RETRY_DELAY_SECONDS: '1',
      CREDITS_LOW_THRESHOLD: '10',
      WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true',
    });
    await seedPersonas(app.context);
    personaIds = (await app.inject({ url: '/api/personas' })).json().map((p: { id: string }) => p.id);
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        const answered = answers.shift() ?? 200;
        received.push({ headers: request.headers, body, answered });
        response.writeHead(answered).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/twinsight`;
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => receiver?.close(resolve));
    await database?.drop();
  });

  const workspaceOf = async (user: SignedInUser): Promise<string> =>
    (await app.inject({ url: '/api/workspaces', headers: { cookie: user.cookie } })).json()[0].workspaces.id;

  it('signs run.completed and credits.low, retries a refused delivery, and lists its last status', async () => {
    const user = await signUpAndIn(app);
    const workspaceId = await workspaceOf(user);
    const created = await app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspaceId}/webhooks`,
      headers: { cookie: user.cookie },
      payload: { url: receiverUrl, events: ['run.completed', 'credits.low'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id: webhookId, secret } = created.json();
    expect(secret).toMatch(/^whsec_/);
    const listed = await app.inject({
      url: `/api/workspaces/${workspaceId}/webhooks`,
      headers: { cookie: user.cookie },
    });
    expect(listed.json()).toEqual([expect.objectContaining({ id: webhookId, lastDelivery: null })]);
    expect(listed.body).not.toContain(secret);

    // The first attempt of the first delivery is refused; the queue tries again.
    answers = [503];
    const run = await app.inject({
      method: 'POST',
      url: '/api/analyses',
      headers: { cookie: user.cookie },
      payload: {
        concept: 'A bamboo toothbrush subscription for €3 a month.',
        personaIds: personaIds.slice(0, 3),
      },
    });
    expect(run.statusCode).toBe(201);
    const runId = run.json().id;

    const completed = await eventually(() =>
      received.find((item) => item.answered === 200 && item.headers['twinsight-event'] === 'run.completed'),
    );
    expect(verifySignature(secret, String(completed.headers['twinsight-signature']), completed.body)).toBe(
      true,
    );
    expect(
      verifySignature('whsec_wrong', String(completed.headers['twinsight-signature']), completed.body),
    ).toBe(false);
    const payload = webhookPayloadSchema.parse(JSON.parse(completed.body));
    expect(payload).toMatchObject({
      type: 'run.completed',
      workspaceId,
      data: { runId, runType: 'concept-test' },
    });
    expect(completed.headers['twinsight-delivery']).toBe(payload.id);

    const low = await eventually(() =>
      received.find((item) => item.answered === 200 && item.headers['twinsight-event'] === 'credits.low'),
    );
    expect(verifySignature(secret, String(low.headers['twinsight-signature']), low.body)).toBe(true);
    expect(JSON.parse(low.body).data).toEqual({ balance: 9, threshold: 10 });

    const refused = received.filter((item) => item.answered === 503);
    expect(refused).toHaveLength(1);
    const deliveries = await eventually(async () => {
      const answer = await app.inject({
        url: `/api/workspaces/${workspaceId}/webhooks/${webhookId}/deliveries`,
        headers: { cookie: user.cookie },
      });
      const list = answer.json() as { status: string; attempts: number; responseStatus: number }[];
      return list.length === 2 && list.every((item) => item.status === 'delivered') ? list : undefined;
    });
    expect(deliveries.map((item) => item.attempts).sort()).toEqual([1, 2]);
    expect(deliveries.every((item) => item.responseStatus === 200)).toBe(true);
    const after = await app.inject({
      url: `/api/workspaces/${workspaceId}/webhooks`,
      headers: { cookie: user.cookie },
    });
    expect(after.json()[0].lastDelivery).toMatchObject({ status: 'delivered', responseStatus: 200 });
  });

  it('keeps a workspace’s webhooks to its members and its owners, and wants HTTPS for remote endpoints', async () => {
    const owner = await signUpAndIn(app);
    const stranger = await signUpAndIn(app);
    const workspaceId = await workspaceOf(owner);
    const plainHttp = await app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspaceId}/webhooks`,
      headers: { cookie: owner.cookie },
      payload: { url: 'http://hooks.example.com/twinsight', events: ['run.failed'] },
    });
    expect(plainHttp.statusCode).toBe(400);
    expect(plainHttp.json().invalidParams).toEqual([
      { name: 'url', reason: 'The endpoint must use https://' },
    ]);
    const noEvents = await app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspaceId}/webhooks`,
      headers: { cookie: owner.cookie },
      payload: { url: 'https://hooks.example.com/twinsight', events: [] },
    });
    expect(noEvents.statusCode).toBe(400);

    const created = await app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspaceId}/webhooks`,
      headers: { cookie: owner.cookie },
      payload: { url: 'https://hooks.example.com/twinsight', events: ['run.failed'] },
    });
    expect(created.statusCode).toBe(201);
    const webhookId = created.json().id;
    for (const [method, url] of [
      ['GET', `/api/workspaces/${workspaceId}/webhooks`],
      ['POST', `/api/workspaces/${workspaceId}/webhooks`],
      ['DELETE', `/api/workspaces/${workspaceId}/webhooks/${webhookId}`],
      ['GET', `/api/workspaces/${workspaceId}/webhooks/${webhookId}/deliveries`],
      ['POST', `/api/workspaces/${workspaceId}/webhooks/${webhookId}/resume`],
    ] as const) {
      const answer = await app.inject({
        method,
        url,
        headers: { cookie: stranger.cookie },
        payload: method === 'POST' ? { url: receiverUrl, events: ['run.failed'] } : undefined,
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${workspaceId}/webhooks/${webhookId}`,
      headers: { cookie: owner.cookie },
    });
    expect(removed.statusCode).toBe(204);
    const listed = await app.inject({
      url: `/api/workspaces/${workspaceId}/webhooks`,
      headers: { cookie: owner.cookie },
    });
    expect(listed.json()).toEqual([]);
  });
  it('pauses an endpoint after 10 failed attempts in a row, says why, sends nothing more, and one call resumes it', async () => {
    const user = await signUpAndIn(app);
    const workspaceId = await workspaceOf(user);
    const hooks = `/api/workspaces/${workspaceId}/webhooks`;
    const headers = { cookie: user.cookie };
    const created = await app.inject({
      method: 'POST',
      url: hooks,
      headers,
      payload: { url: receiverUrl, events: ['credits.low'] },
    });
    const webhookId = created.json().id;
    answers = Array(WEBHOOK_PAUSE_AFTER_FAILURES).fill(503);
    for (let i = 0; i < WEBHOOK_PAUSE_AFTER_FAILURES; i += 1)
      await emitWebhookEvent(app.context, { workspaceId }, 'credits.low', { balance: i, threshold: 10 });
    const paused = await eventually(async () => {
      const [webhook] = (await app.inject({ url: hooks, headers })).json();
      return webhook.paused ?? undefined;
    });
    expect(paused.reason).toBe(
      'Paused after 10 failed attempts in a row; the last: The endpoint answered 503.',
    );
    // Nothing more goes out: the paused deliveries are not retried and a new event is not sent.
    const sentBefore = received.length;
    await emitWebhookEvent(app.context, { workspaceId }, 'credits.low', { balance: 0, threshold: 10 });
    const list = () =>
      app.inject({ url: `${hooks}/${webhookId}/deliveries`, headers }).then((answer) => answer.json());
    const notSent = await eventually(async () => {
      const [newest] = await list();
      return newest.error === 'Not sent: the endpoint is paused.' ? newest : undefined;
    });
    expect(notSent.status).toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(received.length).toBe(sentBefore);
    expect((await list()).filter((d: { status: string }) => d.status === 'pending')).toEqual([]);

    const resumed = await app.inject({ method: 'POST', url: `${hooks}/${webhookId}/resume`, headers });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().paused).toBeNull();
    await emitWebhookEvent(app.context, { workspaceId }, 'credits.low', { balance: 1, threshold: 10 });
    await eventually(async () => ((await list())[0].status === 'delivered' ? true : undefined));
  });

  it('registers at most 10 endpoints per workspace', async () => {
    const user = await signUpAndIn(app);
    const hooks = `/api/workspaces/${await workspaceOf(user)}/webhooks`;
    const add = (n: number) =>
      app.inject({
        method: 'POST',
        url: hooks,
        headers: { cookie: user.cookie },
        payload: { url: `${receiverUrl}/${n}`, events: ['run.failed'] },
      });
    for (let n = 0; n < 10; n += 1) expect((await add(n)).statusCode).toBe(201);
    const refused = await add(10);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().invalidParams).toEqual([
      { name: 'url', reason: 'A workspace has at most 10 webhook endpoints: remove one to add another.' },
    ]);
  });
});

describe.each(testDatabaseKinds)('receivers that never answer on $name', (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  let hanging: Server;
  let answering: Server;
  /** What happened, in order: each hanging request's arrival and end (its attempt given up), and the good delivery. */
  const events: string[] = [];
  /** The most requests each hanging endpoint (its path) ever had open at once. */
  const mostOpen = new Map<string, number>();
  const open = new Map<string, number>();

  const listen = async (server: Server) => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    database = await kind.open();
    app = await startTestApp(database, {
      WEBHOOK_RETRY_DELAY_SECONDS: '1',
      WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true',
    });
    hanging = createServer((request) => {
      const path = request.url!;
      open.set(path, (open.get(path) ?? 0) + 1);
      mostOpen.set(path, Math.max(mostOpen.get(path) ?? 0, open.get(path)!));
      events.push(`hang ${path}`);
      // Never answered: the request ends when the sender gives up on it.
      request.socket.on('close', () => {
        open.set(path, open.get(path)! - 1);
        events.push(`gave up ${path}`);
      });
    });
    answering = createServer((request, response) => {
      events.push('delivered');
      response.writeHead(200).end();
    });
  });
  afterAll(async () => {
    await app?.close();
    hanging?.closeAllConnections();
    await Promise.all([hanging, answering].map((server) => new Promise((resolve) => server?.close(resolve))));
    await database?.drop();
  });

  const register = async (user: SignedInUser, url: string) => {
    const workspaceId = (
      await app.inject({ url: '/api/workspaces', headers: { cookie: user.cookie } })
    ).json()[0].workspaces.id;
    const created = await app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspaceId}/webhooks`,
      headers: { cookie: user.cookie },
      payload: { url, events: ['credits.low'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    return workspaceId;
  };
  const emit = (workspaceId: string) =>
    emitWebhookEvent(app.context, { workspaceId }, 'credits.low', { balance: 1, threshold: 10 });

  it('sends another workspace’s delivery while six endpoints hang, and never two at once to one endpoint', async () => {
    const hangingUrl = await listen(hanging);
    const answeringUrl = await listen(answering);
    const stuck = await signUpAndIn(app);
    // The first endpoint's two deliveries are first in the queue; then five more endpoints get two each.
    const stuckWorkspace = await register(stuck, `${hangingUrl}/0`);
    await emit(stuckWorkspace);
    await emit(stuckWorkspace);
    for (let n = 1; n < 6; n += 1) await register(stuck, `${hangingUrl}/${n}`);
    await emit(stuckWorkspace);
    await emit(stuckWorkspace);
    await eventually(() => (events.some((event) => event.startsWith('hang')) ? true : undefined));

    const other = await signUpAndIn(app);
    await emit(await register(other, `${answeringUrl}/hooks`));
    await eventually(() => (events.includes('delivered') ? true : undefined));
    // It went out before any hanging attempt was given up: it waited for none of them.
    expect(
      events.slice(0, events.indexOf('delivered')).filter((event) => event.startsWith('gave up')),
    ).toEqual([]);

    // The first endpoint's second delivery is sent only once its first attempt has ended.
    await eventually(() => (events.filter((event) => event === 'hang /0').length >= 2 ? true : undefined));
    expect(events.indexOf('gave up /0')).toBeLessThan(events.lastIndexOf('hang /0'));
    expect(Math.max(...mostOpen.values())).toBe(1);
  });
});

describe.each(testDatabaseKinds)('webhook endpoints inside private networks on $name', (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  let owner: SignedInUser;
  let workspaceId: string;

  beforeAll(async () => {
    database = await kind.open();
    app = await startTestApp(database);
    owner = await signUpAndIn(app);
    workspaceId = (await app.inject({ url: '/api/workspaces', headers: { cookie: owner.cookie } })).json()[0]
      .workspaces.id;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const webhooksUrl = () => `/api/workspaces/${workspaceId}/webhooks`;

  const NOT_PUBLIC = 'a private, loopback or reserved address.';
  // localhost is 127.0.0.1 or ::1, whichever the resolver lists first.
  const LOCALHOST = new RegExp(`^localhost resolves to (127\\.0\\.0\\.1|::1), ${NOT_PUBLIC}$`);

  it.each([
    ['https://localhost:8443/hooks', LOCALHOST],
    ['https://127.0.0.1/hooks', `127.0.0.1 is ${NOT_PUBLIC}`],
    ['https://2130706433/hooks', `127.0.0.1 is ${NOT_PUBLIC}`],
    ['https://[::1]/hooks', `::1 is ${NOT_PUBLIC}`],
    ['https://[::ffff:127.0.0.1]/hooks', `::ffff:7f00:1 is ${NOT_PUBLIC}`],
    ['https://0.0.0.0/hooks', `0.0.0.0 is ${NOT_PUBLIC}`],
    ['https://10.20.30.40/hooks', `10.20.30.40 is ${NOT_PUBLIC}`],
    ['https://172.16.5.4/hooks', `172.16.5.4 is ${NOT_PUBLIC}`],
    ['https://192.168.1.20/hooks', `192.168.1.20 is ${NOT_PUBLIC}`],
    ['https://169.254.169.254/latest/meta-data/', `169.254.169.254 is ${NOT_PUBLIC}`],
    ['https://100.64.0.7/hooks', `100.64.0.7 is ${NOT_PUBLIC}`],
    ['https://[fd12:3456::1]/hooks', `fd12:3456::1 is ${NOT_PUBLIC}`],
    ['https://[fe80::1]/hooks', `fe80::1 is ${NOT_PUBLIC}`],
    ['http://127.0.0.1:8080/hooks', `127.0.0.1 is ${NOT_PUBLIC}`],
  ])('refuses %s with a 400 on its url and stores nothing', async (url, why) => {
    const answer = await app.inject({
      method: 'POST',
      url: webhooksUrl(),
      headers: { cookie: owner.cookie },
      payload: { url, events: ['run.failed'] },
    });
    expect(answer.statusCode, answer.body).toBe(400);
    const [param, ...others] = answer.json().invalidParams as { name: string; reason: string }[];
    expect(others).toEqual([]);
    expect(param!.name).toBe('url');
    const prefix = 'The endpoint must be on the public internet: ';
    expect(param!.reason.startsWith(prefix), param!.reason).toBe(true);
    expect(param!.reason.slice(prefix.length)).toEqual(
      typeof why === 'string' ? why : expect.stringMatching(why),
    );
    expect(answer.json().detail).toBe(`url: ${param!.reason}`);
    const listed = await app.inject({ url: webhooksUrl(), headers: { cookie: owner.cookie } });
    expect(listed.json()).toEqual([]);
  });

  it('fails a delivery to an endpoint that now resolves to a private address, without connecting, and records why', async () => {
    let connections = 0;
    const listener = createTcpServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const port = (listener.address() as AddressInfo).port;
    try {
      // As if the names had resolved to public addresses when they were registered (DNS rebinding).
      const endpoints = await app.context.db
        .insert(webhookEndpoints)
        .values(
          [`https://localhost:${port}/hooks`, `https://127.0.0.1:${port}/hooks`].map((url) => ({
            workspaceId,
            url,
            secret: 'whsec_rebound',
            events: ['run.failed'],
            createdBy: owner.id,
          })),
        )
        .returning();
      await emitWebhookEvent(app.context, { workspaceId }, 'run.failed', { runId: 'rebound' });
      const errors = await Promise.all(
        endpoints.map((endpoint) =>
          eventually(async () => {
            const [delivery] = (
              await app.inject({
                url: `${webhooksUrl()}/${endpoint.id}/deliveries`,
                headers: { cookie: owner.cookie },
              })
            ).json() as { status: string; attempts: number; responseStatus: number | null; error: string }[];
            if (delivery?.status !== 'failed') return undefined;
            expect(delivery).toMatchObject({ attempts: 1, responseStatus: null });
            return delivery.error;
          }),
        ),
      );
      expect(errors[0]).toMatch(LOCALHOST);
      expect(errors[1]).toBe(`127.0.0.1 is ${NOT_PUBLIC}`);
      expect(connections).toBe(0);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });
});
