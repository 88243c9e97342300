import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdImportsReachableFrom as antdImports } from '../../test/staticImports.ts';

// jsdom gives import.meta.url an http scheme; __dirname is this folder.
const src = resolve(__dirname, '../..');
const antdImportsReachableFrom = (entry: string) => antdImports(src, entry);

describe('pages a visitor can land on without loading antd', () => {
  // The public home page has a 200 KB JS budget; antd's providers, style engine and grid took
  // over 50 KB of it, so they load with the pages that need them (lazyAntdPage).
  it.each([
    'main.tsx',
    'features/marketing/pages/HomePage.tsx',
    'features/auth/pages/LoginPage.tsx',
    'features/auth/pages/RegisterPage.tsx',
    'features/marketing/pages/PrivacyNoticePage.tsx',
    'features/marketing/pages/TermsConditionsPage.tsx',
    'features/marketing/pages/GlobalServicePage.tsx',
    'features/marketing/pages/FxServicePage.tsx',
  ])('%s and what it imports use no antd', (entry) => {
    expect(antdImportsReachableFrom(entry)).toEqual([]);
  });

  it('the check finds antd where a page uses it', () => {
    expect(antdImportsReachableFrom('features/auth/pages/ForgotPasswordPage.tsx')).not.toEqual([]);
  });
});
