import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { bracketQuery } from './bracketQuery.ts';

// The app's own writer must say exactly what qs said for every shape the app sends.
const samples: Array<Record<string, unknown>> = [
  { page: { num: 1, size: 10 }, ids: [3, 4] },
  { a: '', b: null, c: undefined, d: 0, e: { f: '', g: [1, { h: 'x y' }] } },
  { when: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), flag: true, name: '张三 & co/1?', empty: [] },
  { orderNo: 'PB-1', filter: { status: [1, 2], from: '2026-01-01' } },
];

describe('bracketQuery', () => {
  it.each(samples)(
    'writes what qs wrote for query strings (brackets, empty values left out)',
    (params) => {
      expect(
        decodeURIComponent(bracketQuery(params, { arrays: 'brackets', skipEmpty: true })),
      ).toBe(
        decodeURIComponent(
          qs.stringify(params, {
            arrayFormat: 'brackets',
            filter: (_prefix, value: unknown) =>
              value === undefined || value === null || value === '' ? undefined : value,
          }),
        ),
      );
    },
  );

  it.each(samples)('writes what qs wrote for forms (indices, null as empty)', (params) => {
    expect(decodeURIComponent(bracketQuery(params, { arrays: 'indices', skipEmpty: false }))).toBe(
      decodeURIComponent(qs.stringify(params)),
    );
  });

  it('encodes keys and values', () => {
    expect(bracketQuery({ 'a b': 'c&d' }, { arrays: 'brackets', skipEmpty: true })).toBe(
      'a%20b=c%26d',
    );
  });
});
