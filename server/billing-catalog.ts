import type { BillingCatalog, PackId, PlanId } from '@contracts/billing-catalog';
import { offeringLabel, planFeatures, researchTypeOfferings } from '@contracts/offerings';
import type { Env } from './env';

/** Display prices and what each plan includes; Stripe price ids come from the environment. */
const plans: { id: PlanId; name: string; priceLabel: string; features: string[]; priceEnv: keyof Env }[] = [
  {
    id: 'basic',
    name: 'Basic',
    priceLabel: '€29 / month',
    priceEnv: 'STRIPE_PRICE_BASIC',
    // "Unlimited analyses" is each plan's price note on the pricing page, so it is not repeated here.
    features: [
      `Every research type: ${researchTypeOfferings.map(offeringLabel).join(', ')}`,
      ...planFeatures('basic').map(offeringLabel),
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    priceLabel: '€79 / month',
    priceEnv: 'STRIPE_PRICE_PRO',
    features: ['Everything in Basic', ...planFeatures('pro').map(offeringLabel)],
  },
  {
    id: 'business',
    name: 'Business',
    priceLabel: '€249 / month',
    priceEnv: 'STRIPE_PRICE_BUSINESS',
    features: ['Everything in Pro', ...planFeatures('business').map(offeringLabel), 'Priority support'],
  },
];
const packs: { id: PackId; name: string; credits: number; priceLabel: string; priceEnv: keyof Env }[] = [
  { id: 'pack_10', name: '10 credits', credits: 10, priceLabel: '€15', priceEnv: 'STRIPE_PRICE_PACK_10' },
  { id: 'pack_50', name: '50 credits', credits: 50, priceLabel: '€60', priceEnv: 'STRIPE_PRICE_PACK_50' },
  {
    id: 'pack_200',
    name: '200 credits',
    credits: 200,
    priceLabel: '€200',
    priceEnv: 'STRIPE_PRICE_PACK_200',
  },
];

export function billingConfigured(env: Env): boolean {
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
}

const priceOf = (env: Env, key: keyof Env) => (env[key] as string | undefined) ?? undefined;

export function billingCatalog(env: Env): BillingCatalog {
  const configured = billingConfigured(env);
  return {
    billingConfigured: configured,
    signupCredits: env.SIGNUP_CREDITS,
    plans: plans.map(({ priceEnv, ...plan }) => ({
      ...plan,
      interval: 'month' as const,
      available: configured && !!priceOf(env, priceEnv),
    })),
    packs: packs.map(({ priceEnv, ...pack }) => ({
      ...pack,
      available: configured && !!priceOf(env, priceEnv),
    })),
  };
}

export function planPrice(env: Env, id: PlanId) {
  const plan = plans.find((p) => p.id === id)!;
  return { plan, priceId: priceOf(env, plan.priceEnv) };
}

export function packPrice(env: Env, id: PackId) {
  const pack = packs.find((p) => p.id === id)!;
  return { pack, priceId: priceOf(env, pack.priceEnv) };
}

export function planByName(name: string | null | undefined) {
  return plans.find((p) => p.id === name || p.name === name);
}
