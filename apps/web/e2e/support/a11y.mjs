/* global window, document */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// WCAG 2.2 AA as the guide asks: the A and AA rules of 2.0, 2.1 and 2.2 (axe has no 2.2 A rule).
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Parts of antd that the app cannot reach from outside, each left out of the check with the
 * reason (docs/web-public-site-and-browser-tests.md, "Accessibility"). Keep this list short.
 */
const ANTD_INTERNALS = [];

let axeSource;
const loadAxeSource = () =>
  (axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8'));

// One line per element: its selector and axe's reason (for contrast, the colours it measured).
function describe(violation) {
  const nodes = violation.nodes.map(({ target, failureSummary = '' }) => {
    const reason = failureSummary.split('\n').slice(1).join(' ').trim();
    return `    - ${target.join(' ')}: ${reason}`;
  });
  return `  ${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}`;
}

/**
 * Runs axe-core's WCAG 2.2 A and AA rules on what the page shows now and fails with a readable
 * list: the rule, its impact, the elements (CSS selectors) and what to fix. `context` is axe's
 * context (a selector, or `{include, exclude}`); `label` names the screen in the message.
 */
export async function expectNoAxeViolations(page, { context, label } = {}) {
  // Evaluated through the DevTools protocol, so the app's Content-Security-Policy allows it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(loadAxeSource());
  const scope = typeof context === 'string' ? { include: [[context]] } : { ...context };
  scope.exclude = [...(scope.exclude ?? []), ...ANTD_INTERNALS.map(({ selector }) => [selector])];
  const violations = await page.evaluate(
    async ([axeContext, tags]) => {
      const result = await window.axe.run(axeContext, {
        runOnly: { type: 'tag', values: tags },
        // WCAG 2.5.3 "Label in Name": axe ships it as experimental, so it is asked for by name.
        rules: { 'label-content-name-mismatch': { enabled: true } },
      });
      return result.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
      }));
    },
    [scope, WCAG_AA_TAGS],
  );
  assert.deepEqual(
    violations.map((v) => v.id),
    [],
    `axe found WCAG A/AA violations on ${label ?? page.url()}:\n${violations.map(describe).join('\n')}`,
  );
}

/**
 * Waits until the screen has drawn its content: its heading is there and no spinner, skeleton or
 * busy region is left (lists and balances arrive after the page itself).
 */
export async function settledScreen(page) {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(
    () =>
      document.querySelector(
        '.ant-spin-spinning, .ant-skeleton, [aria-busy="true"], .page-spinner',
      ) === null,
  );
}

/** One h1 per page (WCAG 1.3.1 / 2.4.6 as screen readers navigate by it). */
export async function expectOneMainHeading(page, label) {
  const headings = await page.locator('h1').allInnerTexts();
  assert.equal(headings.length, 1, `${label} has one h1, found: ${JSON.stringify(headings)}`);
}
