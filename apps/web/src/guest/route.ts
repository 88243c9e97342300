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
