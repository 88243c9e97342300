import { describe, expect, it } from 'vitest';
import { catalogName, changeLocale, i18n, i18nReady, loadNamespaces } from './i18n.ts';

// Every namespace the app has, read from the files themselves.
const files = import.meta.glob('../locales/*/*.json');
const namespaces = [
  ...new Set(Object.keys(files).map((path) => catalogName(path)?.[1] ?? '')),
].filter(Boolean);

describe("the logged-in area's catalogs", () => {
  it('start with the public namespaces only, then come all at once for one language', async () => {
    await i18nReady;
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'dashboard')).toBe(false);
    // Asking for one of them (as the console does for `kyc`) brings every namespace.
    await loadNamespaces(['kyc']);
    for (const ns of namespaces) expect(i18n.hasResourceBundle('en', ns), ns).toBe(true);
    expect(i18n.hasResourceBundle('zh', 'dashboard')).toBe(false);
    expect(i18n.exists('dashboard:account.title')).toBe(true);
  });

  it('switching language loads every namespace of the other language', async () => {
    await changeLocale('zh');
    for (const ns of namespaces) expect(i18n.hasResourceBundle('zh', ns), ns).toBe(true);
    await changeLocale('en');
  });
});
