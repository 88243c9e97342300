import { spawnSync } from 'node:child_process';
import { webDir } from './paths.mjs';

/** Builds the SPA the way production serves it; set SKIP_WEB_BUILD=1 to reuse apps/web/dist. */
export function buildWebApp() {
  if (process.env.SKIP_WEB_BUILD === '1') {
    console.log('Skipping the web build (SKIP_WEB_BUILD=1)');
    return;
  }
  console.log('Building the web app…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`vite build failed with exit code ${result.status}`);
}
