import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdImportsReachableFrom } from '../../test/staticImports.ts';

// jsdom gives import.meta.url an http scheme; __dirname is this folder.
const src = resolve(__dirname, '../..');
const antdImports = (entry: string) => antdImportsReachableFrom(src, entry);

/**
 * The pages the router loads with plain `lazy`, as paths under `src`: `Name: lazy(() =>
 * import('…'))` in screenPages.ts and `export const Name = lazy(() => import('…'))` in
 * lazyPages.ts (outside the /homeApi area). Every other page goes through lazyAntdPage and gets
 * antd's providers.
 */
function plainlyLoadedPages(file: string): string[] {
  const text = readFileSync(resolve(__dirname, file), 'utf8');
  const plain = /\blazy\(\s*\(\)\s*=>\s*import\('\.\.\/\.\.\/([^']+)'\)/g;
  return [...text.matchAll(plain)].map((match) => match[1] as string);
}

describe('pages rendered without antd providers', () => {
  // The /home shell has no antd providers (issue 16): a page loaded with plain `lazy` renders
  // outside them, so it must use no antd itself, or antd would draw it in the wrong colours and
  // English. Parts it opens later (a drawer, the send steps) load antd's providers with them.
  const pages = [
    ...plainlyLoadedPages('screenPages.ts'),
    ...plainlyLoadedPages('lazyPages.ts'),
    'app/layouts/home/HomeLayout.tsx',
    'app/layouts/home/ApiLayout.tsx',
    // Loaded with plain `lazy` by the API account page once access is approved.
    'features/apiAccess/components/ApiDashboardView.tsx',
    'features/dashboard/pages/DashboardPage.tsx',
  ];

  it('finds the plain pages', () => {
    expect(pages).toContain('features/assets/pages/AssetsOrderPage.tsx');
    expect(pages).toContain('features/send/pages/PspSendPage.tsx');
    expect(pages).not.toContain('features/profile/pages/ProfilePage.tsx');
  });

  it.each(pages)('%s and what it imports use no antd', (page) => {
    expect(antdImports(page)).toEqual([]);
  });
});
