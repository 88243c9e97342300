/**
 * Verification codes printed on receipts and statements (docs/documents.md). Crockford's base32
 * (no I, L, O, U) so a code read aloud or typed from paper is not mistaken; 20 characters carry
 * 100 random bits, far beyond what rate-limited guessing can reach.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const DOCUMENT_CODE_LENGTH = 20;
/** Random bytes a code needs: 13 bytes give 104 bits, of which the first 100 are used. */
export const DOCUMENT_CODE_BYTES = 13;

/** The code for these random bytes (at least DOCUMENT_CODE_BYTES of them). */
export function documentCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < DOCUMENT_CODE_BYTES) throw new Error('a document code needs 13 random bytes');
  let bits = 0n;
  for (const byte of bytes.subarray(0, DOCUMENT_CODE_BYTES)) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < DOCUMENT_CODE_LENGTH; i++) {
    // Read 5 bits at a time from the top: 104 - 5 * (i + 1) is the shift of the i-th group.
    const shift = BigInt(DOCUMENT_CODE_BYTES * 8 - 5 * (i + 1));
    code += ALPHABET[Number((bits >> shift) & 31n)];
  }
  return code;
}

/** As printed: four groups of five, easier to copy than twenty characters in a row. */
export function printedDocumentCode(code: string): string {
  return code.match(/.{1,5}/g)?.join('-') ?? code;
}
