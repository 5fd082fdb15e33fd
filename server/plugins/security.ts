import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env';

export async function registerSecurity(app: FastifyInstance, env: Env) {
  const https = env.BASE_URL.startsWith('https://');
  const analyticsOrigin = env.ANALYTICS_SCRIPT_URL ? new URL(env.ANALYTICS_SCRIPT_URL).origin : undefined;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(analyticsOrigin ? [analyticsOrigin] : [])],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Resource articles may show https images (the markdown renderer allows only those).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(analyticsOrigin ? [analyticsOrigin] : [])],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
  await app.register(rateLimit, { global: false });
}
