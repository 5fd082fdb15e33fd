import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from '../../../contracts/site-config';
import type { AppContext } from '../../context';

export function registerSiteConfigRoutes(app: FastifyInstance, { env }: AppContext) {
  const config: SiteConfig = {
    brandName: env.BRAND_NAME,
    contactEmail: env.CONTACT_EMAIL,
    location: 'Valletta, Malta',
    analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL ?? null,
  };
  app.get('/api/config', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(config),
  );
}
