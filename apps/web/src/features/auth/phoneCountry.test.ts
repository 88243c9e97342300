import { describe, expect, it } from 'vitest';
import { countryOfTypedPhone } from './phoneCountry.ts';

describe('countryOfTypedPhone', () => {
  it('reads the calling code of a number typed in full', () => {
    expect(countryOfTypedPhone('+255 754 123 456')).toBe(255);
    expect(countryOfTypedPhone('+254712345678')).toBe(254);
    expect(countryOfTypedPhone('00255754123456')).toBe(255);
    expect(countryOfTypedPhone('255754123456')).toBe(255);
    expect(countryOfTypedPhone('254712345678')).toBe(254);
  });

  it('knows a Tanzanian number by its 06 prefix', () => {
    expect(countryOfTypedPhone('0654 123 456')).toBe(255);
    expect(countryOfTypedPhone('654123456')).toBe(255);
  });

  it('names no country when the number does not tell', () => {
    // 07… is used in both countries; a short number is still being typed.
    expect(countryOfTypedPhone('0712345678')).toBeUndefined();
    expect(countryOfTypedPhone('712345678')).toBeUndefined();
    expect(countryOfTypedPhone('2547')).toBeUndefined();
    expect(countryOfTypedPhone('+1 202 555 0100')).toBeUndefined();
    expect(countryOfTypedPhone('')).toBeUndefined();
  });
});
