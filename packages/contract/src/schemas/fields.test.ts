import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../index.ts';
import { DB_INT_MAX, DB_INT_MIN, idField, idParam, pageFields } from './fields.ts';

type IntegerNode = { path: string; min?: number; max?: number };
/** Every `type: integer` node of a JSON schema, with its path. */
function integerNodes(node: unknown, path = '#'): IntegerNode[] {
  if (node === null || typeof node !== 'object') return [];
  const schema = node as Record<string, unknown>;
  const found: IntegerNode[] =
    schema.type === 'integer'
      ? [
          {
            path,
            min: (schema.minimum ?? schema.exclusiveMinimum) as number | undefined,
            max: schema.maximum as number | undefined,
          },
        ]
      : [];
  return found.concat(
    ...Object.entries(schema).map(([key, child]) => integerNodes(child, `${path}/${key}`)),
  );
}

describe('whole numbers in requests', () => {
  it('are held to the range of an INTEGER column in every schema of the contract', () => {
    const schemas = Object.entries(contract as Record<string, unknown>).filter(
      (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
    );
    expect(schemas.length).toBeGreaterThan(40);
    const unbounded = schemas.flatMap(([name, schema]) =>
      integerNodes(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }))
        .filter(
          (n) =>
            n.min === undefined || n.max === undefined || n.min < DB_INT_MIN || n.max > DB_INT_MAX,
        )
        .map((n) => `${name} ${n.path}`),
    );
    expect(unbounded).toEqual([]);
  });

  it('refuse an id of 2^31 or more, and zero, as not valid', () => {
    expect(idField.safeParse(DB_INT_MAX).success).toBe(true);
    expect(idField.safeParse('2147483647').success).toBe(true);
    for (const bad of [2 ** 31, '2147483648', 2 ** 53, 0, -1, 1.5]) {
      const result = idParam.safeParse({ id: bad });
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain('invalid');
    }
    expect(z.object(pageFields).safeParse({ pageNum: 2 ** 31 }).success).toBe(false);
  });
});
