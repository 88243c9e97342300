import { defineConfig } from 'vitest/config';
import { serviceWorkerPlugin } from './pwa/serviceWorkerPlugin.ts';
import { firstScreenChunks } from './build-plugins/firstScreenChunks.ts';
import {
  forceProductionBuild,
  precompressed,
  productionRouterAlias,
} from './build-plugins/productionBuild.ts';
import { prerenderPlugin } from './build-plugins/prerender/prerenderPlugin.ts';
import { signedInPreloadsPlugin } from './build-plugins/signedInPreloads.ts';

// Vite's built-in oxc transform compiles TSX with React's automatic runtime, so no React
// plugin is needed for builds and tests.
// The dev server forwards the API to a locally running server (see docs/web-app.md).
const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

// Redoc's sidebar footer always asks a CDN for its logo: a third-party request that the page's
// img-src forbids (a console error on every visit). The build gives it an empty inline image.
const REDOC_CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const EMPTY_SVG =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='0' height='0'/%3E";
const redocWithoutCdnLogo = {
  name: 'redoc-without-cdn-logo',
  transform(code: string, id: string) {
    if (!id.includes('/redoc/bundles/') || !code.includes(REDOC_CDN_LOGO)) return null;
    return { code: code.replaceAll(REDOC_CDN_LOGO, EMPTY_SVG), map: null };
  },
};

// antd's own modules declare which of them have side effects (its CSS); the @rc-component and
// @ant-design packages under it declare nothing, so the bundler keeps every module they import
// even when nothing of it is used: antd's form context alone brought rc-form's whole store and
// validator onto every screen with a tooltip (issue 16). Their modules only define components,
// hooks and helpers, so an unused one is dropped.
const SIDE_EFFECT_FREE = /[\\/]node_modules[\\/](@rc-component|@ant-design)[\\/]/;
function hasSideEffects(id: string): boolean {
  return !SIDE_EFFECT_FREE.test(id);
}

export default defineConfig(({ command }) => {
  forceProductionBuild(command);
  const firstScreens = firstScreenChunks();
  return {
    plugins: [
      redocWithoutCdnLogo,
      firstScreens.plugin,
      serviceWorkerPlugin(),
      prerenderPlugin(),
      signedInPreloadsPlugin(),
      precompressed(/\.(html|js|mjs|css|json|svg|webmanifest|txt)$/),
    ],
    resolve: { alias: productionRouterAlias(command) },
    server: { proxy: { '/api': apiTarget } },
    build: {
      // `npm run build` first writes the guest's sign-in and sign-up pages into the same folder
      // (vite.guest.config.ts); this build keeps them.
      emptyOutDir: false,
      // The largest chunk is the API reference's renderer (Redoc, one pre-bundled library of about
      // 1.15 MB, 345 KB gzipped), which only /homeApi/docs loads (docs/api-service.md).
      chunkSizeWarningLimit: 1200,
      rolldownOptions: {
        treeshake: { moduleSideEffects: hasSideEffects },
        // The timing report depends on how busy the machine is (the precompression and the
        // prerender are most of the build's own work); a green test run prints no warnings.
        checks: { bundlerTimings: false },
        output: { codeSplitting: { groups: firstScreens.groups } },
        // antd marks its modules "use client" for React Server Components; irrelevant in an SPA.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts', 'scripts/**/*.test.ts'],
      setupFiles: ['src/test/setup.ts'],
      // Tests load antd's CommonJS build; point the app-context import at the same copy.
      alias: { 'antd/es/app/context': 'antd/lib/app/context' },
      // The first render of a lazy route compiles antd for the run; that alone can take seconds.
      testTimeout: 20_000,
    },
  };
});
