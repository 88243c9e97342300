// The guest's sign-in and sign-up pages, built on their own with Preact in place of React
// (vite.guest.config.ts; issue 36): the prerendered /login and /register load this entry for a
// guest online instead of the full app's (build-plugins/prerender/stampScript.ts). Everything
// else, and a visitor with a session, gets the full app by a page load (GuestApp.tsx).
// First, so that the page's texts are requested before the rest is evaluated.
import { i18nReady } from '../lib/i18n.ts';
import { render, type ComponentChild } from 'preact';
import { registerServiceWorker } from '../app/pwa/registerServiceWorker.ts';
import { reloadWhenChunksAreGone } from '../app/pwa/staleChunks.ts';
import { GuestApp, guestPageReady } from './GuestApp.tsx';
import { signUpAddressWithFirstStep } from './route.ts';

reloadWhenChunksAreGone();
// The worker saves the full app's shell, which answers every route offline.
registerServiceWorker();

// Sign-up's first step named in the address before the router reads it, not by a second render.
const withFirstStep = signUpAddressWithFirstStep(window.location);
if (withFirstStep) window.history.replaceState(window.history.state, '', withFirstStep);

// Preact's own render, not preact/compat's (which, as React does, first empties the root): it
// takes the nodes the build drew as its own where they match, and corrects their attributes and
// texts, instead of building the page again and laying it out a second time.
void Promise.all([
  i18nReady.catch((error: unknown) => console.error(error)),
  guestPageReady(window.location.pathname),
]).then(() =>
  // The JSX here is typed as React's; in this build it is Preact's (vite.guest.config.ts).
  render(
    (<GuestApp />) as unknown as ComponentChild,
    document.getElementById('root') as HTMLElement,
  ),
);
