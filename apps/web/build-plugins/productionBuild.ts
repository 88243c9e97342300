import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * What every build of the web app shares (vite.config.ts, the signed-in app on React, and
 * vite.guest.config.ts, the guest's sign-in and sign-up pages on Preact).
 */

/**
 * A build is always a production build, whatever NODE_ENV the shell has: `npm start` with the
 * README's NODE_ENV=development once shipped React's development bundle (issue 16). Vite reads
 * NODE_ENV after loading the config file, so setting it there decides React's build and
 * minification.
 */
export function forceProductionBuild(command: string): void {
  if (command === 'build') process.env.NODE_ENV = 'production';
}

/**
 * React Router's package exports name only its development files, for every condition (its own
 * issues 12532 and 14753: "intended to be temporary"), so a production build shipped its
 * development warnings and checks, on every navigation of every page. A build takes the
 * production files beside them instead, which the package ships and tests alike.
 */
export function productionRouterAlias(command: string): Alias[] {
  if (command !== 'build') return [];
  const router = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return [{ find: /^react-router$/, replacement: join(router, 'dist/production/index.mjs') }];
}

/**
 * Text assets are written beside themselves as .br and .gz (the server sends the one the browser
 * accepts, docs/performance.md), so no reply is compressed per request. Files under 1 KB gain
 * too little to be worth a second round of headers.
 */
export function precompressed(include: RegExp) {
  return compression({
    algorithms: ['brotliCompress', 'gzip'],
    include,
    threshold: 1024,
    logLevel: 'silent',
  });
}
