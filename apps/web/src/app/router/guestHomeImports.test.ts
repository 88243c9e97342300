import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageImportsReachableFrom } from '../../test/staticImports.ts';

// jsdom gives import.meta.url an http scheme; __dirname is this folder.
const src = resolve(__dirname, '../..');

/** Server state (TanStack Query): what a guest's home page skips. */
const SESSION_PACKAGES = (specifier: string) => specifier.startsWith('@tanstack/');

describe("a guest's first visit of the home page, the sign-in or the sign-up page", () => {
  // Their budget is 150 KB over the wire (issues 16 and 36); the full app loads them.
  it.each([
    'main.tsx',
    'features/marketing/pages/HomePage.tsx',
    'features/auth/pages/LoginPage.tsx',
    'features/auth/pages/RegisterPage.tsx',
  ])('%s and what it imports load no TanStack Query', (entry) => {
    expect(packageImportsReachableFrom(src, entry, SESSION_PACKAGES)).toEqual([]);
  });

  it('the check finds them where the full app uses them', () => {
    expect(packageImportsReachableFrom(src, 'app/FullApp.tsx', SESSION_PACKAGES)).not.toEqual([]);
  });
});
