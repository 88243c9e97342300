import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export const webDir = resolve(here, '../..');
export const repoRoot = resolve(webDir, '../..');
export const distDir = resolve(webDir, 'dist');
export const serverEntry = resolve(repoRoot, 'apps/server/src/main.ts');
export const serverConfigFile = resolve(repoRoot, 'apps/server/src/config.ts');
export const resultsDir = resolve(webDir, 'test-results');
