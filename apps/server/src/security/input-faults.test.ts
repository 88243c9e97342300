import { describe, expect, it } from 'vitest';
import { inputFault, nulField } from './input-faults.ts';

describe('nulField', () => {
  it('names the first field whose text holds NUL, however deep', () => {
    expect(nulField({ name: 'Wanjiku', remark: 'a\u0000b' })).toBe('remark');
    expect(nulField({ menus: ['ok', 'bad\u0000'] })).toBe('menus.1');
    expect(nulField({ a: { b: { c: '\u0000' } } })).toBe('a.b.c');
    expect(nulField('\u0000')).toBe('');
  });

  it('reports the holder of a key with NUL', () => {
    expect(nulField({ inner: { 'k\u0000': 1 } })).toBe('inner');
  });

  it('passes clean input, numbers and a deeply nested body without overflowing the stack', () => {
    expect(nulField({ name: '王芳', amount: 10, list: [null, true] })).toBeNull();
    expect(nulField(undefined)).toBeNull();
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(nulField(deep)?.split('.').length).toBe(200_000);
  });
});

describe('inputFault', () => {
  it('names where an input nests deeper than allowed', () => {
    expect(inputFault({ a: { b: 1 } }, 2)).toBeNull();
    expect(inputFault({ a: { b: { c: 1 } } }, 2)).toEqual({ field: 'a.b', kind: 'depth' });
    let deep: unknown = [];
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(inputFault({ agree: deep }, 16)?.kind).toBe('depth');
  });
});
