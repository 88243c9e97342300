import { describe, expect, it } from 'vitest';
import { documentCodeFromBytes, printedDocumentCode } from './document-code.ts';

describe('document codes', () => {
  it('spells 100 bits in Crockford base32', () => {
    expect(documentCodeFromBytes(new Uint8Array(13))).toBe('00000000000000000000');
    expect(documentCodeFromBytes(new Uint8Array(13).fill(255))).toBe('ZZZZZZZZZZZZZZZZZZZZ');
    const code = documentCodeFromBytes(Uint8Array.from([0x08, ...new Array(12).fill(0)]));
    expect(code).toBe('10000000000000000000');
  });

  it('never uses letters that read like digits', () => {
    const bytes = Uint8Array.from({ length: 13 }, (_, i) => (i * 97 + 13) % 256);
    expect(documentCodeFromBytes(bytes)).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
  });

  it('refuses too few random bytes', () => {
    expect(() => documentCodeFromBytes(new Uint8Array(12))).toThrow();
  });

  it('prints in groups of five', () => {
    expect(printedDocumentCode('ABCDE12345FGHJK67890')).toBe('ABCDE-12345-FGHJK-67890');
  });
});
