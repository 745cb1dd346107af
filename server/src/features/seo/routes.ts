import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import type { RateLimits } from '../../platform/rate-limits';
import type { SeoService } from './service';

/**
 * A page of 50,000 URLs costs the database about a quarter of a second: plenty for crawlers
 * (an index and a few pages a visit), too few to keep the database busy from one address.
 */
export const SITEMAP_LIMIT = { max: 30, perMinutes: 10 };

/** Crawlers come back often; an hour of staleness costs nothing and spares the database. */
const CACHE_AN_HOUR = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

const textResponse = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.string() } },
});

/** robots.txt and the sitemaps, at the site's root (issue 22). */
export const seoRoutes: FastifyPluginAsyncZod<{ seo: SeoService; limits: RateLimits }> = async (
  app,
  { seo, limits },
) => {
  const sitemapLimit = limits.perIp('sitemap', SITEMAP_LIMIT);

  app.get(
    '/robots.txt',
    {
      schema: {
        tags: ['seo'],
        summary: 'Rules for crawlers: public pages allowed, sign-in pages and the API not',
        response: { 200: textResponse('text/plain', 'robots.txt (RFC 9309)') },
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', CACHE_AN_HOUR)
        .type('text/plain; charset=utf-8')
        .send(seo.robots()),
  );

  app.get(
    '/sitemap.xml',
    {
      preHandler: sitemapLimit,
      schema: {
        tags: ['seo'],
        summary:
          'The public pages, posts and profiles (sitemaps.org); past 50,000 URLs, an index of /sitemap-N.xml (30 in 10 minutes an address, with the pages)',
        response: { 200: textResponse('application/xml', 'A <urlset> or a <sitemapindex>') },
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', CACHE_AN_HOUR)
        .type(XML)
        .send(await seo.sitemap()),
  );

  app.get(
    // Digits only, no leading zero (one address per page); anything else is not found.
    '/sitemap-:page(^[1-9]\\d{0,8}).xml',
    {
      preHandler: sitemapLimit,
      schema: {
        tags: ['seo'],
        summary: 'One page of a sitemap index: up to 50,000 URLs (404 past the last)',
        params: z.object({ page: z.coerce.number().int().min(1) }),
        response: { 200: textResponse('application/xml', 'A <urlset>') },
      },
    },
    async (request, reply) => {
      const xml = await seo.sitemapPage(request.params.page);
      if (xml === undefined) throw notFound('No such sitemap page.');
      return reply.header('cache-control', CACHE_AN_HOUR).type(XML).send(xml);
    },
  );
};
