import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_HTTP_STATUS } from '@core/errors';
import { MESSAGE_KEY, VALIDATION_MESSAGE_KEYS } from '@core/schemas';

/** The one error type services throw; the handler below turns it into `{ error, code }`. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Not found.') => new AppError('not_found', 404, what);

// Photo errors (SPEC §8), with the statuses core/errors.ts gives them.
export const unsupportedImage = () =>
  new AppError(
    'unsupported_image_type',
    ERROR_HTTP_STATUS.unsupported_image_type,
    'Only JPEG, PNG, or WebP images are supported.',
  );
export const imageTooLarge = () =>
  new AppError(
    'image_too_large',
    ERROR_HTTP_STATUS.image_too_large,
    'Image is too large. Please choose a photo under 2 MB or take a new one.',
  );
export const imageInvalid = () =>
  new AppError(
    'image_invalid',
    ERROR_HTTP_STATUS.image_invalid,
    'We could not process that photo. Please try another one.',
  );

/** Schema messages that mean a refused photo: answered with the photo's own error code. */
const IMAGE_FIELD_ERRORS: Record<string, () => AppError> = {
  [MESSAGE_KEY.imageType]: unsupportedImage,
  [MESSAGE_KEY.screenshotType]: unsupportedImage,
  [MESSAGE_KEY.imageTooLarge]: imageTooLarge,
  [MESSAGE_KEY.photoTooLarge]: imageTooLarge,
  [MESSAGE_KEY.screenshotTooLarge]: imageTooLarge,
};

/** The i18n keys the web can translate; any other schema message (zod's English) is 'errors.invalid'. */
const KNOWN_MESSAGE_KEYS: ReadonlySet<string> = new Set(VALIDATION_MESSAGE_KEYS);

/** Message shown above a form whose fields failed validation (SPEC §5). */
const VALIDATION_SUMMARY = 'Please fix the highlighted fields.';

/** The answer to input a schema would refuse, for checks that run before the schema. */
export const validationFailed = (fields: Record<string, string>) =>
  new AppError('validation_failed', 400, VALIDATION_SUMMARY, { fields });

/** Answers a page request with the web app, or returns null when it is not a page request. */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => unknown;

export function registerErrorHandling(app: FastifyInstance, pageFallback: PageFallback): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A refusal that says when to come back says it in the standard header too.
      const retryAfter = error.extra.retry_after_s;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply
        .status(error.status)
        .send({ error: error.message, code: error.code, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Field messages are the core schemas' i18n keys, so the web app can translate them.
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        const message = issue.message ?? '';
        fields[field] ??= KNOWN_MESSAGE_KEYS.has(message) ? message : MESSAGE_KEY.invalid;
      }
      // Only a photo was refused (type or size): the same code as when its bytes are checked.
      const imageErrors = new Set(Object.values(fields).map((key) => IMAGE_FIELD_ERRORS[key]));
      const [imageError] = imageErrors;
      if (imageErrors.size === 1 && imageError) {
        const { status, message, code } = imageError();
        return reply.status(status).send({ error: message, code, fields });
      }
      return reply
        .status(400)
        .send({ error: VALIDATION_SUMMARY, code: 'validation_failed', fields });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .status(413)
        .send({ error: 'The request is too large.', code: 'payload_too_large' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .status(415)
        .send({ error: 'Send the request body as JSON.', code: 'unsupported_media_type' });
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ error: 'Too many requests. Please wait and try again.', code: 'rate_limited' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (malformed JSON and the like): safe to describe.
      return reply.status(error.statusCode).send({ error: error.message, code: 'bad_request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: 'Something went wrong. Please try again.', code: 'internal_error' });
  });

  app.setNotFoundHandler((request, reply) => {
    if (!request.url.startsWith('/api/') && request.url !== '/api') {
      const page = pageFallback(request, reply);
      if (page) return page;
    }
    return reply.status(404).send({ error: 'Not found.', code: 'not_found' });
  });
}
