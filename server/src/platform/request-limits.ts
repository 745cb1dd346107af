import http from 'node:http';
import type { Socket } from 'node:net';
import { Transform } from 'node:stream';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { MESSAGE_KEY } from '@core/schemas';
import { validationFailed } from './errors';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-depth';

/**
 * A request must have arrived whole, headers and body, within this time (408 otherwise), so a
 * body that trickles in a byte at a time cannot hold its connection forever. It counts only
 * until the request is received: a live stream's long answer is not cut by it.
 */
export const REQUEST_TIMEOUT_MS = 60_000;

/** Largest body a page path or an unknown API path takes: they read none (a form's POST is redirected). */
export const SMALL_BODY_LIMIT_BYTES = 1024;

/**
 * Fastify's server options for the request timeout. Node checks for late requests on an
 * interval (30 s unless told): a quarter of the timeout, so one is cut within 125% of it.
 */
export function requestTimeoutOptions(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      // Headers must come sooner than the whole request, never later (Node's rule).
      headersTimeout: Math.min(60_000, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(requestTimeoutMs / 4)),
    },
    clientErrorHandler: answerClientError,
  };
}

const CLIENT_ERRORS: Record<string, { status: number; error: string; code: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    error: 'The request took too long to arrive.',
    code: 'request_timeout',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    error: 'The request headers are too large.',
    code: 'headers_too_large',
  },
};

/**
 * What Node found wrong before Fastify saw a request (too slow, headers too large, not HTTP):
 * answered in the project's error shape, as Fastify's own handler would otherwise, in its own.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    error: 'The request could not be read.',
    code: 'bad_request',
  };
  // An answer already begun (a reply sent before its request's body ended) gets no second one.
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !answering?.headersSent) {
    const body = JSON.stringify({ error: known.error, code: known.code });
    socket.write(
      `HTTP/1.1 ${known.status} ${http.STATUS_CODES[known.status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

/** Page paths (and anything else outside /api) and API paths with no route read no body. */
const takesNoBody = (request: FastifyRequest) =>
  request.is404 || !isApiPath(request.routeOptions.url ?? '');

/**
 * Every JSON body is refused (400 validation_failed) when it nests deeper than MAX_JSON_DEPTH,
 * counted before it is parsed; page paths and unknown API paths take at most
 * SMALL_BODY_LIMIT_BYTES, refused (413) before the body is read when its length says so.
 */
export function registerRequestLimits(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(validationFailed({ _: MESSAGE_KEY.invalid }), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  // Routes outside /api (static files, robots.txt, the sitemap) with Fastify's own limit.
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) route.bodyLimit ??= SMALL_BODY_LIMIT_BYTES;
  });

  // The not-found handler (which renders pages) has no route options: checked here instead.
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!takesNoBody(request)) return payload;
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > SMALL_BODY_LIMIT_BYTES) {
      // The body stays unread: the connection ends with the answer.
      void reply.header('connection', 'close');
      throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    }
    return request.is404 ? capped(payload, SMALL_BODY_LIMIT_BYTES) : payload;
  });
}

/** The body, failing once more than `limit` bytes have come (a body sent without its length). */
function capped(payload: NodeJS.ReadableStream, limit: number) {
  let received = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      received += chunk.length;
      if (received > limit) next(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      else next(null, chunk);
    },
  });
  payload.on('error', (error) => cap.destroy(error));
  return payload.pipe(cap);
}
