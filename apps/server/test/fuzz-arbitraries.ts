import fc from 'fast-check';

/** The part of JSON Schema that our OpenAPI document uses (zod's output, OpenAPI 3.0 flavour). */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

/**
 * Values a real session would know: reference ids, the funded account's payee and order, its
 * transaction password. Well-shaped values draw on them, so calls get past "not found" too.
 */
export interface Dictionary {
  ints: number[];
  strings: string[];
  /** Values that fit one field by name (payeeId, fundPassword…), drawn most of the time. */
  named: Record<string, unknown[]>;
}

/**
 * Stands for arrays nested 6,000 deep, more than recursive code on the server (JSON.stringify)
 * can walk; the request's JSON text gets the nesting (see fuzz-operations.ts), so that reports
 * stay readable and fast-check never walks it.
 */
export const DEEPLY_NESTED = '<arrays nested 6000 deep>';

/** Values that break assumptions: every wrong type, the edges of number ranges, hostile text. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    0,
    -1,
    1.5,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    1e21,
    Number.MAX_VALUE,
    '',
    ' ',
    '-1',
    '2147483648',
    '1e400',
    '0x10',
    'NaN',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '𝌆🇰🇪',
    '١٢٣٤٥٦',
    '\u202Egnp.exe',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00%zz',
    '9'.repeat(400),
    'x'.repeat(20_001),
    [],
    [1, 'a'],
    {},
    DEEPLY_NESTED,
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/**
 * A value for a field: mostly one the schema accepts, sometimes one at or past its edges.
 * `name` is the field's name, a hint where the schema alone says little (amounts are any text).
 */
export function valueOf(schema: JsonSchema, dict: Dictionary, name = ''): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: validOf(schema, dict, name) },
    { weight: 1, arbitrary: edgeOf(schema) },
  );
}

/**
 * A request body: all valid (to reach the business rules), valid but for one field (to probe
 * each rule in isolation), or anything at all.
 */
export function bodyOf(schema: JsonSchema, dict: Dictionary): fc.Arbitrary<unknown> {
  const options = [
    { weight: 3, arbitrary: validOf(schema, dict, '') },
    { weight: 1, arbitrary: valueOf(schema, dict) },
  ];
  if (schema.type === 'object' && schema.properties)
    options.push({ weight: 3, arbitrary: oneFieldWrong(schema, dict) });
  return fc.oneof(...options);
}

/** Just outside what the schema accepts, or of another type altogether. */
function edgeOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const edges: unknown[] = [];
  if (schema.type === 'integer' || schema.type === 'number') {
    const { min, max } = bounds(schema);
    // Past the schema's own range, and past what a database INTEGER column holds.
    edges.push(min - 1, max + 1, min + 0.5, 2 ** 31, -(2 ** 31) - 1, String(2 ** 31));
  }
  if (schema.type === 'string') edges.push('ok\u0000', '\u0000');
  // A field of any shape (z.unknown) passes its schema whatever it holds.
  if (!schema.type && !schema.enum && !schema.anyOf) edges.push(DEEPLY_NESTED);
  if (schema.type === 'string' && schema.maxLength !== undefined)
    edges.push('é'.repeat(schema.maxLength + 1));
  if (schema.type === 'string' && schema.minLength) edges.push('a'.repeat(schema.minLength - 1));
  return edges.length > 0 ? fc.oneof(fc.constantFrom(...edges), hostile) : hostile;
}

/** A value the schema accepts, as far as its JSON form can tell (refinements are not in it). */
function validOf(schema: JsonSchema, dict: Dictionary, name: string): fc.Arbitrary<unknown> {
  const generic = validNonNull(schema, dict, name);
  // Named values fit free fields; a field with its own list of choices keeps to it.
  const free = !schema.enum && schema.const === undefined && !schema.anyOf && !schema.oneOf;
  const known = free ? dict.named[name] : undefined;
  const value = known
    ? fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...known) },
        { weight: 1, arbitrary: generic },
      )
    : generic;
  return schema.nullable ? fc.option(value, { nil: null, freq: 8 }) : value;
}

function validNonNull(schema: JsonSchema, dict: Dictionary, name: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => validOf(choice, dict, name)));
  switch (schema.type) {
    case 'integer':
    case 'number':
      return integerOf(schema, dict);
    case 'string':
      return stringOf(schema, dict, name);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validOf(schema.items ?? {}, dict, name), {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, child]) => [
            key,
            validOf(child, dict, key),
          ]),
        ),
        { requiredKeys: schema.required ?? [] },
      );
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function bounds(schema: JsonSchema): { min: number; max: number } {
  const exclusive =
    typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined;
  return {
    min: Math.max(exclusive ?? schema.minimum ?? -(2 ** 31), -(2 ** 53)),
    max: Math.min(schema.maximum ?? 2 ** 31, 2 ** 53),
  };
}

function integerOf(schema: JsonSchema, dict: Dictionary): fc.Arbitrary<number> {
  const { min, max } = bounds(schema);
  const known = dict.ints.filter((n) => n >= min && n <= max);
  return fc.oneof(
    ...(known.length > 0 ? [fc.constantFrom(...known), fc.constantFrom(...known)] : []),
    fc.integer({ min: Math.max(min, -100), max: Math.max(Math.min(max, 100), min) }),
    fc.integer({ min, max }),
    fc.constantFrom(min, max),
  );
}

/** Amounts are typed as text or numbers without a pattern: give them decimal text, often tiny. */
const amountText = fc
  .tuple(
    fc.oneof(
      { weight: 2, arbitrary: fc.integer({ min: 0, max: 3 }) },
      { weight: 1, arbitrary: fc.integer({ min: 0, max: 100_000 }) },
      { weight: 1, arbitrary: fc.constantFrom(999_999_999_999_999n, 10n ** 40n) },
    ),
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom('', '.5', '.05', '.99') },
      { weight: 1, arbitrary: fc.constantFrom('.001', '.12345678', '.123456789') },
    ),
  )
  .map(([whole, fraction]) => `${whole}${fraction}`);

function stringOf(schema: JsonSchema, dict: Dictionary, name: string): fc.Arbitrary<string> {
  const { minLength = 0, maxLength = 64 } = schema;
  if (/amount|rate/i.test(name) && !schema.pattern) return amountText;
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
  const known = dict.strings.filter((s) => fits(s) && (!pattern || pattern.test(s)));
  const options: Array<fc.Arbitrary<string>> = known.length > 0 ? [fc.constantFrom(...known)] : [];
  if (schema.format === 'date-time')
    options.push(
      fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString()),
    );
  else if (schema.format === 'email') options.push(fc.emailAddress().filter(fits));
  else if (pattern) options.push(matching(pattern));
  else
    options.push(
      fc.string({ minLength, maxLength: Math.min(maxLength, 30) }),
      fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 30) }),
      fc.constant('a'.repeat(maxLength)),
    );
  return fc.oneof(...options);
}

/** Strings of a pattern; one fast-check cannot read (look-aheads) falls back to any text. */
function matching(pattern: RegExp): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(pattern);
  } catch {
    return fc.string({ maxLength: 40 });
  }
}

/** A valid object with one field at its edge, missing, or one field the schema does not know. */
function oneFieldWrong(schema: JsonSchema, dict: Dictionary): fc.Arbitrary<unknown> {
  const entries = Object.entries(schema.properties ?? {});
  const valid = validOf(schema, dict, '');
  const change = fc.oneof(
    ...entries.map(([key, child]) =>
      fc.record({ key: fc.constant(key), value: fc.option(edgeOf(child), { nil: undefined }) }),
    ),
    fc.record({
      key: fc.constantFrom('__proto__', 'userId', 'mainUserId', 'balance', 'status'),
      value: hostile,
    }),
  );
  return fc.tuple(valid, change).map(([object, { key, value }]) => {
    const result = { ...(object as Record<string, unknown>) };
    if (value === undefined) delete result[key];
    // An own property, so that even `__proto__` reaches the JSON text.
    else Object.defineProperty(result, key, { value, enumerable: true, writable: true });
    return result;
  });
}
