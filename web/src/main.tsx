import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { DEFAULT_DEVICE_CHOICES } from '@core/page-cookies';
import { reviveApiErrors } from './api/errors';
import { App } from './app/App';
import { loadFirstPage } from './app/firstPage';
import { createQueryClient } from './app/queryClient';
import type { PageState } from './entry-server';
import { mirrorStoredLowData } from './features/low-data/lowDataSetting';
import { followStoredLanguage, initI18n } from './i18n';
import { readStorage, TOKEN_KEY } from './lib/storage';
import { whenIdle } from './lib/whenIdle';
import { keepServerAnswersForOffline } from './pwa/keepForOffline';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

/** What the server rendered the page with (web/src/entry-server.tsx, server web-app.ts). */
function serverState(): PageState | undefined {
  const element = document.getElementById('palengke-state');
  if (!element?.textContent) return undefined;
  try {
    const state = JSON.parse(element.textContent) as PageState;
    return { ...state, queries: reviveApiErrors(state.queries) };
  } catch {
    return undefined;
  }
}

const state = serverState();
const queryClient = createQueryClient();

const app = (i18n: Awaited<ReturnType<typeof initI18n>>) => (
  <StrictMode>
    <App
      queryClient={queryClient}
      i18n={i18n}
      router={BrowserRouter}
      origin={window.location.origin}
      choices={state?.choices ?? DEFAULT_DEVICE_CHOICES}
      renderedAt={state?.renderedAt ?? Date.now()}
      serverMarkup={state !== undefined}
    />
  </StrictMode>
);

/**
 * Gives the phone back for a moment: the start's steps (running the app's code, the server's
 * answers and the language, hydration) run as separate tasks rather than one long one, so a
 * tap or a frame can come in between. On a slow phone they were one task of 200 ms or more.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The page's language (the one the server rendered in) and the code of the page the visit
// opens on are in before the first render, so hydration draws exactly what the server did.
// A page the server did not render (the service worker's offline copy) is drawn from scratch.
const firstPage = loadFirstPage(window.location.pathname);
void nextTask()
  .then(() => {
    if (state) hydrate(queryClient, state.queries);
    return Promise.all([initI18n(document.documentElement.lang), firstPage]);
  })
  .then(async ([i18n]) => {
    await nextTask();
    mirrorStoredLowData();
    if (state) {
      // In a transition, React hydrates the whole page in slices of a few milliseconds,
      // yielding to the phone between them; outside one, it hydrates all that no Suspense
      // boundary holds in one task (on a slow phone the longest of the visit).
      startTransition(() => {
        hydrateRoot(container, app(i18n));
      });
      followStoredLanguage();
      // The server answered as for a visitor; someone signed in on this device sees more (a
      // seller's contacts, their own post's actions, no one they blocked): ask again, with the
      // token, once the page has been hydrated with what the server drew.
      if (readStorage(TOKEN_KEY)) {
        void queryClient.invalidateQueries({
          // The food categories are the same for everyone.
          predicate: ({ queryKey: [kind] }) => kind !== 'categories' && kind !== 'families',
        });
      }
      // A visitor's answers are the server's: kept for offline use as the worker would keep them.
      else whenIdle(() => void keepServerAnswersForOffline(queryClient).catch(() => undefined));
    } else createRoot(container).render(app(i18n));
  });
