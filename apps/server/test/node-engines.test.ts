import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const read = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8'));

interface Locked {
  engines?: { node?: string };
}

/**
 * The README states which Node versions run the product, and package.json's `engines` says the
 * same: every version in that range must satisfy every installed package's own `engines`, so
 * that `npm ci` on any of them prints no engine warning and nothing needs a newer Node.
 */
describe('the Node versions we state', () => {
  const stated: string = read('package.json').engines.node;
  const packages: Record<string, Locked> = read('package-lock.json').packages;

  it('are all supported by every locked package', () => {
    const narrower = Object.entries(packages)
      .filter(([path, p]) => path !== '' && p.engines?.node)
      .filter(([, p]) => !semver.subset(stated, p.engines!.node!))
      .map(([path, p]) => `${path.replace(/^.*node_modules\//, '')} ${p.engines!.node}`);
    expect(narrower).toEqual([]);
  });

  it('include the Node this machine runs, as the README says', () => {
    expect(semver.satisfies(process.versions.node, stated)).toBe(true);
    expect(readFileSync(new URL('../../../README.md', import.meta.url), 'utf8')).toContain(
      'Node.js 20.19 or a later 20, 22.13 or a later 22, 24 or 25',
    );
  });
});
