import { describe, expect, it } from 'vitest';
import { normaliseMobile } from './phone.ts';

describe('normaliseMobile', () => {
  it('accepts Kenyan numbers in national, bare and international form', () => {
    expect(normaliseMobile(254, '0712345678')).toBe('+254712345678');
    expect(normaliseMobile(254, '712345678')).toBe('+254712345678');
    expect(normaliseMobile(254, '+254712345678')).toBe('+254712345678');
    expect(normaliseMobile(254, '0712 345 678')).toBe('+254712345678');
  });

  it('accepts Tanzanian mobiles', () => {
    expect(normaliseMobile(255, '0754123456')).toBe('+255754123456');
    expect(normaliseMobile(255, '754123456')).toBe('+255754123456');
  });

  it('rejects a number of another country', () => {
    expect(normaliseMobile(254, '+255754123456')).toBeNull();
  });

  it('rejects junk, too-short numbers and Nairobi landlines', () => {
    expect(normaliseMobile(254, 'abc')).toBeNull();
    expect(normaliseMobile(254, '0712')).toBeNull();
    expect(normaliseMobile(254, '0202222222')).toBeNull();
  });
});
