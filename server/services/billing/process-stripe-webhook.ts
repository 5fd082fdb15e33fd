import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Tx } from '../../../db/client';
import { stripeEvents, subscriptionsStripe } from '../../../db/schema/index';
import { planByName } from '../../billing-catalog';
import type { AppContext } from '../../context';
import { badRequest } from '../../errors';
import { applyLedgerEntry, findLedgerEntry } from '../credits/apply-ledger-entry';
import { publishEvent } from '../../infrastructure/publish-event';
import { stripeClient } from '../../infrastructure/stripe-client';

export type WebhookOutcome = { received: true; duplicate?: true; ignored?: string };

/** Verifies the signature against the raw body, then applies each event exactly once. */
export async function processStripeWebhook(context: AppContext, rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
  const stripe = stripeClient(context.env);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', context.env.STRIPE_WEBHOOK_SECRET!);
  } catch (error) {
    throw badRequest(`Webhook signature verification failed: ${(error as Error).message}`);
  }
  return context.db.transaction(async (tx) => {
    const inserted = await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
    if (inserted.length === 0) return { received: true, duplicate: true } as const;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return applyCheckout(tx, event.data.object);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return applySubscription(tx, event.data.object, new Date(event.created * 1000));
      default:
        return { received: true, ignored: event.type } as const;
    }
  });
}

async function applyCheckout(tx: Tx, session: Stripe.Checkout.Session): Promise<WebhookOutcome> {
  const userId = session.metadata?.userId ?? session.client_reference_id;
  if (!userId) return { received: true, ignored: 'checkout session without a user' };
  if (session.mode !== 'payment' || session.metadata?.kind !== 'pack') return { received: true };
  if (session.payment_status !== 'paid') return { received: true, ignored: 'payment not settled yet' };
  const credits = Number(session.metadata.credits);
  if (!Number.isInteger(credits) || credits <= 0) return { received: true, ignored: 'pack without credits' };
  const actionId = `checkout:${session.id}`;
  // completed and async_payment_succeeded can both arrive for one session: credit it once.
  if (await findLedgerEntry(tx, userId, actionId)) return { received: true };
  await applyLedgerEntry(tx, { userId, amount: credits, operationType: 'credit_pack', actionId, metadata: { pack: session.metadata.pack } });
  return { received: true };
}

function periodEnd(subscription: Stripe.Subscription): Date | null {
  // Newer API versions moved the period onto the subscription items.
  const seconds =
    (subscription as unknown as { current_period_end?: number }).current_period_end ??
    (subscription.items?.data[0] as unknown as { current_period_end?: number } | undefined)?.current_period_end;
  return seconds ? new Date(seconds * 1000) : null;
}

async function applySubscription(tx: Tx, subscription: Stripe.Subscription, eventAt: Date): Promise<WebhookOutcome> {
  const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  const [existing] = await tx
    .select()
    .from(subscriptionsStripe)
    .where(eq(subscriptionsStripe.stripeSubscriptionId, subscription.id));
  const userId = subscription.metadata?.userId ?? existing?.userId;
  if (!userId) return { received: true, ignored: 'subscription without a user' };
  // Stripe does not guarantee order: never let an older event overwrite newer state.
  if (existing?.lastEventAt && existing.lastEventAt > eventAt) return { received: true, ignored: 'older than the stored state' };
  const item = subscription.items?.data[0];
  const productId = item ? (typeof item.price.product === 'string' ? item.price.product : item.price.product.id) : null;
  const plan = planByName(subscription.metadata?.plan);
  const values = {
    status: subscription.status,
    currentPeriodEnd: periodEnd(subscription),
    productId,
    productName: plan?.name ?? existing?.productName ?? null,
    stripeCustomerId: customerId,
    lastEventAt: eventAt,
    updatedAt: new Date(),
  };
  await tx
    .insert(subscriptionsStripe)
    .values({ userId, stripeSubscriptionId: subscription.id, ...values })
    .onConflictDoUpdate({ target: subscriptionsStripe.stripeSubscriptionId, set: values });
  await publishEvent(tx, userId, { type: 'subscription' });
  return { received: true };
}
