import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, isFinalAnswer, onUnauthorized } from './client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function stubToken(token: string | null) {
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => (key === 'token' ? token : null),
    setItem: () => undefined,
    removeItem: () => undefined,
  });
}

// The mock is typed without parameters; the client always calls fetch(url, init).
function sentCall(fetchMock: ReturnType<typeof stubFetch>): [string, RequestInit] {
  return fetchMock.mock.calls[0] as unknown as [string, RequestInit];
}

function sentInit(fetchMock: ReturnType<typeof stubFetch>): RequestInit {
  return sentCall(fetchMock)[1];
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('GETs JSON under /api without a token header when none is stored', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { data: [{ id: 1 }] }));
    const body = await api.get<{ data: { id: number }[] }>('/categories');
    expect(body.data[0]?.id).toBe(1);
    expect(sentCall(fetchMock)[0]).toBe('/api/categories');
    const init = sentInit(fetchMock);
    expect(init.method).toBe('GET');
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('sends the stored token as a Bearer header', async () => {
    stubToken('abc123');
    const fetchMock = stubFetch(jsonResponse(200, { id: 'u1' }));
    await api.get('/me/profile');
    expect(sentInit(fetchMock).headers).toMatchObject({ Authorization: 'Bearer abc123' });
  });

  it('sends a JSON body with its content type, and none for a bodiless POST', async () => {
    let fetchMock = stubFetch(jsonResponse(200, { id: 'p1' }));
    await api.post('/posts', { title: 'Mangga' });
    expect(sentInit(fetchMock).body).toBe('{"title":"Mangga"}');
    expect(sentInit(fetchMock).headers).toMatchObject({ 'Content-Type': 'application/json' });

    fetchMock = stubFetch(new Response(null, { status: 204 }));
    const result = await api.post('/me/archive');
    expect(result).toBeUndefined();
    expect(sentInit(fetchMock).body).toBeUndefined();
    expect(sentInit(fetchMock).headers).not.toHaveProperty('Content-Type');
  });

  it('uses the generic GET message when the server gives none', async () => {
    stubFetch(new Response('', { status: 500 }));
    const error = await caught(api.get('/categories'));
    expect(error.message).toBe('API /categories failed: 500');
    expect(error.status).toBe(500);
    expect(error.code).toBeUndefined();
  });

  it('names the method in the generic message of other calls', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect((await caught(api.post('/posts', {}))).message).toBe('API POST /posts failed: 502');
    stubFetch(jsonResponse(404, {}));
    expect((await caught(api.patch('/posts/1', {}))).message).toBe(
      'API PATCH /posts/1 failed: 404',
    );
    stubFetch(jsonResponse(500, { code: 'x' }));
    expect((await caught(api.del('/reports/9'))).message).toBe('API DELETE /reports/9 failed: 500');
  });

  it("prefers the server's error, and keeps its code, fields and body", async () => {
    const body = {
      error: 'Please fix the highlighted fields.',
      code: 'validation_failed',
      fields: { title: 'errors.requiredTitle', price: 7 },
    };
    stubFetch(jsonResponse(400, body));
    const error = await caught(api.post('/posts', {}));
    expect(error.message).toBe('Please fix the highlighted fields.');
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({ title: 'errors.requiredTitle' });
    expect(error.body).toEqual(body);
  });

  it('reads data.error when that is where the message is', async () => {
    stubFetch(jsonResponse(401, { data: { error: 'Invalid credentials' } }));
    expect((await caught(api.post('/auth/login', {}))).message).toBe('Invalid credentials');
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = await caught(api.get('/health'));
    expect(error.status).toBe(0);
    expect(error.code).toBe('network_error');
    expect(error.message).toBe('API /health failed: 0');
  });

  it('lets an aborted call reject as an abort, not as an ApiError', async () => {
    stubFetch(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(api.get('/health')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('tells listeners about a 401 only when a token was sent', async () => {
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    stubFetch(jsonResponse(401, { error: 'Invalid credentials', code: 'invalid_credentials' }));
    await caught(api.post('/auth/login', {}));
    expect(listener).not.toHaveBeenCalled();

    stubToken('expired');
    stubFetch(jsonResponse(401, { error: 'You must be logged in to continue.' }));
    await caught(api.get('/threads'));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('isFinalAnswer', () => {
  const answer = (status: number) => new ApiError({ message: 'x', status });

  it('takes a 4xx about what was asked as final (a post not there, an id refused)', () => {
    for (const status of [400, 403, 404, 410, 422])
      expect(isFinalAnswer(answer(status))).toBe(true);
  });

  it('leaves to a retry what may change: a session, a wait, a failure, no network', () => {
    for (const status of [0, 401, 408, 429, 500, 503]) {
      expect(isFinalAnswer(answer(status))).toBe(false);
    }
    expect(isFinalAnswer(new Error('x'))).toBe(false);
  });
});
