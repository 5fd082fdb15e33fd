import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { listPublishedSlugs } from '../../services/content/manage-content';

/** The public pages search engines should know about (signed-in and admin screens are left out). */
export const PUBLIC_PAGES = [
  '/',
  '/features',
  '/use-cases',
  '/methodology',
  '/why-twinsight',
  '/pricing',
  '/personas',
  '/resources',
  '/guide',
  '/snapshot-request',
  '/privacy',
  '/terms',
  '/gdpr',
  '/cookies',
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function registerSiteMapRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain')
      .send(
        [
          'User-agent: *',
          'Disallow: /api/',
          'Disallow: /admin/',
          'Disallow: /snapshot/',
          'Disallow: /research-lab',
          'Disallow: /profile',
          `Sitemap: ${context.env.BASE_URL}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const base = context.env.BASE_URL;
    const resources = await listPublishedSlugs(context);
    const urls = [
      ...PUBLIC_PAGES.map((path) => `<url><loc>${escapeXml(base + path)}</loc></url>`),
      ...resources.map(
        (r) =>
          `<url><loc>${escapeXml(`${base}/resources/${r.slug}`)}</loc><lastmod>${r.updatedAt.toISOString()}</lastmod></url>`,
      ),
    ];
    return reply
      .type('application/xml')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });
}
