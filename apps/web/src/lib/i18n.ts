import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { readStoredLocale, storeLocale, toDayjsLocale, type AppLocale } from './locale.ts';

type Catalog = Record<string, unknown>;

// Every src/locales/<lang>/<namespace>.json is bundled; the file name is the namespace, so
// catalogs added by other features (e.g. `marketing`) are picked up without touching this file.
const files = import.meta.glob<Catalog>('../locales/*/*.json', { eager: true, import: 'default' });

export function collectResources(modules: Record<string, Catalog>) {
  const resources: Record<string, Record<string, Catalog>> = {};
  for (const [path, catalog] of Object.entries(modules)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang, ns] = match as unknown as [string, string, string];
    (resources[lang] ??= {})[ns] = catalog;
  }
  return resources;
}

export const resources = collectResources(files);

function applyDayjsLocale(locale: AppLocale) {
  dayjs.locale(toDayjsLocale(locale));
}

const initial = readStoredLocale();
applyDayjsLocale(initial);

void i18n.use(initReactI18next).init({
  resources,
  lng: initial,
  fallbackLng: 'en',
  ns: Object.keys(resources.en ?? {}),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnObjects: false,
});

export function currentLocale(): AppLocale {
  return i18n.language === 'zh' ? 'zh' : 'en';
}

/** Switches the UI language everywhere: catalogs, dayjs (week start), storage, <html lang>. */
export async function changeLocale(locale: AppLocale): Promise<void> {
  storeLocale(locale);
  applyDayjsLocale(locale);
  document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
  await i18n.changeLanguage(locale);
}

export { i18n };
