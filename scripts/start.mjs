#!/usr/bin/env node
// `npm start`: builds the web app (into a new folder, switched to when complete) and compiles the
// server, then runs the compiled server in this very process. One process from npm down: a
// SIGTERM or Ctrl-C reaches the server itself (graceful stop, apps/server/src/graceful-stop.ts),
// and during the build it stops the build too, so no child outlives `npm start`.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileServer, compiledMain, serverDir } from '../apps/server/scripts/compile.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs the web build as a child; a stop asked for meanwhile stops it and ends here with 0. */
function buildWebApp() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'apps/web/scripts/build.mjs')], {
      cwd: join(root, 'apps/web'),
      stdio: 'inherit',
    });
    let stopped = false;
    const stop = (signal) => {
      stopped = true;
      child.kill(signal);
    };
    process.once('SIGTERM', stop).once('SIGINT', stop);
    child.on('error', reject);
    child.on('exit', (code) => {
      process.off('SIGTERM', stop).off('SIGINT', stop);
      if (stopped) process.exit(0);
      if (code === 0) resolve();
      else reject(new Error(`The web build failed (exit code ${code})`));
    });
  });
}

try {
  await buildWebApp();
  await compileServer();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// The server's relative paths (DATA_DIR=./data) stay where they always were: apps/server.
process.chdir(serverDir);
await import(pathToFileURL(compiledMain).href);
