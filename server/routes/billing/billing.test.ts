import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@db/testing';
import { startMockStripe, type MockStripe } from '../../../e2e/support/mock-stripe-server';
import { signUpAndIn, startTestApp, testDatabaseKinds, type TestApp } from '../../testing';

const webhookSecret = 'whsec_test_secret';
const stripe = new Stripe('sk_test_signing_only');

function signed(payload: object, timestamp = Math.floor(Date.now() / 1000), secret = webhookSecret) {
  const body = JSON.stringify(payload);
  return { body, signature: stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp }) };
}

const deliver = (app: TestApp, payload: object, options: { timestamp?: number; secret?: string } = {}) => {
  const { body, signature } = signed(payload, options.timestamp, options.secret);
  return app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });
};

const subscriptionEvent = (
  id: string,
  created: number,
  userId: string,
  status: string,
  subscriptionId: string,
) => ({
  id,
  object: 'event',
  type: status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated',
  created,
  data: {
    object: {
      id: subscriptionId,
      object: 'subscription',
      status,
      customer: 'cus_123',
      metadata: { userId, plan: 'pro' },
      items: {
        data: [{ current_period_end: created + 30 * 86400, price: { id: 'price_pro', product: 'prod_pro' } }],
      },
    },
  },
});

describe.each(testDatabaseKinds)('billing on $name', (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  let unconfigured: TestApp;
  let mock: MockStripe;
  beforeAll(async () => {
    database = await kind.open();
    mock = await startMockStripe();
    app = await startTestApp(database, {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: mock.url,
      STRIPE_PRICE_PRO: 'price_pro',
      STRIPE_PRICE_PACK_50: 'price_pack_50',
    });
    unconfigured = await startTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await unconfigured?.close();
    await mock?.close();
    await database?.drop();
  });

  it('says when billing is not configured', async () => {
    const plans = (await unconfigured.inject({ url: '/api/billing/plans' })).json();
    expect(plans.billingConfigured).toBe(false);
    expect(plans.plans.map((p: { id: string }) => p.id)).toEqual(['basic', 'pro', 'business']);
    const user = await signUpAndIn(unconfigured);
    const checkout = await unconfigured.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: { cookie: user.cookie },
      payload: { kind: 'subscription', plan: 'pro' },
    });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json()).toMatchObject({
      code: 'BILLING_NOT_CONFIGURED',
      detail: 'Billing is not configured on this server.',
    });
  });

  it('names exports, API access and webhooks on Basic, the lowest plan, since every account has them', async () => {
    const { plans } = (await unconfigured.inject({ url: '/api/billing/plans' })).json() as {
      plans: { id: string; features: string[] }[];
    };
    const features = Object.fromEntries(plans.map((plan) => [plan.id, plan.features]));
    expect(features.basic).toEqual(
      expect.arrayContaining([
        'Exports (CSV and PDF)',
        'API access with scoped API keys and a typed TypeScript client',
        'Webhooks for finished runs and low credits',
      ]),
    );
    for (const higher of ['pro', 'business'])
      expect(features[higher]!.filter((line) => /export|api|webhook/i.test(line))).toEqual([]);
  });

  it('starts a Checkout session for a plan and for a pack, with the user in the metadata', async () => {
    const user = await signUpAndIn(app);
    const plan = await app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: { cookie: user.cookie },
      payload: { kind: 'subscription', plan: 'pro' },
    });
    expect(plan.statusCode).toBe(200);
    expect(plan.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const call = mock.calls.at(-1)!;
    expect(call.authorization).toBe('Bearer sk_test_123');
    expect(call.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro',
      'metadata[userId]': user.id,
      'subscription_data[metadata][userId]': user.id,
      customer_email: user.email,
    });

    const pack = await app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: { cookie: user.cookie },
      payload: { kind: 'pack', pack: 'pack_50' },
    });
    expect(pack.statusCode).toBe(200);
    expect(mock.calls.at(-1)!.form).toMatchObject({
      mode: 'payment',
      'metadata[credits]': '50',
      'metadata[kind]': 'pack',
    });

    const unpriced = await app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: { cookie: user.cookie },
      payload: { kind: 'subscription', plan: 'basic' },
    });
    expect(unpriced.statusCode).toBe(503);
    const bogus = await app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: { cookie: user.cookie },
      payload: { kind: 'subscription', plan: 'gold' },
    });
    expect(bogus.statusCode).toBe(400);
    const portal = await app.inject({
      method: 'POST',
      url: '/api/billing/portal',
      headers: { cookie: user.cookie },
    });
    expect(portal.statusCode).toBe(409);
  });

  it('rejects a bad signature and a stale timestamp, changing nothing', async () => {
    const user = await signUpAndIn(app);
    const event = subscriptionEvent('evt_bad', Math.floor(Date.now() / 1000), user.id, 'active', 'sub_bad');
    expect((await deliver(app, event, { secret: 'whsec_wrong' })).statusCode).toBe(400);
    expect((await deliver(app, event, { timestamp: Math.floor(Date.now() / 1000) - 600 })).statusCode).toBe(
      400,
    );
    const tokens = (await app.inject({ url: '/api/tokens', headers: { cookie: user.cookie } })).json();
    expect(tokens.isUnlimited).toBe(false);
  });

  it('applies a duplicate event once and credits a paid pack once', async () => {
    const user = await signUpAndIn(app);
    const session = {
      id: 'cs_paid_1',
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      client_reference_id: user.id,
      metadata: { userId: user.id, kind: 'pack', pack: 'pack_50', credits: '50' },
    };
    const completed = {
      id: `evt_pack_${user.id}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: 1,
      data: { object: session },
    };
    expect((await deliver(app, completed)).json()).toEqual({ received: true });
    expect((await deliver(app, completed)).json()).toEqual({ received: true, duplicate: true });
    const async = {
      ...completed,
      id: `evt_async_${user.id}`,
      type: 'checkout.session.async_payment_succeeded',
    };
    expect((await deliver(app, async)).statusCode).toBe(200);
    const tokens = (await app.inject({ url: '/api/tokens', headers: { cookie: user.cookie } })).json();
    expect(tokens.balance).toBe(60);
  });

  it('keeps the newest state when subscription events arrive out of order, and opens the portal', async () => {
    const user = await signUpAndIn(app);
    const subscriptionId = `sub_${user.id}`;
    const now = Math.floor(Date.now() / 1000);
    await deliver(app, subscriptionEvent(`evt_new_${user.id}`, now, user.id, 'active', subscriptionId));
    await deliver(
      app,
      subscriptionEvent(`evt_old_${user.id}`, now - 100, user.id, 'canceled', subscriptionId),
    );
    let tokens = (await app.inject({ url: '/api/tokens', headers: { cookie: user.cookie } })).json();
    expect(tokens).toMatchObject({
      isUnlimited: true,
      subscription: {
        status: 'active',
        product_name: 'Pro',
        product_id: 'prod_pro',
        stripe_subscription_id: subscriptionId,
      },
    });
    expect(new Date(tokens.subscription.current_period_end).getTime()).toBe((now + 30 * 86400) * 1000);

    const portal = await app.inject({
      method: 'POST',
      url: '/api/billing/portal',
      headers: { cookie: user.cookie },
    });
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(mock.calls.at(-1)!.form.customer).toBe('cus_123');
    const again = await app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: { cookie: user.cookie },
      payload: { kind: 'subscription', plan: 'pro' },
    });
    expect(again.statusCode).toBe(409);

    await deliver(
      app,
      subscriptionEvent(`evt_cancel_${user.id}`, now + 100, user.id, 'canceled', subscriptionId),
    );
    tokens = (await app.inject({ url: '/api/tokens', headers: { cookie: user.cookie } })).json();
    expect(tokens).toMatchObject({ isUnlimited: false, subscription: null });
  });
});
