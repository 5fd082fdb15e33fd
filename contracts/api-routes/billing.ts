import { billingCatalogSchema } from '../billing-catalog';
import { checkoutRequestSchema, redirectSchema, stripeWebhookResultSchema } from '../checkout';
import { type RouteContracts, ok } from './route-types';

export const billingRoutes = {
  'get /api/billing/plans': {
    tag: 'Billing',
    summary: 'Plans, credit packs and whether billing is configured.',
    access: 'public',
    responses: ok(billingCatalogSchema),
  },
  'post /api/billing/checkout': {
    tag: 'Billing',
    summary: 'Opens Stripe Checkout for a plan or a pack.',
    access: 'signed-in',
    body: checkoutRequestSchema,
    responses: ok(redirectSchema, 'Where to send the browser'),
  },
  'post /api/billing/portal': {
    tag: 'Billing',
    summary: 'Opens the Stripe billing portal.',
    access: 'signed-in',
    responses: ok(redirectSchema, 'Where to send the browser'),
  },
  'post /api/billing/webhook': {
    tag: 'Billing',
    summary: 'Stripe events, verified by their signature.',
    access: 'stripe',
    bodyType: 'application/octet-stream',
    responses: ok(stripeWebhookResultSchema),
  },
} satisfies RouteContracts;
