import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getToken } from '../lib/tokenStorage.ts';

type HasInput = () => boolean;

/**
 * Warns before a form with unsaved input is left: the browser's own question when the tab is
 * closed, reloaded or sent elsewhere, and ours when a link or menu inside the app leads off the
 * form's page (a step change stays on the page and is never asked about). `hasInput` is read at
 * the moment of leaving, so a submit that navigates right after clearing is never stopped.
 * Signing in or out on the way is never stopped either: a submit that starts a session, or a
 * sign-out that drops kept input on purpose.
 */
export function LeaveWarning({ hasInput }: { hasInput: HasInput }) {
  const latest = useRef(hasInput);
  latest.current = hasInput;
  useEffect(() => {
    // The guest's own build of the sign-in and sign-up pages hands a new session to the full app
    // by a page load (guest/GuestApp.tsx): that load is never asked about.
    const signedInAtStart = signedIn();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (signedIn() !== signedInAtStart || !latest.current()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  // Blocking in-app navigation needs a data router; a test's plain router has none.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <InAppLeaveWarning hasInput={latest} /> : null;
}

const signedIn = () => getToken() !== null;

function InAppLeaveWarning({ hasInput }: { hasInput: { current: HasInput } }) {
  const { t } = useTranslation();
  const [signedInAtStart] = useState(signedIn);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      signedIn() === signedInAtStart &&
      hasInput.current(),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('common:leaveUnsaved'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);
  return null;
}
