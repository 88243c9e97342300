import { Suspense, useState } from 'react';
import { createBrowserRouter, Route, Routes, RouterProvider, useLocation } from 'react-router';
import { PublicLayout } from './layouts/public/PublicLayout.tsx';
import { HomePage, LoginPage, RegisterPage } from './router/lazyPages.ts';
import { FullApp } from './router/fullApp.ts';
import { rendersWithoutFullApp } from './router/guestHome.ts';
import { FeedbackProvider } from './providers/FeedbackProvider.tsx';
import { ChatLink } from '../components/ChatLink.tsx';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { useIsLoggedIn } from '../lib/sessionToken.ts';
import { InstallPrompt } from './pwa/InstallPrompt.tsx';
import { OfflineBanner } from './pwa/OfflineBanner.tsx';
import './styles.css';

/**
 * A guest's home, sign-in and sign-up pages; the build also renders the first two ahead of time
 * (prerender/).
 */
export function GuestScreens() {
  return (
    <FeedbackProvider>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="login/254" element={<LoginPage countryId={254} />} />
          <Route path="login/255" element={<LoginPage countryId={255} />} />
          <Route path="register" element={<RegisterPage />} />
        </Route>
      </Routes>
    </FeedbackProvider>
  );
}

/**
 * A guest landing on the home page or the sign-in page gets it without the guard, TanStack
 * Query and the request client (about 28 KB on a slow link, issue 16): a guest there has no
 * session to load and nowhere to be sent. From the first other page or sign-in on, the full app
 * takes over for good (a new session's target is followed by its guard).
 */
function Screens() {
  const { pathname } = useLocation();
  const light = rendersWithoutFullApp(pathname, useIsLoggedIn());
  const [full, setFull] = useState(!light);
  if (!full && !light) setFull(true);
  if (!full) return <GuestScreens />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <FullApp />
    </Suspense>
  );
}

/**
 * A data router holding one catch-all route, so the app's own <Routes> decide as before; being a
 * data router is what lets a form with unsaved input ask before an in-app link leaves it
 * (components/LeaveWarning.tsx). Created on first render: the prerender never builds one.
 */
let router: ReturnType<typeof createBrowserRouter> | null = null;
const appRouter = () =>
  (router ??= createBrowserRouter([
    {
      path: '*',
      element: (
        <>
          <Screens />
          <ChatLink />
        </>
      ),
    },
  ]));

export function App() {
  return (
    <>
      <RouterProvider router={appRouter()} />
      <OfflineBanner />
      <InstallPrompt />
    </>
  );
}
