import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productionRouterAlias } from './productionBuild.ts';

describe('productionRouterAlias', () => {
  it("points a build's `react-router` at the package's production files", () => {
    const [alias] = productionRouterAlias('build');
    expect(alias?.find).toEqual(/^react-router$/);
    const file = String(alias?.replacement);
    expect(file).toMatch(/react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    expect(existsSync(file)).toBe(true);
    // The same version as the package's own exports, so nothing else changes.
    expect(readFileSync(file, 'utf8')).toContain('react-router v');
  });

  it('leaves the dev server and the tests on what the package exports', () => {
    expect(productionRouterAlias('serve')).toEqual([]);
  });
});
