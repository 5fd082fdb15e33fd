import type { FastifyInstance } from 'fastify';
import { checkoutRequestSchema } from '../../../contracts/checkout';
import { billingCatalog } from '../../billing-catalog';
import type { AppContext } from '../../context';
import { requireActor } from '../../plugins/session';
import { processStripeWebhook } from '../../services/billing/process-stripe-webhook';
import { openBillingPortal, startCheckout } from '../../services/billing/start-checkout';
import { validate } from '../../validate';

export async function registerBillingRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/api/billing/plans', async () => billingCatalog(context.env));

  app.post('/api/billing/checkout', async (request) => {
    const actor = await requireActor(context, request);
    return startCheckout(context, actor, validate(checkoutRequestSchema, request.body));
  });

  app.post('/api/billing/portal', async (request) =>
    openBillingPortal(context, await requireActor(context, request)),
  );

  // Signature verification needs the exact bytes Stripe sent, so this route keeps the raw body.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/api/billing/webhook', async (request) => {
      const signature = request.headers['stripe-signature'];
      return processStripeWebhook(
        context,
        request.body as Buffer,
        Array.isArray(signature) ? signature[0] : signature,
      );
    });
  });
}
