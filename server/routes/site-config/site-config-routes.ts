import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from '@contracts/site-config';
import type { AppContext } from '../../context';
import { bindRoute } from '../bind-route';

export function registerSiteConfigRoutes(app: FastifyInstance, context: AppContext) {
  const { env } = context;
  const config: SiteConfig = {
    brandName: env.BRAND_NAME,
    contactEmail: env.CONTACT_EMAIL,
    location: 'Valletta, Malta',
    analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL ?? null,
  };
  bindRoute(app, context, 'get /api/config', ({ reply }) =>
    reply.header('cache-control', 'public, max-age=300').send(config),
  );
}
