#!/usr/bin/env node
// `npm run build`: vite builds into a new folder, then `dist` switches to it (atomic-build.mjs).
// Two builds go into it: first the guest's sign-in and sign-up pages (vite.guest.config.ts), then
// the app, whose prerendered pages name the first one's entry.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAtomically } from './atomic-build.mjs';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const viteBin = join(
  dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);

function viteBuild(args) {
  return new Promise((resolve, reject) => {
    const vite = spawn(process.execPath, [viteBin, 'build', ...args], {
      cwd: webDir,
      stdio: 'inherit',
    });
    // Stopped while building (SIGTERM from a process manager, Ctrl-C): the build stops too.
    const stop = (signal) => vite.kill(signal);
    process.once('SIGTERM', stop).once('SIGINT', stop);
    vite.on('error', reject);
    vite.on('exit', (code, signal) => {
      process.off('SIGTERM', stop).off('SIGINT', stop);
      if (code === 0) resolve();
      else
        reject(new Error(`vite build ${signal ? `stopped by ${signal}` : `exited with ${code}`}`));
    });
  });
}

async function buildBoth(outDir) {
  await viteBuild(['--config', 'vite.guest.config.ts', '--outDir', outDir, '--emptyOutDir']);
  await viteBuild(['--outDir', outDir]);
  // The guest build's manifest was for the main build only.
  rmSync(join(outDir, '.vite'), { recursive: true, force: true });
}

try {
  await buildAtomically({ webDir, build: buildBoth });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
