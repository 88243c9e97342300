import { describe, expect, it } from 'vitest';
import { allowedByList, parseAllowList } from './ip-allow-list.ts';

describe('IP allow-list', () => {
  it('accepts addresses and ranges, names what it cannot read', () => {
    expect(parseAllowList(' 10.0.0.0/8, 203.0.113.7 ,2001:db8::/32')).toEqual({
      entries: ['10.0.0.0/8', '203.0.113.7', '2001:db8::/32'],
    });
    expect(parseAllowList('10.0.0.0/33, example.com')).toEqual({
      bad: ['10.0.0.0/33', 'example.com'],
    });
  });

  it('lets in only listed callers; an empty list lets in everyone', () => {
    expect(allowedByList('', '198.51.100.1')).toBe(true);
    expect(allowedByList('10.0.0.0/8,203.0.113.7', '10.2.3.4')).toBe(true);
    expect(allowedByList('10.0.0.0/8,203.0.113.7', '::ffff:203.0.113.7')).toBe(true);
    expect(allowedByList('10.0.0.0/8,203.0.113.7', '203.0.113.8')).toBe(false);
    expect(allowedByList('2001:db8::/32', '2001:db8::1')).toBe(true);
  });
});
