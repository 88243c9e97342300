#!/usr/bin/env node
// Browser tests against the real built app: build the SPA, start the real server on a free port
// with a throw-away SQLite directory, run every spec in e2e/specs in Chromium, then clean up.
// Usage: node e2e/run.mjs [name filter[,another]]   (SKIP_WEB_BUILD=1 serves the existing apps/web/dist)
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launchBrowser } from './support/browser.mjs';
import { buildWebApp } from './support/build.mjs';
import { runTests, takeRegisteredTests } from './support/harness.mjs';
import { startServer } from './support/server.mjs';

const specsDir = join(dirname(fileURLToPath(import.meta.url)), 'specs');
const filters = process.argv[2]?.toLowerCase().split(',');

async function loadTests() {
  const files = readdirSync(specsDir)
    .filter((file) => file.endsWith('.spec.mjs'))
    .sort();
  const tests = [];
  for (const file of files) {
    await import(pathToFileURL(join(specsDir, file)).href);
    tests.push(...takeRegisteredTests().map((t) => ({ ...t, name: `${file}: ${t.name}` })));
  }
  return filters
    ? tests.filter((t) => filters.some((filter) => t.name.toLowerCase().includes(filter)))
    : tests;
}

let build;
let server;
let browser;
let failed = true;
try {
  const tests = await loadTests();
  if (tests.length === 0) throw new Error('No browser tests matched');
  build = buildWebApp();
  server = await startServer({ distDir: build.dir });
  browser = await launchBrowser();
  console.log(`Running ${tests.length} browser tests against ${server.baseUrl}`);
  const results = await runTests(tests, { browser, baseUrl: server.baseUrl, distDir: build.dir });
  const failures = results.filter((r) => !r.ok);
  console.log(`\n${results.length - failures.length} passed, ${failures.length} failed`);
  failed = failures.length > 0;
  if (failed && process.env.E2E_SERVER_LOGS === '1') console.log(server.logs());
} catch (error) {
  console.error(error);
} finally {
  await browser?.close();
  await server?.stop();
  build?.remove();
}
process.exit(failed ? 1 : 0);
