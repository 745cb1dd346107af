import net from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listening, openStream } from '../test/live';
import { createPost } from '../test/posts';
import { createTestApp, testEngines, type TestApp } from '../test/test-app';
import { randomIp, signUpAndConfirm } from '../test/users';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-depth';

// Bodies that cost the server (security review): JSON nested thousands of levels deep answered
// 500 on every JSON route, 1.5 million levels cost most of a second of CPU on any path, page
// paths read bodies of up to 3.5 MB, and a body trickling in held its connection for good.

/** JSON arrays nested `depth` levels deep, with `inner` at the bottom. */
const nested = (depth: number, inner = '0') => '['.repeat(depth) + inner + ']'.repeat(depth);

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestsDeeperThan(nested(64), 64)).toBe(false);
    expect(jsonNestsDeeperThan(nested(65), 64)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":[1,{"c":2}]}}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":{"b":[1,{"c":2}]}}', 3)).toBe(true);
    expect(jsonNestsDeeperThan(`{"a":"${'[{'.repeat(100)}"}`, 1)).toBe(false);
    expect(jsonNestsDeeperThan('[[1],[2],[3],[4]]', 2)).toBe(false);
  });

  it('minds escaped quotes and escaped backslashes', () => {
    expect(jsonNestsDeeperThan(String.raw`["a\"[[[[", 1]`, 1)).toBe(false);
    expect(jsonNestsDeeperThan(String.raw`["a\\", [[1]]]`, 2)).toBe(true);
    expect(jsonNestsDeeperThan(String.raw`["\\\"[[", "\\\\"]`, 1)).toBe(false);
    // An unterminated string hides nothing JSON.parse would accept.
    expect(jsonNestsDeeperThan('["[[[[', 1)).toBe(false);
  });

  it('reads a 3 MB body in one quick pass', () => {
    const photo = JSON.stringify({ image: `data:image/jpeg;base64,${'A'.repeat(3_000_000)}` });
    const started = performance.now();
    expect(jsonNestsDeeperThan(photo, MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestsDeeperThan(nested(1_500_000), MAX_JSON_DEPTH)).toBe(true);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

const TIMEOUT_MS = 1_000;

describe.each(testEngines)('request limits (%s)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { requestTimeoutMs: TIMEOUT_MS });
    // A route outside /api that takes a body, as a later one might.
    t.app.post('/form-for-test', async (request) => ({ got: request.body }));
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.restoreAllMocks());

  const send = (url: string, body: string | Readable, method: 'POST' | 'GET' = 'POST') =>
    t.app.inject({
      method,
      url,
      payload: body,
      headers: { 'content-type': 'application/json' },
      remoteAddress: randomIp(),
    });

  /** A login whose `extra` field (not in the schema) holds JSON nested to `depth` in all. */
  const loginNested = (depth: number) =>
    `{"email":"nobody@example.com","password":"secret-pass","extra":${nested(depth - 1)}}`;

  it('refuses JSON nested deeper than 64 levels, and takes 64', async () => {
    const refused = await send('/api/auth/login', loginNested(MAX_JSON_DEPTH + 1));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: expect.any(String),
      code: 'validation_failed',
      fields: { _: 'errors.invalid' },
    });
    // Parsed and passed on: the login itself answers (no such account).
    const taken = await send('/api/auth/login', loginNested(MAX_JSON_DEPTH));
    expect(taken.statusCode).toBe(401);
  });

  it('answers a 5,000-level body 400, not 500, on JSON routes', async () => {
    const deepArrays = nested(5_000, '"x"');
    const deepObjects = '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000);
    for (const url of ['/api/auth/login', '/api/auth/signup', '/api/feedback']) {
      for (const body of [deepArrays, deepObjects]) {
        const res = await send(url, body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation_failed' });
      }
    }
  });

  it('refuses a 3 MB body 1.5 million levels deep without parsing it', async () => {
    const body = nested(1_500_000);
    const parse = vi.spyOn(JSON, 'parse');
    const parsedIt = () => parse.mock.calls.some(([text]) => String(text).length >= 1_000_000);

    const page = await send('/', body);
    expect(page.statusCode).toBe(413);
    expect(page.json()).toEqual({ error: expect.any(String), code: 'payload_too_large' });
    expect(page.headers.connection).toBe('close');
    expect((await send('/', body, 'GET')).statusCode).toBe(413);
    expect((await send('/sell', body)).statusCode).toBe(413);

    const api = await send('/api/auth/login', body);
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ code: 'validation_failed' });
    expect(parsedIt()).toBe(false);
  });

  it('gives unknown API paths and page paths a small body limit', async () => {
    const big = JSON.stringify({ filler: 'x'.repeat(10_000) });
    const unknown = await send('/api/no-such-thing', big);
    expect(unknown.statusCode).toBe(413);
    expect(unknown.json()).toMatchObject({ code: 'payload_too_large' });
    // Sent without its length (chunked): cut once past the limit all the same.
    const streamed = await send('/api/no-such-thing', Readable.from([big]));
    expect(streamed.statusCode).toBe(413);
    expect((await send('/', Readable.from([big]))).statusCode).toBe(413);
    // A small body still gets its ordinary answer.
    const small = await send('/api/no-such-thing', '{"a":1}');
    expect(small.statusCode).toBe(404);
    expect(small.json()).toEqual({ error: 'Not found.', code: 'not_found' });
    // Routes outside /api (robots.txt, static files, any later one) take as little.
    expect((await send('/robots.txt', big, 'GET')).statusCode).toBe(413);
    expect((await send('/form-for-test', Readable.from([big]))).statusCode).toBe(413);
    const form = await send('/form-for-test', '{"a":1}');
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual({ got: { a: 1 } });
    // A real API route still takes a large body (a photo as a data URL).
    const feedback = await send('/api/feedback', big);
    expect(feedback.statusCode).toBe(400);
    expect(feedback.json()).toMatchObject({ code: 'validation_failed' });
  });

  /** Raw HTTP over a socket: what came back, and how long until the server closed it. */
  async function trickle(head: string, bytes: string, everyMs: number) {
    const base = new URL(await listening(t.app));
    const socket = net.connect(Number(base.port), base.hostname);
    const started = performance.now();
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => {});
    socket.write(head);
    let sent = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed && sent < bytes.length) socket.write(bytes[sent++]!);
    }, everyMs);
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('close', () => resolve());
        setTimeout(() => reject(new Error(`still open; answer so far: ${answer}`)), 10_000);
      });
    } finally {
      clearInterval(timer);
      socket.destroy();
    }
    return { answer, ms: performance.now() - started };
  }

  it('cuts a body that trickles in (408) once the request timeout passes', async () => {
    const body = loginNested(2);
    const { answer, ms } = await trickle(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n`,
      body,
      200,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain(
      '{"error":"The request took too long to arrive.","code":"request_timeout"}',
    );
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(TIMEOUT_MS * 3);
  });

  it('cuts headers that trickle in the same way', async () => {
    const { answer, ms } = await trickle('GET / HTTP/1.1\r\n', 'X-Slow: aaaaaaaaaaaaaaaaaaaa', 200);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(TIMEOUT_MS * 3);
  });

  it('leaves live streams open past the request timeout: only the request must arrive in time', async () => {
    const seller = await signUpAndConfirm(t);
    const { id } = await createPost(t, seller);
    const stream = await openStream(t.app, `/api/posts/${id}/events`);
    expect(stream.status).toBe(200);
    const outcome = await Promise.race([
      stream.ended.then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('open'), TIMEOUT_MS * 2.5)),
    ]);
    expect(outcome).toBe('open');
    stream.close();
    await stream.ended;
  });
});
