import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { CheckoutRequest } from '@contracts/checkout';
import { subscriptionsStripe } from '@db/schema/index';
import { packPrice, planPrice } from '../../billing-catalog';
import type { Actor, AppContext } from '../../context';
import { httpError } from '../../errors';
import { findCurrentSubscription } from './find-current-subscription';
import { billingNotConfigured, stripeClient } from '../../infrastructure/stripe-client';

export async function findStripeCustomerId({ db }: AppContext, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ customerId: subscriptionsStripe.stripeCustomerId })
    .from(subscriptionsStripe)
    .where(and(eq(subscriptionsStripe.userId, userId), isNotNull(subscriptionsStripe.stripeCustomerId)))
    .orderBy(desc(subscriptionsStripe.updatedAt))
    .limit(1);
  return row?.customerId ?? undefined;
}

/** A Stripe Checkout session for a plan or a credit pack; returns the URL to send the browser to. */
export async function startCheckout(
  context: AppContext,
  actor: Actor,
  request: CheckoutRequest,
): Promise<{ url: string }> {
  const { env } = context;
  const stripe = stripeClient(env);
  const customer = await findStripeCustomerId(context, actor.id);
  const common = {
    client_reference_id: actor.id,
    ...(customer ? { customer } : { customer_email: actor.email }),
    success_url: `${env.BASE_URL}/profile?checkout=success`,
    cancel_url: `${env.BASE_URL}/pricing?checkout=cancelled`,
  };
  if (request.kind === 'subscription') {
    if (await findCurrentSubscription(context.db, actor.id)) {
      throw httpError(
        'ALREADY_SUBSCRIBED',
        'You already have an active subscription. Change it from Manage billing on your profile.',
      );
    }
    const { plan, priceId } = planPrice(env, request.plan);
    if (!priceId) throw billingNotConfigured();
    const session = await stripe.checkout.sessions.create({
      ...common,
      mode: 'subscription',
      line_items: [{ price: priceId, quantity: 1 }],
      metadata: { userId: actor.id, kind: 'subscription', plan: plan.id },
      subscription_data: { metadata: { userId: actor.id, plan: plan.id } },
    });
    return { url: session.url! };
  }
  const { pack, priceId } = packPrice(env, request.pack);
  if (!priceId) throw billingNotConfigured();
  const session = await stripe.checkout.sessions.create({
    ...common,
    mode: 'payment',
    line_items: [{ price: priceId, quantity: 1 }],
    metadata: { userId: actor.id, kind: 'pack', pack: pack.id, credits: String(pack.credits) },
  });
  return { url: session.url! };
}

/** The Stripe Billing Portal for the caller's customer record. */
export async function openBillingPortal(context: AppContext, actor: Actor): Promise<{ url: string }> {
  const stripe = stripeClient(context.env);
  const customer = await findStripeCustomerId(context, actor.id);
  if (!customer)
    throw httpError('NO_BILLING_ACCOUNT', 'There is no billing account yet: subscribe to a plan first.');
  const session = await stripe.billingPortal.sessions.create({
    customer,
    return_url: `${context.env.BASE_URL}/profile`,
  });
  return { url: session.url };
}
