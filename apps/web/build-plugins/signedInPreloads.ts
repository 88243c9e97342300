import type { Plugin, Rollup } from 'vite';

/**
 * The chunks a signed-in first visit needs before it can show anything: the app (routes, guard),
 * the request client and the logged-in shell; on the dashboard its page, elsewhere antd's
 * providers, which most other screens use (the dashboard and the shell use none).
 * The texts are left to the app: which catalog a visit needs depends on its stored language.
 */
const SIGNED_IN_MODULES = [
  /[\\/]src[\\/]app[\\/]FullApp\.tsx$/,
  /[\\/]src[\\/]lib[\\/]request[\\/]client\.ts$/,
  /[\\/]src[\\/]app[\\/]layouts[\\/]home[\\/]HomeLayout\.tsx$/,
];
const ANTD_PROVIDERS = /[\\/]src[\\/]app[\\/]providers[\\/]AntdProviders\.tsx$/;
const DASHBOARD_MODULE = /[\\/]src[\\/]features[\\/]dashboard[\\/]pages[\\/]DashboardPage\.tsx$/;

/** The pages written, relative to the build, and what each preloads (docs/performance.md). */
export const SIGNED_IN_PAGES = [
  { file: 'preloaded/home.html', modules: [...SIGNED_IN_MODULES, ANTD_PROVIDERS] },
  { file: 'preloaded/dashboard.html', modules: [...SIGNED_IN_MODULES, DASHBOARD_MODULE] },
];

/**
 * Writes copies of index.html that name, in their head, every chunk and stylesheet a signed-in
 * screen loads first (issue 16). Left to the scripts, a phone asks for them one level at a
 * time: the entry (about 100 KB) must arrive and run before it asks for the app's chunk, which
 * must arrive before it asks for the shell's and the screen's, five round trips and more than
 * two seconds on a slow link before any data is asked for. With these links every chunk is
 * requested with the entry. The server sends them for the signed-in routes (static-spa.ts);
 * they hold no inline script, so the page policy is unchanged.
 */
export function signedInPreloadsPlugin(): Plugin {
  return {
    name: 'pesa-signed-in-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = String(index.source);
      for (const page of SIGNED_IN_PAGES) {
        const { scripts, styles } = chunkClosure(bundle, page.modules);
        const links = [
          ...scripts
            .filter((file) => !html.includes(`/${file}"`))
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...styles
            .filter((file) => !html.includes(`/${file}"`))
            .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
        ];
        this.emitFile({
          type: 'asset',
          fileName: page.file,
          source: html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
        });
      }
    },
  };
}

/** The chunks holding the given modules, every chunk they import statically, and their CSS. */
export function chunkClosure(
  bundle: Rollup.OutputBundle,
  modules: readonly RegExp[],
): { scripts: string[]; styles: string[] } {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const file of chunk.imports) visit(byFile.get(file));
  };
  for (const module of modules) {
    visit(chunks.find((chunk) => chunk.moduleIds.some((id) => module.test(id))));
  }
  return { scripts: [...scripts], styles: [...styles] };
}
