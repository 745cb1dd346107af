import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { categorySchema, familyDetailSchema, familySchema, presentFamilyDetail } from './presenter';
import type { TaxonomyRepository } from './repository';

const idParam = z.coerce.number().int().positive();

/** Categories and families change only with a migration: let browsers and proxies cache them. */
const CACHE_CONTROL = 'public, max-age=300';

export const taxonomyRoutes: FastifyPluginAsyncZod<{ taxonomy: TaxonomyRepository }> = async (
  app,
  { taxonomy },
) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['taxonomy'],
        summary: 'All categories',
        response: { 200: z.object({ data: z.array(categorySchema) }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return { data: await taxonomy.listCategories() };
    },
  );

  app.get(
    '/families',
    {
      schema: {
        tags: ['taxonomy'],
        summary: 'Families (subcategories), optionally of one category',
        querystring: z.object({ categoryId: idParam.optional() }),
        response: { 200: z.object({ data: z.array(familySchema) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return { data: await taxonomy.listFamilies(request.query.categoryId) };
    },
  );

  app.get(
    '/families/:id',
    {
      schema: {
        tags: ['taxonomy'],
        summary: 'One family with its category',
        params: z.object({ id: idParam }),
        response: { 200: familyDetailSchema },
      },
    },
    async (request, reply) => {
      const row = await taxonomy.findFamily(request.params.id);
      if (!row) throw notFound('Family not found.');
      reply.header('cache-control', CACHE_CONTROL);
      return presentFamilyDetail(row);
    },
  );
};
