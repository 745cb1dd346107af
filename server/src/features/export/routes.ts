import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser, type AuthGuards } from '../../platform/authenticate';
import type { RateLimits } from '../../platform/rate-limits';
import { bearer } from '../../platform/route-schemas';
import { dataExportSchema } from './presenter';
import type { ExportService } from './service';

/** Reading everything a person holds is heavy: a handful an hour is plenty for a person. */
export const DATA_EXPORT_LIMIT = { max: 5, perMinutes: 60 };

export const exportRoutes: FastifyPluginAsyncZod<{
  exports: ExportService;
  guards: AuthGuards;
  limits: RateLimits;
}> = async (app, { exports, guards, limits }) => {
  app.get(
    '/me/export',
    {
      onRequest: guards.requireUser,
      preHandler: limits.perUser('data-export', DATA_EXPORT_LIMIT),
      schema: {
        tags: ['profiles'],
        summary:
          'Everything Palengke holds about the caller, as a JSON file to download (5 an hour)',
        security: bearer,
        response: { 200: dataExportSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { document, fileName } = await exports.export(user.id, user.tokenHash);
      return (
        reply
          .header('content-disposition', `attachment; filename="${fileName}"`)
          // Personal data: no shared cache or proxy may keep a copy.
          .header('cache-control', 'no-store')
          .send(document)
      );
    },
  );
};
