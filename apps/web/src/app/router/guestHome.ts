const normalized = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** The sign-in page and its two country-preselecting twins (SPEC §2). */
export const SIGN_IN_PATHS: readonly string[] = ['/login', '/login/254', '/login/255'];

/** A guest on the home page. */
export function isGuestHomeVisit(pathname: string, loggedIn: boolean): boolean {
  return !loggedIn && normalized(pathname) === '/';
}

/** A guest on the sign-in page. */
export function isGuestSignInVisit(pathname: string, loggedIn: boolean): boolean {
  return !loggedIn && SIGN_IN_PATHS.includes(normalized(pathname));
}

/** A guest on the sign-up page (its steps are in the query string). */
export function isGuestSignUpVisit(pathname: string, loggedIn: boolean): boolean {
  return !loggedIn && normalized(pathname) === '/register';
}

/**
 * The visits that render without the full app (App.tsx): a guest on the home page or the
 * sign-in or sign-up page has no session to load and nowhere to be sent, and these are the
 * pages people land on over a slow link (issues 16 and 36).
 */
export function rendersWithoutFullApp(pathname: string, loggedIn: boolean): boolean {
  return (
    isGuestHomeVisit(pathname, loggedIn) ||
    isGuestSignInVisit(pathname, loggedIn) ||
    isGuestSignUpVisit(pathname, loggedIn)
  );
}
