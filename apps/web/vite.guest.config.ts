import type { Alias, Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { GUEST_ENTRY, GUEST_MANIFEST } from './build-plugins/guestBuild.ts';
import {
  forceProductionBuild,
  precompressed,
  productionRouterAlias,
} from './build-plugins/productionBuild.ts';

// The guest's sign-in and sign-up pages as a build of their own (src/guest/main.tsx, issue 36),
// with Preact (preact/compat) in place of React and react-dom: their JavaScript is a phone's
// first download, and React's DOM renderer alone was 215 KB of it. The signed-in app stays on
// React (vite.config.ts); `npm run build` (scripts/build.mjs) runs this build first, into the
// same folder, and the main build's prerendered /login and /register load its entry for a guest
// (build-plugins/prerender/prerenderPlugin.ts), found through the manifest written here
// (build-plugins/guestBuild.ts).

/**
 * The pages' stylesheets are the main build's, linked from the prerendered page's head (the same
 * files serve the full app there), so this build emits none: every stylesheet import is empty.
 */
const stylesheetsFromMainBuild: Plugin = {
  name: 'pesa-guest-stylesheets-from-main-build',
  enforce: 'pre',
  resolveId(source) {
    return /\.css$/.test(source) ? '\0guest-no-stylesheet' : null;
  },
  load(id) {
    return id === '\0guest-no-stylesheet' ? 'export default {}' : null;
  },
};

const PREACT: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig(({ command }) => {
  forceProductionBuild(command);
  return {
    plugins: [
      stylesheetsFromMainBuild,
      // Its pages are the main build's (their HTML is written there).
      precompressed(/\.(js|mjs)$/),
    ],
    resolve: { alias: [...PREACT, ...productionRouterAlias(command)] },
    // public/ is copied by the main build.
    publicDir: false,
    build: {
      manifest: GUEST_MANIFEST,
      rolldownOptions: {
        input: GUEST_ENTRY,
        checks: { bundlerTimings: false },
        onwarn(warning, warn) {
          // antd (the error toasts' lazy chunk) marks its modules "use client", irrelevant here;
          // react-router reads React 19's useOptimistic only where React has it.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic'))
            return;
          warn(warning);
        },
        output: {
          entryFileNames: 'assets/guest-app-[hash].js',
          chunkFileNames: 'assets/guest-app-[name]-[hash].js',
        },
      },
    },
  };
});
