import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PublicHeader } from './PublicHeader.tsx';
import { PublicFooter } from './PublicFooter.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';

/** Frame of the public site: header, the page, footer (plain elements: the home page is budgeted). */
export function PublicLayout() {
  return (
    <div className="public-layout">
      <PublicHeader />
      <main className="public-content">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter />
    </div>
  );
}
