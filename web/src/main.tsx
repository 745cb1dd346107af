import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadFirstPage } from './app/firstPage';
import { createQueryClient } from './app/queryClient';
import { initI18n } from './i18n';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

/**
 * Resolves once the browser has painted a frame: what the served page drew (a post's photo,
 * /login's welcome) is then on screen before the app's first render replaces it with its own
 * copy. When its code arrives first, as on a fast link, the photo would otherwise first show
 * as the app's. A tab in the background paints no frames: there the timer goes first.
 */
const afterNextFrame = () =>
  new Promise<void>((resolve) => {
    // The second frame starts once the first was drawn.
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)));
    setTimeout(resolve, 100);
  });

// English is in the bundle; a Filipino reader's strings, and the code of a page opened from
// outside (app/firstPage.ts), are fetched before the first render. It runs as a task of its
// own: right after evaluating the app's code, the two together held a slow phone's main
// thread for one long stretch (Lighthouse's TBT).
void Promise.all([initI18n(), loadFirstPage(window.location.pathname), afterNextFrame()]).then(() =>
  setTimeout(() =>
    createRoot(container).render(
      <StrictMode>
        <App queryClient={createQueryClient()} />
      </StrictMode>,
    ),
  ),
);
