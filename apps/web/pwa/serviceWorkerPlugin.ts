import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const template = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8');

/** Files besides the hashed assets that the shell needs offline (all in public/). */
const PUBLIC_SHELL = [
  '/manifest.webmanifest',
  '/icons/icon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];

/**
 * Writes /sw.js from pwa/service-worker.js with the app shell of this build: the entry's
 * scripts and stylesheets (what index.html loads) plus the public files above. Its version is a
 * hash of that list, so every build that changes the shell installs a new worker.
 */
export function serviceWorkerPlugin(): Plugin {
  return {
    name: 'pesa-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const shell = new Set<string>();
      const visit = (chunk: (typeof chunks)[number] | undefined) => {
        if (!chunk || shell.has(`/${chunk.fileName}`)) return;
        shell.add(`/${chunk.fileName}`);
        for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(`/${css}`);
        for (const name of chunk.imports) visit(byName.get(name));
      };
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) visit(entry);
      const files = [...[...shell].sort(), ...PUBLIC_SHELL];
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: template
          .replace("const VERSION = '__VERSION__';", `const VERSION = '${version}';`)
          .replace('const SHELL = __SHELL__;', `const SHELL = ${JSON.stringify(files)};`),
      });
    },
  };
}
