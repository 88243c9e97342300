/** A guest on the home page: the only visit that renders without the full app (App.tsx). */
export function isGuestHomeVisit(pathname: string, loggedIn: boolean): boolean {
  return !loggedIn && (pathname.replace(/\/+$/, '') || '/') === '/';
}
