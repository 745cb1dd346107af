import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../platform/errors';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Answers 200 when the database answers',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError('database_unavailable', 503, 'The database is not answering.');
      }
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );
};
