import { Navigate, useLocation } from 'react-router';
import NotFoundPage from '../../features/marketing/pages/NotFoundPage.tsx';
import { isAppScreenPath } from './screenTitles.ts';

/**
 * A logged-in user on a path no route of theirs matched: a screen of the app their role or
 * account does not open goes to the 401 page, anything else is the 404 page. Loaded only for
 * logged-in users, so the screen table stays out of the public pages' bundle.
 */
export default function LoggedInUnknownPage() {
  const { pathname } = useLocation();
  return isAppScreenPath(pathname) ? <Navigate to="/401" replace /> : <NotFoundPage />;
}
