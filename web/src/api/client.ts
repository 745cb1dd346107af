import { readStorage, TOKEN_KEY } from '../lib/storage';
import { ApiError, errorFromResponse, defaultFailureMessage, type HttpMethod } from './errors';
import { getServerApi } from './serverApi';
import { API_ORIGIN } from './media';

export { ApiError, isApiError, isFinalAnswer, type FieldErrors } from './errors';
export { mediaUrl, API_ORIGIN } from './media';
export { withQuery } from './query';

/** Every call goes under this base; callers pass paths such as '/categories'. */
export const API_BASE = `${API_ORIGIN}/api`;

export interface RequestOptions {
  /** Lets TanStack Query cancel calls whose result nobody waits for any more. */
  signal?: AbortSignal;
  /** Sees the answer's headers (e.g. the service worker's mark on a cached answer). */
  onHeaders?: (headers: Headers) => void;
  /** This token instead of the stored one (calls that finish after a sign-out). */
  token?: string;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Subscribes to "a call made with a stored token was answered 401", which means the token
 * was revoked or expired; the session signs out. Returns the unsubscribe function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy's HTML error page or plain text: keep it for callers that show raw text.
    return text;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function request<T>(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const serverApi = getServerApi();
  if (serverApi) {
    // Rendering on the server: a visitor's reads, answered in-process (entry-server.tsx).
    const { status, body: answer } = await serverApi(path);
    if (method !== 'GET' || status >= 400) throw errorFromResponse(method, path, status, answer);
    return answer as T;
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.token ?? readStorage(TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  // No Content-Type without a body: Fastify rejects an empty body declared as JSON.
  let payload: string | undefined;
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: payload,
      signal: options.signal,
    });
  } catch (error) {
    // Cancellation is not a failure; let the caller (usually TanStack Query) see it as such.
    if (isAbort(error)) throw error;
    throw new ApiError({
      message: defaultFailureMessage(method, path, 0),
      status: 0,
      code: 'network_error',
    });
  }

  const parsed = await readBody(response);
  options.onHeaders?.(response.headers);
  if (!response.ok) {
    if (response.status === 401 && token) unauthorizedListeners.forEach((listener) => listener());
    throw errorFromResponse(method, path, response.status, parsed);
  }
  // The server's response schemas are the contract; callers name the type they expect.
  return parsed as T;
}

/** Typed JSON client for the Palengke API (SPEC §7). Paths are relative to API_BASE. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  del: <T = void>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('DELETE', path, body, options),
};
