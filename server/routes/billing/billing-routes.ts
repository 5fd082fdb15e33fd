import type { FastifyInstance } from 'fastify';
import { billingCatalog } from '../../billing-catalog';
import type { AppContext } from '../../context';
import { processStripeWebhook } from '../../services/billing/process-stripe-webhook';
import { openBillingPortal, startCheckout } from '../../services/billing/start-checkout';
import { bindRawRoute, bindRoute } from '../bind-route';

export async function registerBillingRoutes(app: FastifyInstance, context: AppContext) {
  bindRoute(app, context, 'get /api/billing/plans', () => billingCatalog(context.env));

  bindRoute(app, context, 'post /api/billing/checkout', ({ actor, body }) =>
    startCheckout(context, actor, body),
  );

  bindRoute(app, context, 'post /api/billing/portal', ({ actor }) => openBillingPortal(context, actor));

  // Signature verification needs the exact bytes Stripe sent, so this route keeps and reads the raw body.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    bindRawRoute(scope, 'post /api/billing/webhook', async (request) => {
      const signature = request.headers['stripe-signature'];
      return processStripeWebhook(
        context,
        request.body as Buffer,
        Array.isArray(signature) ? signature[0] : signature,
      );
    });
  });
}
