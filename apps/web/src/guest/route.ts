import { isGuestSignInVisit, isGuestSignUpVisit } from '../app/router/guestHome.ts';

/**
 * The visits the guest's own build renders (guest/main.tsx): a guest on the sign-in page, its
 * country twins, or the sign-up page at any step. Every other visit belongs to the full app.
 */
export function rendersInGuestBuild(pathname: string, loggedIn: boolean): boolean {
  return isGuestSignInVisit(pathname, loggedIn) || isGuestSignUpVisit(pathname, loggedIn);
}

interface Address {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Where the full app takes over from the guest build, by a page load (the server answers it with
 * the app): the new session's target once the visitor has signed in or up, else the address the
 * visitor went to.
 */
export function fullAppAddress(here: Address, sessionTarget: string | null): string {
  return sessionTarget ?? `${here.pathname}${here.search}${here.hash}`;
}

/**
 * Sign-up opened without a step in its address: the same address naming the first step, which
 * the form's step hook would otherwise write in after the first render (useStepInHistory), at the
 * cost of a second render of the whole page on a phone's slow CPU. Null when nothing is to change.
 */
export function signUpAddressWithFirstStep(here: Address): string | null {
  if (!isGuestSignUpVisit(here.pathname, false)) return null;
  const params = new URLSearchParams(here.search);
  if (params.has('step')) return null;
  params.set('step', '1');
  return `${here.pathname}?${params.toString()}${here.hash}`;
}
