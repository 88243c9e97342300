import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// jsdom gives import.meta.url an http scheme; __dirname is this folder.
const src = resolve(__dirname, '../..');

/** antd's App context is two React contexts: the toast API is provided without antd itself. */
const ALLOWED = new Set(['antd/es/app/context']);

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/**
 * Follows the static imports (not `import()`, which loads on demand) from `entry` and returns
 * each antd import found, as "importing file → module".
 */
function antdImportsReachableFrom(entry: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier === 'antd' || specifier.startsWith('antd/')) {
        if (!ALLOWED.has(specifier)) found.push(`${relative(src, file)} → ${specifier}`);
      } else if (specifier.startsWith('.') && /\.tsx?$/.test(specifier)) {
        const target = resolve(dirname(file), specifier);
        if (existsSync(target)) visit(target);
        else found.push(`${relative(src, file)} → missing ${specifier}`);
      }
    }
  };
  visit(resolve(src, entry));
  return found;
}

describe('pages a visitor can land on without loading antd', () => {
  // The public home page has a 200 KB JS budget; antd's providers, style engine and grid took
  // over 50 KB of it, so they load with the pages that need them (lazyAntdPage).
  it.each([
    'main.tsx',
    'features/marketing/pages/HomePage.tsx',
    'features/marketing/pages/PrivacyNoticePage.tsx',
    'features/marketing/pages/TermsConditionsPage.tsx',
    'features/marketing/pages/GlobalServicePage.tsx',
    'features/marketing/pages/FxServicePage.tsx',
  ])('%s and what it imports use no antd', (entry) => {
    expect(antdImportsReachableFrom(entry)).toEqual([]);
  });

  it('the check finds antd where a page uses it', () => {
    expect(antdImportsReachableFrom('features/auth/pages/LoginPage.tsx')).not.toEqual([]);
  });
});
