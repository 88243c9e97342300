import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  antdImportsReachableFrom,
  filesReachableFrom,
  packageImportsReachableFrom,
} from '../test/staticImports.ts';

// jsdom gives import.meta.url an http scheme; __dirname is this folder.
const src = resolve(__dirname, '..');

/** The guest build's entry and the pages it loads (GuestApp.tsx, RegisterPage.tsx). */
const GUEST_BUILD = [
  'guest/main.tsx',
  'features/auth/pages/LoginPage.tsx',
  'features/auth/pages/RegisterPage.tsx',
  'features/auth/plain/RegisterPasswordStep.tsx',
];

/** The full app's own parts, which a guest's sign-in or sign-up must never bring. */
const FULL_APP = [
  'app/App.tsx',
  'app/FullApp.tsx',
  'app/router/fullApp.ts',
  'app/router/lazyPages.ts',
];

/** React Router's data router: the full app's (App.tsx), for its leave warning. */
const DATA_ROUTER = /\b(createBrowserRouter|RouterProvider)\b/;

describe("the guest's own build of the sign-in and sign-up pages (vite.guest.config.ts)", () => {
  // Their budget is 250 KB of JavaScript run on a phone's first visit (issue 36).
  it.each(GUEST_BUILD)('%s and what it imports use no antd and no TanStack Query', (entry) => {
    expect(antdImportsReachableFrom(src, entry)).toEqual([]);
    expect(
      packageImportsReachableFrom(src, entry, (name) => name.startsWith('@tanstack/')),
    ).toEqual([]);
  });

  it.each(GUEST_BUILD)('%s and what it imports bring none of the full app', (entry) => {
    const files = filesReachableFrom(src, entry);
    expect(files.filter((file) => FULL_APP.includes(file))).toEqual([]);
    expect(
      files.filter((file) => DATA_ROUTER.test(readFileSync(resolve(src, file), 'utf8'))),
    ).toEqual([]);
  });

  it('the checks find the full app and its data router where they are', () => {
    expect(filesReachableFrom(src, 'main.tsx')).toContain('app/App.tsx');
    expect(DATA_ROUTER.test(readFileSync(resolve(src, 'app/App.tsx'), 'utf8'))).toBe(true);
    expect(filesReachableFrom(src, 'guest/main.tsx')).toContain('guest/GuestApp.tsx');
  });
});
