/** UI languages, stored in local storage under `locale` (SPEC §9). */
export type AppLocale = 'en' | 'zh';

export const LOCALE_STORAGE_KEY = 'locale';
export const SUPPORTED_LOCALES: readonly AppLocale[] = ['en', 'zh'];

/** First visit defaults to English; a stored value we do not support falls back to Chinese. */
export function readStoredLocale(): AppLocale {
  const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  if (stored === null) return 'en';
  return (SUPPORTED_LOCALES as readonly string[]).includes(stored) ? (stored as AppLocale) : 'zh';
}

export function storeLocale(locale: AppLocale): void {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
}

/** The `Content-Language` value the API expects for a UI language. */
export function toApiLanguage(locale: AppLocale): 'en_US' | 'zh_CN' {
  return locale === 'zh' ? 'zh_CN' : 'en_US';
}

export function toDayjsLocale(locale: AppLocale): 'en' | 'zh-cn' {
  return locale === 'zh' ? 'zh-cn' : 'en';
}
