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
  // As `npm run build`: the guest's sign-in and sign-up pages first (vite.guest.config.ts), then
  // the app, whose prerendered pages name the first one's entry.
  const builds = [
    ['--config', 'vite.guest.config.ts', '--outDir', dir, '--emptyOutDir'],
    ['--outDir', dir],
  ];
  for (const args of builds) {
    const result = spawnSync(
      'npx',
      ['vite', 'build', '--logLevel', 'warn', ...args],
      // NODE_ENV=development, the README's default, so that every e2e run proves the build makes
      // production assets whatever the shell says (vite.config.ts; delivery.spec.mjs checks).
      { cwd: webDir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } },
    );
    if (result.status !== 0) {
      remove();
      throw new Error(`vite build failed with exit code ${result.status}`);
    }
  }
  rmSync(join(dir, '.vite'), { recursive: true, force: true });
  return { dir, remove };
}
