#!/usr/bin/env node
// Web performance figures for the two pages people land on: the public home page and the
// logged-in dashboard. Prints the gzipped JS and CSS each page really loads, and its Largest
// Contentful Paint in headless Chromium (median of several cold loads). Figures, not assertions.
// Usage: node bench/web-bench.mjs   (SKIP_WEB_BUILD=1 reuses the build; BENCH_RUNS=n;
// BENCH_FILES=1 lists every file a page loads, largest first)
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/support/browser.mjs';
import { buildWebApp } from '../e2e/support/build.mjs';
import { registerByPhoneViaApi } from '../e2e/support/api.mjs';
import { startServer } from '../e2e/support/server.mjs';

const HOME_JS_BUDGET_BYTES = 200 * 1024;
const runs = Number(process.env.BENCH_RUNS ?? 3);

/* global window */
function recordLargestContentfulPaint() {
  window.__lcp = undefined;
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) window.__lcp = { time: last.startTime, element: last.element?.tagName ?? '' };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** One cold load in a fresh context: what JS/CSS it fetched (gzipped) and its LCP. */
async function measure(browser, baseUrl, path, token) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  await context.addInitScript(
    ([t]) => {
      localStorage.setItem('locale', 'en');
      if (t) localStorage.setItem('token', t);
    },
    [token],
  );
  await context.addInitScript(recordLargestContentfulPaint);
  const page = await context.newPage();
  const sizes = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    sizes.push(
      response
        .body()
        .then((body) => ({ type, url: response.url(), gzip: gzipSync(body, { level: 9 }).length }))
        .catch(() => ({ type, url: response.url(), gzip: 0 })),
    );
  });
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  if (new URL(page.url()).pathname !== path) {
    throw new Error(`${path} ended on ${page.url()} instead`);
  }
  await page.waitForFunction(() => window.__lcp !== undefined);
  const lcp = await page.evaluate(() => window.__lcp);
  const files = await Promise.all(sizes);
  await context.close();
  const sum = (type) => files.filter((f) => f.type === type).reduce((n, f) => n + f.gzip, 0);
  return {
    files,
    jsFiles: files.filter((f) => f.type === 'script').length,
    js: sum('script'),
    css: sum('stylesheet'),
    lcp,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

let build;
let server;
let browser;
let exitCode = 0;
try {
  build = buildWebApp();
  server = await startServer({ distDir: build.dir });
  browser = await launchBrowser();
  const { token } = await registerByPhoneViaApi(server.baseUrl);
  const targets = [
    { label: 'Home (public)', path: '/' },
    { label: 'Dashboard (logged in)', path: '/home/dashboard', token },
  ];
  const rows = [];
  for (const target of targets) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      samples.push(await measure(browser, server.baseUrl, target.path, target.token));
    }
    const first = samples[0];
    if (process.env.BENCH_FILES === '1') {
      console.log(`\n${target.path} loads:`);
      for (const f of [...first.files].sort((a, b) => b.gzip - a.gzip)) {
        console.log(`  ${kb(f.gzip).padStart(10)}  ${new URL(f.url).pathname}`);
      }
    }
    rows.push({
      page: target.label,
      path: target.path,
      'JS files': first.jsFiles,
      'JS gzip': kb(first.js),
      'CSS gzip': kb(first.css),
      'LCP median': `${Math.round(median(samples.map((s) => s.lcp.time)))} ms`,
      'LCP element': first.lcp.element,
      jsBytes: first.js,
    });
  }
  console.log(`\nWeb bench: ${runs} cold loads per page, headless Chromium, 1366×800, English`);
  console.table(rows.map(({ jsBytes: _jsBytes, ...row }) => row));
  const home = rows[0];
  const verdict = home.jsBytes > HOME_JS_BUDGET_BYTES ? '⚠ OVER BUDGET' : 'within budget';
  console.log(
    `Home page JS: ${kb(home.jsBytes)} gzipped of a ${kb(HOME_JS_BUDGET_BYTES)} budget — ${verdict}`,
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await browser?.close();
  await server?.stop();
  build?.remove();
}
process.exit(exitCode);
