import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadFirstPage } from './app/firstPage';
import { createQueryClient } from './app/queryClient';
import { servedPaintShown } from './app/servedPaint';
import { initI18n } from './i18n';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// English is in the bundle; a Filipino reader's strings, and the code of a page opened from
// outside (app/firstPage.ts), are fetched before the first render, and what the served page
// drew is on screen before the app replaces it (app/servedPaint.ts). It runs as a task of its
// own: right after evaluating the app's code, the two together held a slow phone's main
// thread for one long stretch (Lighthouse's TBT).
void Promise.all([
  initI18n(),
  loadFirstPage(window.location.pathname),
  servedPaintShown(container),
]).then(() =>
  setTimeout(() =>
    createRoot(container).render(
      <StrictMode>
        <App queryClient={createQueryClient()} />
      </StrictMode>,
    ),
  ),
);
