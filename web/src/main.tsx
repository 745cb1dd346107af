import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/queryClient';
import { initI18n } from './i18n';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// English is in the bundle; a Filipino reader's strings are fetched before the first paint.
void initI18n().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  ),
);
