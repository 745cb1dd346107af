/**
 * The web app rendered on the server (built by `vite build --ssr` into dist/web-ssr and
 * imported by server/src/platform/web-app.ts): the same <App> the browser hydrates, with a
 * StaticRouter, the visitor's language and the answers the page's queries need, read by the
 * server from its own services (no HTTP to itself).
 */
import { dehydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString as renderSynchronously } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { DeviceChoices } from '@core/page-cookies';
import { setServerApi, type ServerApi } from './api/serverApi';
import { App } from './app/App';
import { jsonForScript, PageHead } from './app/page-head/PageHead';
import { createPageReport, PageReportContext, type PageReport } from './app/page-head/pageReport';
import { prefetchPage } from './app/prefetch';
import { createQueryClient } from './app/queryClient';
import type { Language } from './i18n/languages';
import { translatorFor } from './i18n/serverTranslators';

export type { ServerApi };

export interface RenderRequest {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  language: Language;
  /** PUBLIC_URL: canonical and preview URLs are absolute. */
  origin: string;
  /** The page's own code (its lazy chunk), fetched alongside the app's. */
  preloads: string[];
  /** What the device chose (its cookies, else Save-Data for low-data mode). */
  choices: DeviceChoices;
}

export interface RenderedPage {
  status: number;
  /** The page's own <head> tags (title, description, canonical, previews). */
  head: string;
  /** The app's markup, to go inside #root. */
  body: string;
  /**
   * What follows #root: the <script id="palengke-state"> the browser hydrates with (the
   * dehydrated cache and the render's mode), rendered and escaped like the rest.
   */
  afterRoot: string;
}

/** The page's <script id="palengke-state">, read by main.tsx. */
export interface PageState {
  queries: DehydratedState;
  /** The device's choices the page was rendered with: hydration starts from them. */
  choices: DeviceChoices;
  /** When the page was rendered (ms since the epoch): its dates are as of then. */
  renderedAt: number;
}

/** Installs how the server answers the app's GET calls while rendering (its own services). */
export function configure(api: ServerApi): void {
  setServerApi(api);
}

/**
 * Renders the whole page once all of it is ready (react-dom/static's prerender: no fallbacks
 * streamed and swapped in by script), so a phone without script, a link preview's crawler and
 * a search engine read the finished page.
 *
 * Usually all of it is ready at once (the page's code loaded by an earlier visit, its data
 * read first): then the synchronous renderToString writes the same markup without a stream's
 * round trip through bytes, about a fifth less time for the home page. A boundary it could not
 * finish (code still loading, or an error) is left to the browser (`<!--$!-->`): then the page
 * is prerendered, which waits for the code and reports the error.
 */
async function renderToString(tree: () => ReactNode): Promise<string> {
  try {
    const html = renderSynchronously(tree());
    if (!html.includes(UNFINISHED_BOUNDARY)) return html;
  } catch {
    // Something suspended outside any boundary: the prerender below waits for it.
  }
  const { prelude } = await prerenderToNodeStream(tree(), {
    // A boundary larger than this is sent apart and swapped in by script: never, here.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      // A page's own error boundary shows it; the expected ones are the API's answers.
      if (!(error instanceof Error && error.name === 'ApiError')) console.error(error);
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** How React marks a Suspense boundary whose content the browser must render itself. */
const UNFINISHED_BOUNDARY = '<!--$!-->';

/** Queries a render asked for and that have no answer yet (and may run: not disabled). */
function unanswered(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      const enabled = (query.options as { enabled?: unknown }).enabled;
      if (typeof enabled === 'function') return (enabled as (q: Query) => boolean)(query) !== false;
      return enabled !== false;
    });
}

/** Rounds of "render, answer what it asked": a query may depend on another's answer. */
const MAX_ROUNDS = 4;

export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const i18n = await translatorFor(request.language);
  const queryClient: QueryClient = createQueryClient();
  const renderedAt = Date.now();
  let report: PageReport = createPageReport();
  const tree = () => (
    <PageReportContext.Provider value={report}>
      <App
        queryClient={queryClient}
        i18n={i18n}
        origin={request.origin}
        choices={request.choices}
        renderedAt={renderedAt}
        serverMarkup
        router={({ children }) => <StaticRouter location={request.url}>{children}</StaticRouter>}
      />
    </PageReportContext.Provider>
  );

  // The page's own reads first, so that one render is usually all it takes.
  await prefetchPage(queryClient, new URL(request.url, 'http://page.invalid'));
  let body = '';
  for (let round = 1; ; round++) {
    report = createPageReport();
    body = await renderToString(tree);
    const missing = unanswered(queryClient);
    if (missing.length === 0 || round === MAX_ROUNDS) break;
    // An answer that fails (a post not found) is kept as the query's error, as in the browser.
    await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
  }

  const path = request.url.split('?')[0] ?? '/';
  const head = renderToStaticMarkup(
    <PageHead
      meta={report.meta}
      url={`${request.origin}${path}`}
      origin={request.origin}
      language={request.language}
      preloads={request.preloads}
    />,
  );
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
    shouldRedactErrors: () => false,
  });
  const state: PageState = {
    queries,
    choices: request.choices,
    renderedAt,
  };
  const afterRoot = renderToStaticMarkup(
    <script
      type="application/json"
      id="palengke-state"
      dangerouslySetInnerHTML={{ __html: jsonForScript(state) }}
    />,
  );
  return { status: report.status, head, body, afterRoot };
}
