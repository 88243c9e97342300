import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { resultsDir } from './paths.mjs';

const registered = [];

/** Registers a browser test; specs call this at import time. */
export function test(name, fn) {
  registered.push({ name, fn });
}

export function takeRegisteredTests() {
  return registered.splice(0);
}

// A guard against hangs only: it fails a test that never finishes, it measures nothing.
const HANG_GUARD_MS = 120_000;

function withHangGuard(promise, name) {
  let timer;
  const guard = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`"${name}" did not finish`)), HANG_GUARD_MS);
  });
  return Promise.race([promise, guard]).finally(() => clearTimeout(timer));
}

/**
 * Every browser of the suite asks for reduced motion, as a customer may on their phone: antd's
 * dialogs and lists then open at once (AntdProviders), so a click never lands on a dialog that
 * is still zooming in. Tests wait for states, and an animation is not one.
 */
export const STILL = { reducedMotion: 'reduce' };

function fileNameFor(name) {
  return name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
}

/**
 * Runs tests one after another, each in a fresh browser context (empty local storage, English),
 * and saves a screenshot of the failing page next to the report.
 */
export async function runTests(tests, { browser, baseUrl, distDir }) {
  const results = [];
  for (const { name, fn } of tests) {
    const context = await browser.newContext({
      ...STILL,
      viewport: { width: 1366, height: 800 },
      baseURL: baseUrl,
    });
    const page = await context.newPage();
    // Generous so a busy machine does not fail a wait; a real failure still ends the test.
    page.setDefaultTimeout(30_000);
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(String(error?.stack ?? error)));
    try {
      await withHangGuard(fn({ page, context, browser, baseUrl, distDir, pageErrors }), name);
      results.push({ name, ok: true });
      console.log(`  ✔ ${name}`);
      // An uncaught error that did not stop the test is still a bug to see.
      if (pageErrors.length) console.log(`    page errors: ${pageErrors.join(' | ')}`);
    } catch (error) {
      results.push({ name, ok: false, error });
      console.log(
        `  ✘ ${name}\n    ${String(error?.stack ?? error)
          .split('\n')
          .join('\n    ')}`,
      );
      if (pageErrors.length) console.log(`    page errors: ${pageErrors.join(' | ')}`);
      // What the page said when it failed: the screenshot stays on the machine that ran it.
      const said = await page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch(() => '');
      console.log(`    page text: ${said.replace(/\s+/g, ' ').trim().slice(0, 600)}`);
      mkdirSync(resultsDir, { recursive: true });
      const shot = join(resultsDir, `${fileNameFor(name)}.png`);
      await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
      console.log(`    screenshot: ${shot} (url ${page.url()})`);
    } finally {
      await context.close();
    }
  }
  return results;
}
