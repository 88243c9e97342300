import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { GUEST_ENTRY, GUEST_MANIFEST } from '../guestBuild.ts';
import { guestScripts, holdAppScripts, type ManifestChunk } from './heldScripts.ts';
import { HOME_SCRIPT } from './homeScript.ts';
import { STAMP_SCRIPT } from './stampScript.ts';
import { variantTemplates } from './variantTemplates.ts';

/** What renderGuestPage.tsx exports (loaded through Vite, so not imported here). */
interface RenderModule {
  renderGuestPage(route: string, locale: 'en' | 'zh', phone: boolean): Promise<string>;
}

/**
 * The pages a guest lands on over a slow link, the page module each shows, and its file. A page
 * `alone` works without the app for a guest (its own script, homeScript.ts): the app's scripts
 * are held in the page, and added by the stamp only for a visit that needs them. A `guest` page
 * has a build of its own for a guest (vite.guest.config.ts): both builds' scripts are held, and
 * the stamp adds the one the visit needs; its stylesheets are those of every page that build
 * shows (`guestModules`), from this build.
 */
const GUEST_PAGES = [
  {
    route: '/',
    module: 'src/features/marketing/pages/HomePage.tsx',
    file: 'prerendered/index.html',
    alone: true,
    guest: false,
  },
  {
    route: '/login',
    module: 'src/features/auth/pages/LoginPage.tsx',
    file: 'prerendered/login.html',
    alone: false,
    guest: true,
  },
  {
    route: '/register',
    module: 'src/features/auth/pages/RegisterPage.tsx',
    file: 'prerendered/register.html',
    alone: false,
    guest: true,
  },
];

/** The pages the guest build shows (src/guest/GuestApp.tsx), and the sign-up's later step. */
const GUEST_BUILD_MODULES = [
  'src/features/auth/pages/LoginPage.tsx',
  'src/features/auth/pages/RegisterPage.tsx',
  'src/features/auth/plain/RegisterPasswordStep.tsx',
];

function readGuestManifest(outDir: string): Record<string, ManifestChunk> {
  const path = resolve(outDir, GUEST_MANIFEST);
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  } catch (error) {
    throw new Error(
      'The guest build (vite.guest.config.ts) must run first into the same folder (npm run build does)',
      { cause: error },
    );
  }
}

const VARIANTS = [
  { locale: 'en', phone: true },
  { locale: 'en', phone: false },
  { locale: 'zh', phone: true },
  { locale: 'zh', phone: false },
] as const;

const webRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Writes, beside index.html, a copy for each guest page with that page drawn ahead of time in
 * both languages at both widths (issue 16: the first paint on a slow link no longer waits for
 * ~100 KB of script). The server sends it for that route; the inline script (stampScript.ts)
 * picks the variant. The page's own stylesheets are linked from the head so that the drawn
 * page is styled at its first paint.
 */
export function prerenderPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'pesa-prerender-guest-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = String(index.source);
      const guest = guestScripts(readGuestManifest(outDir), GUEST_ENTRY);
      const render = await loadRenderer();
      try {
        for (const page of GUEST_PAGES) {
          const modules = page.guest ? GUEST_BUILD_MODULES : [page.module];
          const stylesheets = [
            ...new Set(modules.flatMap((module) => pageStylesheets(bundle, `${webRoot}${module}`))),
          ].filter((css) => !html.includes(`/${css}"`));
          const drawn = new Map<string, string>();
          for (const variant of VARIANTS) {
            const markup = await render.module.renderGuestPage(
              page.route,
              variant.locale,
              variant.phone,
            );
            drawn.set(`${variant.locale}-${variant.phone ? 'phone' : 'wide'}`, markup);
          }
          const templates = variantTemplates(page.route, drawn);
          const script = page.alone ? `${STAMP_SCRIPT}\n${HOME_SCRIPT}` : STAMP_SCRIPT;
          this.emitFile({
            type: 'asset',
            fileName: page.file,
            source: (page.alone || page.guest
              ? holdAppScripts(html, page.guest ? guest : [])
              : html
            )
              .replace(
                '</head>',
                `${stylesheets.map((css) => `    <link rel="stylesheet" crossorigin href="/${css}">\n`).join('')}  </head>`,
              )
              .replace(
                '<div id="root"></div>',
                `<div id="root"></div>\n    ${templates.join('\n    ')}\n    <script>${script}</script>`,
              ),
          });
        }
      } finally {
        await render.close();
      }
    },
  };
}

/** The render module, loaded through Vite's own module loader (TSX, JSON, CSS imports). */
async function loadRenderer(): Promise<{ module: RenderModule; close: () => Promise<void> }> {
  // Named through a variable: the lint's import resolver crashes on vite's package exports.
  const vite = 'vite';
  const { createServer } = (await import(vite)) as typeof import('vite');
  const server = await createServer({
    configFile: false,
    // The same React build the bundle has (vite.config.ts makes every build a production one).
    mode: 'production',
    root: webRoot,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    // antd's ES modules are not marked as such for Node; let Vite load them.
    ssr: { noExternal: ['antd'] },
  });
  installStorageForNode();
  const module = (await server.ssrLoadModule(
    '/build-plugins/prerender/renderGuestPage.tsx',
  )) as RenderModule;
  return { module, close: () => server.close() };
}

/** The app reads local storage as it starts; Node has none, and an empty one is a first visit. */
function installStorageForNode(): void {
  if ('localStorage' in globalThis) return;
  const items = new Map<string, string>();
  Object.assign(globalThis, {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, String(value)),
      removeItem: (key: string) => items.delete(key),
    },
  });
}

/** Every stylesheet the page's chunk and the chunks it imports statically bring. */
function pageStylesheets(bundle: Rollup.OutputBundle, moduleId: string): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) found.add(css);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  visit(chunks.find((chunk) => chunk.facadeModuleId === moduleId));
  return [...found];
}
