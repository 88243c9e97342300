import { describe, expect, it } from 'vitest';
import { isPdf } from './documentKind.ts';

describe('isPdf', () => {
  it('knows a PDF by its extension, in any case', () => {
    expect(isPdf('kyc/12/statement.PDF')).toBe(true);
    expect(isPdf('proof/7/receipt.pdf')).toBe(true);
  });
  it('treats every other file as an image', () => {
    expect(isPdf('kyc/12/passport.png')).toBe(false);
    expect(isPdf('kyc/12/pdf.jpg')).toBe(false);
  });
});
