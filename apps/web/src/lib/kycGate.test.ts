import { describe, expect, it } from 'vitest';
import { RequestError } from './request/RequestError.ts';
import { kycRequiredUrl } from './kycGate.ts';

describe('kycRequiredUrl', () => {
  it('recognises the KYC gate: code 1000 carrying the KYC page', () => {
    const error = new RequestError(1000, 'Please complete identity verification', {
      kycUrl: '/home/kyc',
    });
    expect(kycRequiredUrl(error)).toBe('/home/kyc');
  });

  it('ignores other refusals, including a plain 1000 without the KYC page', () => {
    expect(kycRequiredUrl(new RequestError(1000, 'No operation permission', null))).toBeNull();
    expect(
      kycRequiredUrl(new RequestError(-1013, 'Insufficient', { kycUrl: '/home/kyc' })),
    ).toBeNull();
    expect(kycRequiredUrl(new Error('boom'))).toBeNull();
  });

  it('never follows a link out of the app', () => {
    const error = new RequestError(1000, 'KYC', { kycUrl: 'https://evil.example/phish' });
    expect(kycRequiredUrl(error)).toBe('/home/kyc');
  });
});
