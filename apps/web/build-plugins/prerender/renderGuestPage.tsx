import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { GuestScreens } from '../../src/app/App.tsx';
import { DrawnChatLink } from '../../src/components/ChatLink.tsx';
import { HomePage, LoginPage, RegisterPage } from '../../src/app/router/lazyPages.ts';
import { assumePhoneWithoutWindow } from '../../src/components/useIsPhone.ts';
import { drawnPage } from '../../src/lib/drawnByBuild.ts';
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
    await Promise.all([i18nReady, HomePage.preload(), LoginPage.preload(), RegisterPage.preload()]);
    for (const [path, catalog] of Object.entries(publicCatalogs)) {
      const [, locale, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
      if (locale && ns && PUBLIC_NAMESPACES.includes(ns)) {
        i18n.addResourceBundle(locale, ns, catalog, true, true);
      }
    }
  })();
  return ready;
}

/**
 * The markup of a guest's page at `route`, as the app's first render draws it. The home page,
 * which works without the app (homeScript.ts), also gets the chat link, hidden until its script
 * has read the settings.
 */
export async function renderGuestPage(
  route: string,
  locale: AppLocale,
  phone: boolean,
): Promise<string> {
  await prepare();
  await i18n.changeLanguage(locale);
  assumePhoneWithoutWindow(phone);
  // Only the home page works without the app; React replaces the others before a menu opens.
  drawnPage.alone = route === '/';
  return renderToString(
    <StaticRouter location={route}>
      <GuestScreens />
      {route === '/' && <DrawnChatLink />}
    </StaticRouter>,
  );
}
