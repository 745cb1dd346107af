// API error codes. Every error response is JSON { error, code, fields? } (DESIGN.md);
// the web switches on `code`, never on the human message, so codes are a stable contract.

export const ERROR_CODES = {
  // Generic
  validation_failed: 'validation_failed',
  bad_request: 'bad_request',
  not_found: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  banned: 'banned',
  rate_limited: 'rate_limited',
  payload_too_large: 'payload_too_large',
  unsupported_media_type: 'unsupported_media_type',
  internal_error: 'internal_error',
  // Auth
  invalid_credentials: 'invalid_credentials',
  email_not_confirmed: 'email_not_confirmed',
  email_taken: 'email_taken',
  username_taken: 'username_taken',
  invalid_username: 'invalid_username',
  invalid_token: 'invalid_token',
  token_expired: 'token_expired',
  // Images
  unsupported_image_type: 'unsupported_image_type',
  image_too_large: 'image_too_large',
  image_invalid: 'image_invalid',
  // Posts, threads, reviews, reports
  post_not_editable: 'post_not_editable',
  own_post: 'own_post',
  post_unavailable: 'post_unavailable',
  thread_completed: 'thread_completed',
  thread_not_completed: 'thread_not_completed',
  already_reviewed: 'already_reviewed',
  already_reported: 'already_reported',
  // Blocking
  blocked: 'blocked',
  // Suki: following a seller
  suki_limit: 'suki_limit',
  // Partial sales and reservations
  not_enough_left: 'not_enough_left',
  qty_below_committed: 'qty_below_committed',
  // Notifications
  push_endpoint_not_allowed: 'push_endpoint_not_allowed',
  push_endpoint_taken: 'push_endpoint_taken',
  // Pay at pickup by QR Ph
  qr_not_found: 'qr_not_found',
  qr_not_qrph: 'qr_not_qrph',
  qr_has_amount: 'qr_has_amount',
  payment_qr_unavailable: 'payment_qr_unavailable',
  password_not_set: 'password_not_set',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * The HTTP status each code answers with unless a route has a reason to differ.
 * State conflicts (editing a sold post, a second review) are 409 so clients can tell
 * them from malformed input (400).
 */
export const ERROR_HTTP_STATUS: Readonly<Record<ErrorCode, number>> = {
  validation_failed: 400,
  bad_request: 400,
  not_found: 404,
  unauthorized: 401,
  forbidden: 403,
  banned: 403,
  rate_limited: 429,
  payload_too_large: 413,
  unsupported_media_type: 415,
  internal_error: 500,
  invalid_credentials: 401,
  email_not_confirmed: 403,
  email_taken: 409,
  username_taken: 409,
  invalid_username: 400,
  invalid_token: 400,
  token_expired: 400,
  unsupported_image_type: 415,
  image_too_large: 413,
  image_invalid: 422,
  post_not_editable: 409,
  own_post: 409,
  post_unavailable: 409,
  thread_completed: 409,
  thread_not_completed: 409,
  already_reviewed: 409,
  already_reported: 409,
  blocked: 403,
  suki_limit: 409,
  not_enough_left: 409,
  qty_below_committed: 409,
  push_endpoint_not_allowed: 400,
  push_endpoint_taken: 409,
  qr_not_found: 400,
  qr_not_qrph: 400,
  qr_has_amount: 400,
  payment_qr_unavailable: 403,
  // Changing where money goes needs the password; an account made by SMS sets one first.
  password_not_set: 403,
};

const KNOWN_CODES: ReadonlySet<string> = new Set(Object.values(ERROR_CODES));

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN_CODES.has(value);
}

/**
 * Body of every error response. `error` is a human message (English, for logs and old
 * clients); `fields` maps a field path such as 'price' or 'images.0' to an i18n message
 * key from the shared schemas. `code` stays open to strings so a newer server never
 * breaks an older web build.
 */
export interface ApiErrorBody {
  error: string;
  code: ErrorCode | (string & {});
  fields?: Record<string, string>;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.error === 'string' && typeof body.code === 'string';
}
