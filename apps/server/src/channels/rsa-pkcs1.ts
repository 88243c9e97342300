import {
  constants,
  createPublicKey,
  privateDecrypt,
  publicEncrypt,
  type KeyObject,
} from 'node:crypto';

/**
 * Reads a provider's RSA public key as portals hand it out: base64 of the X.509
 * SubjectPublicKeyInfo DER, with or without PEM armour and line breaks. Throws when it is no RSA
 * public key, so a wrong setting is named at start rather than at the first payment.
 */
export function rsaPublicKey(text: string): KeyObject {
  const body = text.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) throw new Error('not base64');
  const key = createPublicKey({ key: Buffer.from(body, 'base64'), format: 'der', type: 'spki' });
  if (key.asymmetricKeyType !== 'rsa') throw new Error('not an RSA key');
  return key;
}

/**
 * base64(RSA-PKCS#1 v1.5(key, text)): how Vodacom's OpenAPI carries API keys and session IDs
 * and how Airtel carries a disbursement PIN. The padding is random, so every call differs.
 */
export function rsaPkcs1Encrypt(key: KeyObject, text: string): string {
  return publicEncrypt(
    { key, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(text, 'utf8'),
  ).toString('base64');
}

/**
 * Reads back what rsaPkcs1Encrypt wrote: for the rail simulators, which play the provider. Node
 * refuses PKCS#1 v1.5 private decryption (a timing oracle, CVE-2023-46809), so the padding is
 * removed here after a raw decryption; null when the text was not encrypted for this key. Never
 * use it where an attacker can time the answers: only the simulators decrypt.
 */
export function rsaPkcs1DecryptForSimulator(key: KeyObject, base64: string): string | null {
  let block: Buffer;
  try {
    block = privateDecrypt(
      { key, padding: constants.RSA_NO_PADDING },
      Buffer.from(base64, 'base64'),
    );
  } catch {
    return null;
  }
  // 0x00 0x02, at least eight non-zero random bytes, 0x00, then the message.
  if (block[0] !== 0 || block[1] !== 2) return null;
  const end = block.indexOf(0, 2);
  if (end < 10) return null;
  return block.subarray(end + 1).toString('utf8');
}
