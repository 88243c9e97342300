import { describe, expect, it } from 'vitest';
import { serializeParams } from './params.ts';

describe('serializeParams', () => {
  it('writes nested objects and arrays in bracket form', () => {
    expect(decodeURIComponent(serializeParams({ page: { num: 1, size: 10 }, ids: [3, 4] }))).toBe(
      'page[num]=1&page[size]=10&ids[]=3&ids[]=4',
    );
  });

  it('skips empty, null and undefined values at any depth', () => {
    expect(
      decodeURIComponent(serializeParams({ a: '', b: null, c: undefined, d: 0, e: { f: '' } })),
    ).toBe('d=0');
  });
});
