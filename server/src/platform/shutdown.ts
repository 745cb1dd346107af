import type { App } from '../app';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How long requests in flight may take to finish after SIGTERM before they are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;
/**
 * The port closes only once no request has come for this long: a connection the kernel has
 * accepted but the server not yet read would be reset by the close, so it is given time to
 * bring its request and get its 503.
 */
const QUIET_MS = 300;

/**
 * Graceful stop. A request that starts after the signal is answered 503 with `Connection: close`
 * (readiness too, so a load balancer moves on) rather than refused or reset mid-way. A request
 * whose headers came before it is in flight and finishes, even while its body is still arriving
 * (a photo upload on slow mobile data), up to 10 s, then its connection is cut. Then the server
 * closes: the outbox worker and jobs finish the round in hand (what they hold is handed back by
 * its lease) and the database closes.
 */
export function gracefulShutdown(app: FastifyInstance) {
  let closing = false;
  let inFlight = 0;
  let lastRequestAt = 0;
  const startedAfterSignal = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', async (request) => {
    inFlight += 1;
    lastRequestAt = Date.now();
    if (closing) startedAfterSignal.add(request);
    request.raw.once('close', () => (inFlight -= 1));
  });
  // Answered once the body is read: closing a connection with unread bytes would reset it.
  app.addHook('preValidation', async (request, reply) => {
    if (!startedAfterSignal.has(request)) return;
    reply.header('connection', 'close');
    return reply.status(503).send({
      error: 'The server is restarting. Please try again in a moment.',
      code: 'shutting_down',
    });
  });

  return async function stop() {
    closing = true;
    // Live streams never finish by themselves: they end now, and each tab reconnects (to
    // another process, or to this server once it is back) and refetches what it missed.
    (app as Partial<App>).liveStreams?.closeAll('restarting');
    const deadline = Date.now() + SHUTDOWN_GRACE_MS;
    while (Date.now() < deadline) {
      if (inFlight === 0 && Date.now() - lastRequestAt > QUIET_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (inFlight > 0) {
      app.log.warn(`requests still running after ${SHUTDOWN_GRACE_MS / 1000} s: closing them`);
      app.server.closeAllConnections();
    }
    await app.close();
  };
}
