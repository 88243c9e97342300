import { describe, expect, it } from 'vitest';
import { acceptedTotpStep, newTotpSecret, totpCode, totpUri } from './totp.ts';

describe('TOTP', () => {
  const secret = newTotpSecret();
  const at = new Date('2026-11-24T10:00:10Z');
  const step = Math.floor(at.getTime() / 30_000);

  it('matches RFC 6238 test vector (SHA-1, 8 digits shortened to 6)', () => {
    // RFC 6238 appendix B: secret "12345678901234567890", T=59 s gives 94287082; 6 digits: 287082.
    const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCode(rfcSecret, new Date(59_000))).toBe('287082');
  });

  it('accepts the current code and one step either side, nothing further', () => {
    expect(acceptedTotpStep(secret, totpCode(secret, at), at, null)).toBe(step);
    const previous = totpCode(secret, new Date(at.getTime() - 30_000));
    expect(acceptedTotpStep(secret, previous, at, null)).toBe(step - 1);
    const old = totpCode(secret, new Date(at.getTime() - 90_000));
    expect(acceptedTotpStep(secret, old, at, null)).toBeNull();
  });

  it('refuses a code of a step already used, or older', () => {
    const code = totpCode(secret, at);
    expect(acceptedTotpStep(secret, code, at, step)).toBeNull();
    expect(acceptedTotpStep(secret, code, at, step - 1)).toBe(step);
  });

  it('refuses anything that is not six digits', () => {
    expect(acceptedTotpStep(secret, '12345', at, null)).toBeNull();
    expect(acceptedTotpStep(secret, 'abcdef', at, null)).toBeNull();
  });

  it('builds the URI an authenticator app scans', () => {
    const uri = totpUri(secret, 'ops.nairobi');
    expect(uri).toMatch(/^otpauth:\/\/totp\/PesaBridge%20Ops:ops\.nairobi\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('digits=6');
    expect(uri).toContain('period=30');
  });
});
