import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import proxy from 'http2-proxy';

/**
 * What a phone meets in front of Palengke when it runs as README's "Production" says: a reverse
 * proxy that terminates TLS and speaks HTTP/2 (Caddy does by default, nginx with `http2 on`),
 * passing the requests on to the server over HTTP/1.1 and its Early Hints back.
 *
 * Measured bare instead, a page load is plain HTTP/1.1, a way no phone reaches Palengke (the
 * service worker, push and geolocation need HTTPS): the browser opens up to six connections,
 * each with its own handshake and slow start, where HTTP/2 sends everything on the page's own.
 *
 * The certificate is the tests' localhost one (server/src/test/push-service); the browser is
 * told to accept it.
 */
const CERTIFICATES = 'server/src/test/push-service';

export interface TlsFront {
  origin: string;
  close(): Promise<void>;
}

export async function startTlsFront(upstreamPort: number): Promise<TlsFront> {
  const server = http2.createSecureServer({
    key: fs.readFileSync(`${CERTIFICATES}/localhost-key.pem`),
    cert: fs.readFileSync(`${CERTIFICATES}/localhost-cert.pem`),
    allowHTTP1: true,
  });
  server.on('request', (request, response) => {
    void proxy.web(
      request,
      response,
      {
        hostname: '127.0.0.1',
        port: upstreamPort,
        onReq: async (_request, options) => {
          const upstream = http.request(options);
          // The page's head (style sheet, scripts) as a 103 before the page: forwarded, as
          // Caddy and nginx do, so the browser fetches them while the server reads the data.
          upstream.on('information', (info) => {
            const link = info.headers.link;
            if (info.statusCode !== 103 || !link) return;
            response.writeEarlyHints({ link: String(link).split(/,\s*(?=<)/) });
          });
          return upstream;
        },
      },
      (error) => {
        if (!error || response.headersSent) return;
        response.writeHead(502).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
