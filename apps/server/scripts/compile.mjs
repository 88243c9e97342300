#!/usr/bin/env node
// Compiles the server (and the workspace packages it imports, which ship TypeScript) into
// JavaScript under apps/server/dist, so production runs it with plain `node`; tsx stays a
// development tool. Installed packages stay imports, resolved from node_modules as before.
import { build, stop } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const compiledMain = join(serverDir, 'dist', 'main.js');

const bundleWorkspacePackagesOnly = {
  name: 'installed-packages-stay-imports',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@pesa/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Writes dist/main.js (the server) and dist/ops.js (`npm run ops`), with source maps. Each file is
 * written beside its place and renamed over it, so a server starting meanwhile never reads half.
 */
export async function compileServer() {
  const { outputFiles } = await build({
    write: false,
    absWorkingDir: serverDir,
    entryPoints: { main: 'src/main.ts', ops: 'src/ops.ts' },
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Stack traces name the TypeScript files and lines.
    sourcesContent: false,
    plugins: [bundleWorkspacePackagesOnly],
    logLevel: 'warning',
  });
  // esbuild's service process would otherwise live beside the server it compiled.
  await stop();
  for (const file of outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(`${file.path}.${process.pid}.tmp`, file.contents);
    renameSync(`${file.path}.${process.pid}.tmp`, file.path);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await compileServer();
}
