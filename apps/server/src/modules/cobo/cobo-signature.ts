import { createHash, createPublicKey, verify, type KeyObject } from 'node:crypto';

/** DER prefix of an Ed25519 SubjectPublicKeyInfo; the 32 raw key bytes follow it. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** Cobo's public key from configuration: 64 hex characters (raw Ed25519 key) or a PEM block. */
export function coboPublicKey(text: string): KeyObject {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) {
    const der = Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(trimmed, 'hex')]);
    return createPublicKey({ key: der, format: 'der', type: 'spki' });
  }
  const key = createPublicKey(trimmed.replace(/\\n/g, '\n'));
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('COBO_PUBLIC_KEY is not an Ed25519 key');
  return key;
}

/** What Cobo signs: SHA-256 twice over `raw_body + "|" + timestamp`. */
export function coboDigest(rawBody: string, timestamp: string): Buffer {
  const once = createHash('sha256').update(`${rawBody}|${timestamp}`, 'utf8').digest();
  return createHash('sha256').update(once).digest();
}

/** How far BIZ-TIMESTAMP may lie from our clock, either way: a replay older than this is refused. */
export const COBO_TIMESTAMP_TOLERANCE_MS = 300_000;

/**
 * True when BIZ-TIMESTAMP (milliseconds since the epoch, as Cobo sends it) is within the tolerance
 * of `nowMs`. A signature proves who wrote a notification, not when; without this check a captured
 * notification could be posted again for ever.
 */
export function isFreshCoboTimestamp(timestamp: string, nowMs: number): boolean {
  if (!/^\d{1,15}$/.test(timestamp)) return false;
  return Math.abs(nowMs - Number(timestamp)) <= COBO_TIMESTAMP_TOLERANCE_MS;
}

/**
 * Verifies a WaaS 2.0 webhook: BIZ-RESP-SIGNATURE is the hex Ed25519 signature of the digest above,
 * BIZ-TIMESTAMP the timestamp Cobo used. Anything malformed is simply not authentic.
 */
export function verifyCoboSignature(
  key: KeyObject,
  rawBody: string,
  timestamp: string,
  signatureHex: string,
): boolean {
  if (!timestamp || !/^[0-9a-fA-F]{128}$/.test(signatureHex)) return false;
  try {
    return verify(null, coboDigest(rawBody, timestamp), key, Buffer.from(signatureHex, 'hex'));
  } catch {
    return false;
  }
}
