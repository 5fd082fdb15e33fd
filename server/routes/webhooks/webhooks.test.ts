import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookPayloadSchema } from '../../../contracts/webhooks';
import type { TestDatabase } from '../../../db/testing';
import { seedPersonas } from '../../services/personas/seed-personas';
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
    app = await startTestApp(database, { WEBHOOK_RETRY_DELAY_SECONDS: '1', CREDITS_LOW_THRESHOLD: '10' });
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
});
