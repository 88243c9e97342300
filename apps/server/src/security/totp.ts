import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const ISSUER = 'PesaBridge Ops';

function totp(base32Secret: string, label = 'operator') {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(base32Secret),
  });
}

/** A fresh 160-bit secret (RFC 4226's recommended size), as base32 for manual entry. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app scans from the QR code. */
export function totpUri(base32Secret: string, username: string): string {
  return totp(base32Secret, username).toString();
}

/** The code for one moment: for tests and the e2e helpers, never sent anywhere. */
export function totpCode(base32Secret: string, at: Date): string {
  return totp(base32Secret).generate({ timestamp: at.getTime() });
}

/**
 * The time step a code belongs to, or null when it matches none. One step either side is
 * accepted (a phone's clock a little off, a code typed as it changes), and the step must be later
 * than `lastStep`: a code accepted once is refused ever after, and so is any older one.
 */
export function acceptedTotpStep(
  base32Secret: string,
  code: string,
  at: Date,
  lastStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(base32Secret).validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  const step = Math.floor(at.getTime() / (PERIOD_SECONDS * 1000)) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
