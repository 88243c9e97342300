import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { GuestScreens } from '../../src/app/App.tsx';
import { HomePage, LoginPage } from '../../src/app/router/lazyPages.ts';
import { assumePhoneWithoutWindow } from '../../src/components/useIsPhone.ts';
import { i18n, i18nReady, PUBLIC_NAMESPACES } from '../../src/lib/i18n.ts';
import type { AppLocale } from '../../src/lib/locale.ts';

// Run by the build (prerenderPlugin.ts) in Node, through Vite's module loader: the guest pages
// exactly as the app renders them, for each language and for a phone and a wider screen.

const publicCatalogs = import.meta.glob<Record<string, unknown>>(
  '../../src/locales/*/{common,layout,menu,auth,marketing,request}.json',
  { import: 'default', eager: true },
);

let ready: Promise<void> | undefined;
function prepare(): Promise<void> {
  ready ??= (async () => {
    await Promise.all([i18nReady, HomePage.preload(), LoginPage.preload()]);
    for (const [path, catalog] of Object.entries(publicCatalogs)) {
      const [, locale, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
      if (locale && ns && PUBLIC_NAMESPACES.includes(ns)) {
        i18n.addResourceBundle(locale, ns, catalog, true, true);
      }
    }
  })();
  return ready;
}

/** The markup of a guest's page at `route`, as the app's first render draws it. */
export async function renderGuestPage(
  route: string,
  locale: AppLocale,
  phone: boolean,
): Promise<string> {
  await prepare();
  await i18n.changeLanguage(locale);
  assumePhoneWithoutWindow(phone);
  return renderToString(
    <StaticRouter location={route}>
      <GuestScreens />
    </StaticRouter>,
  );
}
