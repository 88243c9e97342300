import { describe, expect, it } from 'vitest';
import { catalogName } from './i18n.ts';

// The app loads one language at a time; the check reads every catalog file directly.
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const resources: Record<string, Record<string, unknown>> = {};
for (const [path, catalog] of Object.entries(files)) {
  const [lang, ns] = catalogName(path) ?? ['', ''];
  (resources[lang] ??= {})[ns] = catalog;
}

/** Every leaf path of a catalog; array items count by index so list lengths must match too. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('translation catalogs', () => {
  const namespaces = [
    ...new Set([...Object.keys(resources.en ?? {}), ...Object.keys(resources.zh ?? {})]),
  ];

  it('are loaded for both languages, one namespace per file', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'menu', 'request', 'marketing']));
  });

  it.each(namespaces)('namespace "%s" has the same keys in English and Chinese', (ns) => {
    const en = keyPaths(resources.en?.[ns]).sort();
    const zh = keyPaths(resources.zh?.[ns]).sort();
    expect(zh).toEqual(en);
  });

  it.each(namespaces)('namespace "%s" has no empty strings', (ns) => {
    for (const lang of ['en', 'zh'] as const) {
      const empty = keyPaths(resources[lang]?.[ns]).filter((path) => {
        const value = path
          .split('.')
          .reduce<unknown>(
            (node, key) => (node as Record<string, unknown>)?.[key],
            resources[lang]?.[ns],
          );
        return value === '';
      });
      expect(empty, `${lang}/${ns}`).toEqual([]);
    }
  });
});
