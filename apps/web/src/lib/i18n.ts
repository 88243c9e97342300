import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStoredLocale, storeLocale, toDayjsLocale, type AppLocale } from './locale.ts';

type Catalog = Record<string, unknown>;

/**
 * Every src/locales/<lang>/<namespace>.json is a namespace named after its file, so catalogs
 * added by other features are picked up without touching this file. Only the active
 * language's catalogs are loaded (the other language's come with a switch).
 *
 * The public site's namespaces (and the service pages') are fetched one file each, so a
 * visitor's page loads only its own texts. Every other namespace of a language comes in one
 * file, `locales/<lang>/appCatalogs.ts`, with the logged-in area: about 25 separate files
 * cost a phone a round of response headers each (~450 bytes, more than many of the files
 * themselves) and compressed worse apart (docs/performance.md, issue 16).
 */
const separateCatalogs = import.meta.glob<Catalog>(
  '../locales/*/{common,layout,menu,auth,marketing,request,services}.json',
  { import: 'default' },
);
const appCatalogs: Record<AppLocale, () => Promise<{ default: Record<string, Catalog> }>> = {
  en: () => import('../locales/en/appCatalogs.ts'),
  zh: () => import('../locales/zh/appCatalogs.ts'),
};

/** `../locales/zh/menu.json` → `['zh', 'menu']` */
export function catalogName(path: string): [lang: string, ns: string] | null {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match ? [match[1] as string, match[2] as string] : null;
}

const SEPARATE_NAMESPACES = new Set(
  Object.keys(separateCatalogs).map((path) => catalogName(path)?.[1] ?? ''),
);

/**
 * What the public site needs. The logged-in area's catalogs (dashboard, money screens, help …)
 * load with its layout, so a visitor's first page stays small.
 */
export const PUBLIC_NAMESPACES = ['common', 'layout', 'menu', 'auth', 'marketing', 'request'];

/**
 * The texts of the public site's own pages (home, about, legal, status pages) and those of the
 * sign-in, sign-up and password pages: a first visit asks only for the ones its page uses (the
 * sign-in and sign-up pages are where a phone often lands, issue 36), and each of those pages
 * loads its texts with itself for a visit that comes to it later (`app/router/lazyPages.ts`).
 */
export const MARKETING_NAMESPACE = 'marketing';
export const AUTH_NAMESPACE = 'auth';
const MENU_NAMESPACE = 'menu';
const SIGN_IN_OR_UP = /^\/(login(\/\d+)?|register)\/?$/;

/**
 * The namespaces a first visit of `pathname` asks for as the app starts. The sign-in and sign-up
 * pages also go without the signed-in menu's titles (`menu`), which only the signed-in layouts
 * show, and they load every catalog first.
 */
export function firstPageNamespaces(pathname: string): string[] {
  const skipped = SIGN_IN_OR_UP.test(pathname)
    ? [MARKETING_NAMESPACE, MENU_NAMESPACE]
    : [AUTH_NAMESPACE];
  return PUBLIC_NAMESPACES.filter((ns) => !skipped.includes(ns));
}

function addCatalog(locale: AppLocale, ns: string, catalog: Catalog): void {
  if (!i18n.hasResourceBundle(locale, ns)) i18n.addResourceBundle(locale, ns, catalog);
}

/**
 * Fetches the named namespaces of a language, or all of them (the app's come in one file), and
 * gives each with its catalog; adding them to i18next is left to the caller.
 */
function fetchCatalogs(
  locale: AppLocale,
  only?: readonly string[],
): Promise<[ns: string, catalog: Catalog][]> {
  const wanted = Object.entries(separateCatalogs).filter(([path]) => {
    const name = catalogName(path);
    return name?.[0] === locale && (!only || only.includes(name[1]));
  });
  const wantsAppCatalogs = !only || only.some((ns) => !SEPARATE_NAMESPACES.has(ns));
  return Promise.all([
    ...wanted.map(
      async ([path, load]) => [[catalogName(path)?.[1] ?? '', await load()]] as [string, Catalog][],
    ),
    wantsAppCatalogs
      ? appCatalogs[locale]().then(({ default: catalogs }) => Object.entries(catalogs))
      : [],
  ]).then((lists) => lists.flat());
}

/** The named namespaces of a language, or all of them, fetched and added to i18next. */
async function loadCatalogs(locale: AppLocale, only?: readonly string[]): Promise<void> {
  for (const [ns, catalog] of await fetchCatalogs(locale, only)) addCatalog(locale, ns, catalog);
}

let dayjsLoaded = false;
// A guest's sign-in and sign-up pages show no date: there dayjs and its Chinese locale (about
// 4 KB) wait for the full app (issue 36), which asks for them with `loadDateLocale`.
let datesShown = typeof window === 'undefined' || !SIGN_IN_OR_UP.test(window.location.pathname);

/**
 * Dates follow the UI language (the Chinese locale starts the week on Monday). English is
 * dayjs's built-in default, so an English visitor's first page does not load dayjs at all;
 * screens that show dates import it themselves and get the right locale either way.
 */
async function applyDayjsLocale(locale: AppLocale): Promise<void> {
  if (!datesShown || (locale === 'en' && !dayjsLoaded)) return;
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), import('dayjs/locale/zh-cn')]);
  dayjsLoaded = true;
  dayjs.locale(toDayjsLocale(locale));
}

/** The date locale of the current language, for the full app (it renders before any date). */
export function loadDateLocale(): Promise<void> {
  datesShown = true;
  return applyDayjsLocale(currentLocale());
}

/** `<html lang>` for a UI language: screen readers pick their voice by it. */
function markDocumentLanguage(locale: AppLocale): void {
  document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
}

const initial = readStoredLocale();
// Pages the build did not draw ahead of time (their inline script marks the language) start in
// the stored language too, not in index.html's `en`. The build's own drawing has no document.
if (typeof document !== 'undefined') markDocumentLanguage(initial);
// The first page's texts are requested as soon as this module runs, before the rest of the
// entry (React and the app) has been evaluated: on a slowed phone CPU that is a few hundred
// milliseconds earlier than after i18next's start (issue 16).
const firstCatalogs = fetchCatalogs(
  initial,
  typeof window === 'undefined' ? PUBLIC_NAMESPACES : firstPageNamespaces(window.location.pathname),
);

/** Settles when the stored language's catalogs and date locale are in place; render after it. */
export const i18nReady: Promise<void> = i18n
  .use(initReactI18next)
  .init({
    lng: initial,
    fallbackLng: initial,
    ns: PUBLIC_NAMESPACES,
    defaultNS: 'common',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnObjects: false,
  })
  .then(() =>
    Promise.all([
      firstCatalogs.then((catalogs) => {
        for (const [ns, catalog] of catalogs) addCatalog(initial, ns, catalog);
      }),
      applyDayjsLocale(initial),
    ]),
  )
  .then(() => undefined);

/** Every catalog of the current language; the logged-in layouts wait for it before rendering. */
export async function loadAllCatalogs(): Promise<void> {
  await i18nReady;
  await loadCatalogs(currentLocale());
}

/** Named catalogs of the current language, for a public page whose texts the home page skips. */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  await i18nReady;
  await loadCatalogs(currentLocale(), namespaces);
}

export function currentLocale(): AppLocale {
  return i18n.language === 'zh' ? 'zh' : 'en';
}

/** Switches the UI language everywhere: catalogs, dayjs (week start), storage, <html lang>. */
export async function changeLocale(locale: AppLocale): Promise<void> {
  await Promise.all([loadCatalogs(locale), applyDayjsLocale(locale)]);
  storeLocale(locale);
  markDocumentLanguage(locale);
  await i18n.changeLanguage(locale);
}

export { i18n };
