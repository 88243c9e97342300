import { Suspense, useState } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { PublicLayout } from './layouts/public/PublicLayout.tsx';
import { HomePage } from './router/lazyPages.ts';
import { FullApp } from './router/fullApp.ts';
import { isGuestHomeVisit } from './router/guestHome.ts';
import { ChatLink } from '../components/ChatLink.tsx';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { useIsLoggedIn } from '../lib/sessionToken.ts';
import { InstallPrompt } from './pwa/InstallPrompt.tsx';
import { OfflineBanner } from './pwa/OfflineBanner.tsx';
import './styles.css';

/**
 * A guest landing on the home page gets it without the guard, TanStack Query and the request
 * client (about 28 KB on a slow link, issue 16): a guest there has no session to load and
 * nowhere to be sent. From the first other page or sign-in on, the full app takes over for good.
 */
function Screens() {
  const { pathname } = useLocation();
  const guestHome = isGuestHomeVisit(pathname, useIsLoggedIn());
  const [full, setFull] = useState(!guestHome);
  if (!full && !guestHome) setFull(true);
  if (!full) {
    return (
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
        </Route>
      </Routes>
    );
  }
  return (
    <Suspense fallback={<PageSpinner />}>
      <FullApp />
    </Suspense>
  );
}

export function App() {
  return (
    <>
      <BrowserRouter>
        <Screens />
        <ChatLink />
      </BrowserRouter>
      <OfflineBanner />
      <InstallPrompt />
    </>
  );
}
