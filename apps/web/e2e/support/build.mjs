import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { distDir, webDir } from './paths.mjs';

/**
 * Builds the SPA the way production serves it, into a private directory so a build or dev
 * session running at the same time cannot swap the files under the test server. Returns the
 * directory and a cleanup function. SKIP_WEB_BUILD=1 reuses apps/web/dist instead.
 */
export function buildWebApp() {
  if (process.env.SKIP_WEB_BUILD === '1') {
    console.log('Skipping the web build (SKIP_WEB_BUILD=1): serving apps/web/dist');
    return { dir: distDir, remove: () => undefined };
  }
  const dir = mkdtempSync(join(tmpdir(), 'pesa-web-dist-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  console.log('Building the web app…');
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', dir, '--emptyOutDir'],
    // NODE_ENV=development, the README's default, so that every e2e run proves the build makes
    // production assets whatever the shell says (vite.config.ts; delivery.spec.mjs checks).
    { cwd: webDir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } },
  );
  if (result.status !== 0) {
    remove();
    throw new Error(`vite build failed with exit code ${result.status}`);
  }
  return { dir, remove };
}
