import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../platform/errors';
import { runReadiness, type ReadinessChecks } from './readiness';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; readiness: ReadinessChecks }> = async (
  app,
  { db, readiness },
) => {
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

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: 200 when the database (and Redis and the bucket, when configured) answer, else 503 naming what failed',
        response: {
          200: z.object({ status: z.literal('ready'), checks: z.record(z.string(), z.string()) }),
          503: z.object({
            error: z.string(),
            code: z.literal('not_ready'),
            checks: z.record(z.string(), z.string()),
          }),
        },
      },
    },
    async (_request, reply) => {
      const { ready, failed, checks, details } = await runReadiness(readiness);
      reply.header('cache-control', 'no-store');
      if (ready) return { status: 'ready' as const, checks };
      app.log.warn({ checks: details }, 'readiness check failed');
      return reply.status(503).send({
        error: `Not ready: ${failed.join(', ')} not answering.`,
        code: 'not_ready' as const,
        checks,
      });
    },
  );
};
