import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lintOpenApi, SCHEMA_TYPES_FILE, schemaTypes } from '../../../../scripts/open-api.ts';

// The document's lint and its generated types, as `npm run lint:openapi` and `npm run docs:types`
// run them; here so that `npm test` fails when either falls behind the contract.
describe('the /open/v1 OpenAPI document, checked by its tools', () => {
  it("passes redocly's recommended rules with no error or warning", () => {
    const result = lintOpenApi();
    expect(result.problems).toEqual([]);
    expect(result, result.stderr).toMatchObject({ ok: true, errors: 0, warnings: 0 });
  });

  it('has its committed TypeScript types up to date (npm run docs:types)', async () => {
    expect(readFileSync(SCHEMA_TYPES_FILE, 'utf8')).toBe(await schemaTypes());
  });
});
