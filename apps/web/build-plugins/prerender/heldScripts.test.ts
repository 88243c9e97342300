import { describe, expect, it } from 'vitest';
import { guestScripts, holdAppScripts } from './heldScripts.ts';

const INDEX = `<head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/entry-deps-abc.js">
  </head>
  <body>
    <div id="root"></div>
  </body>`;

const MANIFEST = {
  'src/guest/main.tsx': {
    file: 'assets/guest-app-1.js',
    imports: ['_i18n.js', '_runtime.js'],
    dynamicImports: ['src/features/auth/pages/LoginPage.tsx'],
  },
  '_i18n.js': { file: 'assets/guest-app-i18n-2.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/guest-app-runtime-3.js' },
  'src/features/auth/pages/LoginPage.tsx': { file: 'assets/guest-app-LoginPage-4.js' },
};

describe("the guest build's scripts in the sign-in and sign-up pages", () => {
  it('names the entry and preloads what it imports, once each, but not what it loads later', () => {
    expect(guestScripts(MANIFEST, 'src/guest/main.tsx')).toEqual([
      '<script type="module" crossorigin src="/assets/guest-app-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/guest-app-i18n-2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/guest-app-runtime-3.js">',
    ]);
  });

  it('fails the build when the manifest has no such entry', () => {
    expect(() => guestScripts(MANIFEST, 'src/main.tsx')).toThrow(/names no src\/main.tsx/);
  });

  it("holds both builds' scripts out of the head, for the stamp to choose", () => {
    const page = holdAppScripts(INDEX, guestScripts(MANIFEST, 'src/guest/main.tsx'));
    expect(page).not.toContain('<head>\n    <script');
    expect(page).toContain(
      '<template data-app><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/entry-deps-abc.js"></template>',
    );
    expect(page).toMatch(
      /<template data-guest><script type="module" crossorigin src="\/assets\/guest-app-1.js"><\/script>.*<\/template>\n {4}<div id="root"><\/div>/,
    );
    expect(holdAppScripts(INDEX)).not.toContain('data-guest');
  });
});
