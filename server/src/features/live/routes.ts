import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors';
import { signedInUser, type AuthGuards } from '../../platform/authenticate';
import { bearer, idParams } from '../../platform/route-schemas';
import type { PostRepository } from '../posts/repository';
import { postChannel, userChannel } from './publisher';
import { StreamsFull, TooManyFromAddress, type OpenStream, type StreamRegistry } from './streams';

/**
 * Live streams (issue 23). The session is a Bearer token, which EventSource cannot send, so
 * the browser reads the stream with fetch and the header: the token never appears in a URL.
 */
export const liveRoutes: FastifyPluginAsyncZod<{
  streams: StreamRegistry;
  guards: AuthGuards;
  posts: Pick<PostRepository, 'amountsOf'>;
}> = async (app, { streams, guards, posts }) => {
  // Fastify's close() waits for every connection to end before any onClose hook runs, and a
  // stream never ends by itself: they end first, or close() waits for each tab to leave.
  app.addHook('preClose', async () => streams.closeAll('stopping'));

  /**
   * Hands the connection to the registry. Refused with Retry-After: 503 `busy` when the server
   * (or its visitors' half) is full, which is nobody's fault; 429 `rate_limited` when the one
   * address holds PUBLIC_STREAMS_PER_ADDRESS post pages, which is that address's doing.
   */
  function stream(reply: FastifyReply, open: Omit<OpenStream, 'response'>) {
    try {
      streams.open({ ...open, response: reply.raw });
    } catch (error) {
      if (error instanceof TooManyFromAddress) {
        return reply.status(429).header('retry-after', String(error.retryAfterS)).send({
          error: 'Too many live connections from your address. Please close some pages.',
          code: 'rate_limited',
        });
      }
      if (!(error instanceof StreamsFull)) throw error;
      return reply.status(503).header('retry-after', String(error.retryAfterS)).send({
        error: 'Too many live connections right now. Please try again soon.',
        code: 'busy',
      });
    }
    // The registry writes and ends the answer from here on.
    return reply.hijack();
  }

  app.get(
    '/events',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['live'],
        summary:
          'The caller’s live events (Server-Sent Events): message, read, thread, reservation, sale, unread, typing',
        security: bearer,
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      return stream(reply, {
        channel: userChannel(user.id),
        owner: { userId: user.id, tokenHash: user.tokenHash },
      });
    },
  );

  app.get(
    '/posts/:id/events',
    {
      schema: {
        tags: ['live'],
        summary: 'A post’s quantities and status as they change (Server-Sent Events: post)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const post = await posts.amountsOf(request.params.id);
      if (!post || post.status === 'hidden') throw notFound('Post not found.');
      return stream(reply, { channel: postChannel(post.id), owner: null, address: request.ip });
    },
  );
};
