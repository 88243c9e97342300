// First, so that the first screen's chunks and texts are requested before the rest is evaluated.
import { firstRouteReady } from './firstScreen.ts';
import { i18nReady } from './lib/i18n.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { registerServiceWorker } from './app/pwa/registerServiceWorker.ts';
import { reloadWhenChunksAreGone } from './app/pwa/staleChunks.ts';

reloadWhenChunksAreGone();
registerServiceWorker();

// The first paint waits for the active language's catalogs, so no raw keys ever flash; if a
// catalog cannot be fetched the app still starts rather than staying blank. It also waits for
// the first screen's chunk, which then renders without a fallback in between (lazyPages.ts).
void Promise.all([i18nReady.catch((error: unknown) => console.error(error)), firstRouteReady]).then(
  () =>
    createRoot(document.getElementById('root') as HTMLElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
);
