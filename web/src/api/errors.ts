import { isRecord } from '../lib/guards';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Field name -> message (the server sends i18n keys here, so forms can translate them). */
export type FieldErrors = Record<string, string>;

/** Thrown by every API call that does not succeed, including network failures (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: FieldErrors | undefined;
  /** The parsed response body (JSON, raw text or undefined), for callers that need more. */
  readonly body: unknown;

  constructor(init: {
    message: string;
    status: number;
    code?: string;
    fields?: FieldErrors;
    body?: unknown;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.body = init.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The API's answer about what was asked, which asking again would only repeat: a 4xx, but for
 * a session that ended (401, the session's to handle) and a wait (408, 429). A page takes it
 * as "not there": a post or a person that is not, or an id that cannot name one (an id too
 * long to be anyone's is refused with 400 validation_failed).
 */
export function isFinalAnswer(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const { status } = error;
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}

/** SPEC §8's generic message, used when the server gave no `error` of its own. */
export function defaultFailureMessage(method: HttpMethod, path: string, status: number): string {
  return method === 'GET'
    ? `API ${path} failed: ${status}`
    : `API ${method} ${path} failed: ${status}`;
}

// Our server answers `{ error }`; SPEC §8 also names `data.error`, which older endpoints used.
function serverMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (typeof body.error === 'string' && body.error.trim()) return body.error;
  if (isRecord(body.data) && typeof body.data.error === 'string' && body.data.error.trim()) {
    return body.data.error;
  }
  return undefined;
}

function fieldErrors(body: unknown): FieldErrors | undefined {
  if (!isRecord(body) || !isRecord(body.fields)) return undefined;
  const fields: FieldErrors = {};
  for (const [name, message] of Object.entries(body.fields)) {
    if (typeof message === 'string') fields[name] = message;
  }
  return fields;
}

/** Builds the error for a non-2xx response from its parsed body. */
export function errorFromResponse(
  method: HttpMethod,
  path: string,
  status: number,
  body: unknown,
): ApiError {
  const code = isRecord(body) && typeof body.code === 'string' ? body.code : undefined;
  return new ApiError({
    message: serverMessage(body) ?? defaultFailureMessage(method, path, status),
    status,
    code,
    fields: fieldErrors(body),
    body,
  });
}

/**
 * The server renders a page with its queries' errors too (a post not found), and they reach
 * the browser as JSON: made ApiErrors again, so `isApiError` reads them as the page expects.
 */
export function reviveApiErrors<T extends { queries: { state: { error?: unknown } }[] }>(
  state: T,
): T {
  for (const query of state.queries) {
    const error = query.state.error;
    if (isRecord(error) && error.name === 'ApiError' && typeof error.status === 'number') {
      query.state.error = new ApiError({
        message: serverMessage(error.body) ?? '',
        status: error.status,
        code: typeof error.code === 'string' ? error.code : undefined,
        fields: fieldErrors(error.body),
        body: error.body,
      });
    }
  }
  return state;
}
