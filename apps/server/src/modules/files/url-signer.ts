import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Clock } from '../../clock.ts';

/**
 * The secret for signed file URLs: FILE_URL_SECRET when set, otherwise one generated on first
 * start and kept in DATA_DIR/file-url-secret, so a restart keeps issued URLs valid. Several
 * instances that do not share DATA_DIR must set FILE_URL_SECRET to the same value.
 */
export function loadFileUrlSecret(config: { FILE_URL_SECRET?: string; DATA_DIR: string }): string {
  if (config.FILE_URL_SECRET) return config.FILE_URL_SECRET;
  const file = join(config.DATA_DIR, 'file-url-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another process wrote it first; use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

export interface SignedParams {
  path: string;
  /** Unix seconds. */
  expires: number;
  sig: string;
}

/** HMAC-SHA256 over path and expiry; time comes from the injected clock. */
export class UrlSigner {
  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
    private readonly ttlSeconds: number,
  ) {}

  private mac(path: string, expires: number): Buffer {
    return createHmac('sha256', this.secret).update(`${path}\n${expires}`).digest();
  }

  sign(path: string): SignedParams {
    const expires = Math.floor(this.clock.now().getTime() / 1000) + this.ttlSeconds;
    return { path, expires, sig: this.mac(path, expires).toString('base64url') };
  }

  /** True for an untampered, unexpired signature. */
  verify(path: string, expiresText: string, sig: string): boolean {
    if (!/^\d{1,12}$/.test(expiresText) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return false;
    const expires = Number(expiresText);
    if (expires * 1000 <= this.clock.now().getTime()) return false;
    const expected = this.mac(path, expires);
    const given = Buffer.from(sig, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
