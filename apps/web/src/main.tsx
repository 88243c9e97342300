import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n.ts';
import { App } from './app/App.tsx';

// A chunk that fails to load after a deploy raises vite:preloadError (SPEC §8); reloading
// fetches the new index.html and its chunk names.
window.addEventListener('vite:preloadError', () => window.location.reload());

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
