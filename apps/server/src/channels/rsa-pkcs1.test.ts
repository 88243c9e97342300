import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rsaPkcs1DecryptForSimulator, rsaPkcs1Encrypt, rsaPublicKey } from './rsa-pkcs1.ts';

const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const der = pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

describe('rsaPkcs1Encrypt', () => {
  it('encrypts with PKCS#1 v1.5 so the private key reads the text back, differently each time', () => {
    const key = rsaPublicKey(der);
    const first = rsaPkcs1Encrypt(key, 'api-key-123');
    const second = rsaPkcs1Encrypt(key, 'api-key-123');
    expect(first).not.toBe(second);
    expect(rsaPkcs1DecryptForSimulator(pair.privateKey, first)).toBe('api-key-123');
    expect(rsaPkcs1DecryptForSimulator(pair.privateKey, second)).toBe('api-key-123');
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect(rsaPkcs1DecryptForSimulator(other, first)).toBeNull();
    expect(rsaPkcs1DecryptForSimulator(pair.privateKey, 'bm9wZQ==')).toBeNull();
  });

  it('reads the key with PEM armour and line breaks, and refuses what is no RSA public key', () => {
    const pem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(rsaPublicKey(pem).asymmetricKeyType).toBe('rsa');
    expect(() => rsaPublicKey('not a key!')).toThrow();
    expect(() => rsaPublicKey(Buffer.from('hello').toString('base64'))).toThrow();
  });
});
