import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { PublicLayout } from '../app/layouts/public/PublicLayout.tsx';
import { FeedbackProvider } from '../app/providers/FeedbackProvider.tsx';
import { preloadableLazy } from '../app/router/preloadableLazy.tsx';
import { isGuestSignUpVisit } from '../app/router/guestHome.ts';
import { InstallPrompt } from '../app/pwa/InstallPrompt.tsx';
import { OfflineBanner } from '../app/pwa/OfflineBanner.tsx';
import { ChatLink } from '../components/ChatLink.tsx';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { useIsLoggedIn } from '../lib/sessionToken.ts';
import { sessionTargetPath } from '../lib/sessionTarget.ts';
import { fullAppAddress, rendersInGuestBuild } from './route.ts';

const LoginPage = preloadableLazy(() => import('../features/auth/pages/LoginPage.tsx'));
const RegisterPage = preloadableLazy(() => import('../features/auth/pages/RegisterPage.tsx'));

const noop = () => undefined;

/** Settles when the page of this visit has loaded, so that it renders without a fallback. */
export function guestPageReady(pathname: string): Promise<void> {
  if (!rendersInGuestBuild(pathname, false)) return Promise.resolve();
  const page = isGuestSignUpVisit(pathname, false) ? RegisterPage : LoginPage;
  return page.preload().then(noop, noop);
}

let handedOver = false;

/**
 * Hands the visit to the full app by loading `address` as a new page, once: a later render on
 * the way (the form clearing its step) must not start a second load that cancels the first.
 */
function loadFullApp(address: string): void {
  if (handedOver) return;
  handedOver = true;
  window.location.replace(address);
}

/**
 * A route this build does not have (a header link, "forgot password"): the address is already
 * in the history, and loading it brings the full app there.
 */
function FullAppHere() {
  const location = useLocation();
  useEffect(() => loadFullApp(fullAppAddress(location, null)), [location]);
  return <PageSpinner />;
}

/**
 * The sign-in and sign-up pages in the public layout, as the full app draws them for a guest
 * (App.tsx's GuestScreens, which the build's drawing renders). Signed in (here, by signing in
 * or up, or in another tab), the visit goes on in the full app, at the new session's target.
 */
function GuestPages() {
  const location = useLocation();
  const signedIn = useIsLoggedIn();
  useEffect(() => {
    if (signedIn) loadFullApp(fullAppAddress(location, sessionTargetPath()));
  }, [signedIn, location]);
  // Signed in, the pages would draw the member menu, which reads the session through the full
  // app's server state that this build has not: the full app is on its way, so wait for it.
  if (signedIn) return <PageSpinner />;
  return (
    <FeedbackProvider>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="login" element={<LoginPage />} />
          <Route path="login/254" element={<LoginPage countryId={254} />} />
          <Route path="login/255" element={<LoginPage countryId={255} />} />
          <Route path="register" element={<RegisterPage />} />
          <Route path="*" element={<FullAppHere />} />
        </Route>
      </Routes>
    </FeedbackProvider>
  );
}

/** The guest build's whole app (guest/main.tsx). */
export function GuestApp() {
  return (
    <>
      <BrowserRouter>
        <GuestPages />
        <ChatLink />
      </BrowserRouter>
      <OfflineBanner />
      <InstallPrompt />
    </>
  );
}
