import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock.ts';

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
