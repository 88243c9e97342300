import { describe, expect, it } from 'vitest';
import { pageCount } from './pageCount.ts';

describe('pageCount', () => {
  it('counts a last, partly filled page', () => {
    expect(pageCount(21, 10)).toBe(3);
    expect(pageCount(20, 10)).toBe(2);
  });
  it('gives an empty list its first page', () => {
    expect(pageCount(0, 10)).toBe(1);
  });
});
