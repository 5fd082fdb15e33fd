import Stripe from 'stripe';
import type { Env } from '../env';
import { billingConfigured } from '../billing-catalog';
import { httpError } from '../errors';

export const billingNotConfigured = () =>
  httpError('BILLING_NOT_CONFIGURED', 'Billing is not configured on this server.');

const clients = new Map<string, Stripe>();

/** One Stripe client per key; STRIPE_API_BASE points it at a local mock in tests. */
export function stripeClient(env: Env): Stripe {
  if (!billingConfigured(env)) throw billingNotConfigured();
  const key = env.STRIPE_SECRET_KEY!;
  let client = clients.get(key + (env.STRIPE_API_BASE ?? ''));
  if (!client) {
    const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
    client = new Stripe(key, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(base
        ? {
            host: base.hostname,
            port: Number(base.port),
            protocol: base.protocol.replace(':', '') as 'http' | 'https',
          }
        : {}),
    });
    clients.set(key + (env.STRIPE_API_BASE ?? ''), client);
  }
  return client;
}
