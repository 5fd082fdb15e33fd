import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Tx } from '@db/client';
import { stripeEvents, subscriptionsStripe, user } from '@db/schema';
import { planByName } from '../../billing-catalog';
import type { AppContext } from '../../context';
import { badRequest } from '../../errors';
import { inputProblem } from '../../validate';
import { applyLedgerEntry, findLedgerEntry, isUniqueViolation } from '../credits/apply-ledger-entry';
import { publishEvent } from '../../infrastructure/publish-event';
import { stripeClient } from '../../infrastructure/stripe-client';

const metadataSchema = z.record(z.string(), z.string()).nullish();
const checkoutSessionSchema = z
  .object({
    id: z.string().min(1),
    mode: z.string().nullish(),
    payment_status: z.string().nullish(),
    client_reference_id: z.string().nullish(),
    metadata: metadataSchema,
  })
  .loose();
const subscriptionSchema = z
  .object({
    id: z.string().min(1),
    status: z.string(),
    customer: z.union([z.string(), z.object({ id: z.string() }).loose()]),
    metadata: metadataSchema,
    items: z
      .object({
        data: z.array(
          z
            .object({
              price: z
                .object({ product: z.union([z.string(), z.object({ id: z.string() }).loose()]) })
                .loose(),
            })
            .loose(),
        ),
      })
      .loose()
      .nullish(),
  })
  .loose();
const HANDLED_EVENT_TYPES = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);
const eventSchema = z.union([
  z.object({
    id: z.string().min(1).max(255),
    type: z.enum(['checkout.session.completed', 'checkout.session.async_payment_succeeded']),
    created: z.number(),
    data: z.object({ object: checkoutSessionSchema }),
  }),
  z.object({
    id: z.string().min(1).max(255),
    type: z.enum([
      'customer.subscription.created',
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]),
    created: z.number().int().min(0).max(1e11),
    data: z.object({ object: subscriptionSchema }),
  }),
  z.object({
    id: z.string().min(1).max(255),
    type: z
      .string()
      .max(255)
      .refine((type) => !HANDLED_EVENT_TYPES.has(type)),
  }),
]);

export type WebhookOutcome = { received: true; duplicate?: true; ignored?: string };

/** Verifies the signature against the raw body, then applies each event exactly once. */
export async function processStripeWebhook(
  context: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const stripe = stripeClient(context.env);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', context.env.STRIPE_WEBHOOK_SECRET!);
  } catch (error) {
    throw badRequest(`Webhook signature verification failed: ${(error as Error).message}`);
  }
  // Signed events come from Stripe, but a malformed one must still be refused, never crash a handler below.
  const problem = inputProblem(event);
  if (problem) throw badRequest(problem);
  const shape = eventSchema.safeParse(event);
  if (!shape.success)
    throw badRequest(
      `Malformed event: ${shape.error.issues[0]!.path.join('.')} ${shape.error.issues[0]!.message}`,
    );
  try {
    return await context.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning();
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
  } catch (error) {
    // A parallel delivery (of this event, or of the other event for the same checkout) committed first: its work stands.
    if (isUniqueViolation(error)) return { received: true, duplicate: true };
    throw error;
  }
}

/** An event may name a user who no longer exists (deleted account) or never did: acknowledge it, or Stripe retries forever. */
async function userExists(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId));
  return Boolean(row);
}

async function applyCheckout(tx: Tx, session: Stripe.Checkout.Session): Promise<WebhookOutcome> {
  const userId = session.metadata?.userId ?? session.client_reference_id;
  if (!userId) return { received: true, ignored: 'checkout session without a user' };
  if (!(await userExists(tx, userId))) return { received: true, ignored: 'unknown user' };
  if (session.mode !== 'payment' || session.metadata?.kind !== 'pack') return { received: true };
  if (session.payment_status !== 'paid') return { received: true, ignored: 'payment not settled yet' };
  const credits = Number(session.metadata.credits);
  if (!Number.isInteger(credits) || credits <= 0) return { received: true, ignored: 'pack without credits' };
  const actionId = `checkout:${session.id}`;
  // completed and async_payment_succeeded can both arrive for one session: credit it once.
  if (await findLedgerEntry(tx, userId, actionId)) return { received: true };
  await applyLedgerEntry(tx, {
    userId,
    amount: credits,
    operationType: 'credit_pack',
    actionId,
    metadata: { pack: session.metadata.pack },
  });
  return { received: true };
}

function periodEnd(subscription: Stripe.Subscription): Date | null {
  // Newer API versions moved the period onto the subscription items.
  const seconds =
    (subscription as unknown as { current_period_end?: number }).current_period_end ??
    (subscription.items?.data[0] as unknown as { current_period_end?: number } | undefined)
      ?.current_period_end;
  return seconds ? new Date(seconds * 1000) : null;
}

async function applySubscription(
  tx: Tx,
  subscription: Stripe.Subscription,
  eventAt: Date,
): Promise<WebhookOutcome> {
  const customerId =
    typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  const [existing] = await tx
    .select()
    .from(subscriptionsStripe)
    .where(eq(subscriptionsStripe.stripeSubscriptionId, subscription.id));
  const userId = subscription.metadata?.userId ?? existing?.userId;
  if (!userId) return { received: true, ignored: 'subscription without a user' };
  if (!(await userExists(tx, userId))) return { received: true, ignored: 'unknown user' };
  // Stripe does not guarantee order: never let an older event overwrite newer state.
  if (existing?.lastEventAt && existing.lastEventAt > eventAt)
    return { received: true, ignored: 'older than the stored state' };
  const item = subscription.items?.data[0];
  const productId = item
    ? typeof item.price.product === 'string'
      ? item.price.product
      : item.price.product.id
    : null;
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
