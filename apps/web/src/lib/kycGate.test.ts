import { describe, expect, it } from 'vitest';
import { RequestError } from './request/RequestError.ts';
import { kycLimitMessage, kycRequiredUrl } from './kycGate.ts';

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

describe('kycLimitMessage', () => {
  it("gives the server's words for the rolling day and month limits", () => {
    const daily = new RequestError(1000, '… 200.00 USD in 24 hours; 35.00 USD remains', {
      kycUrl: '/home/kyc',
      window: 'daily',
      remainingUsd: '35.00',
    });
    expect(kycLimitMessage(daily)).toBe('… 200.00 USD in 24 hours; 35.00 USD remains');
    const monthly = new RequestError(1000, '… 30天内的交易额度为 1000.00 USD', {
      kycUrl: '/home/kyc',
      window: 'monthly',
    });
    expect(kycLimitMessage(monthly)).toBe('… 30天内的交易额度为 1000.00 USD');
  });

  it('is null for the per-order gate and for other refusals', () => {
    expect(kycLimitMessage(new RequestError(1000, 'KYC', { kycUrl: '/home/kyc' }))).toBeNull();
    expect(kycLimitMessage(new RequestError(1000, 'x', { window: 'daily' }))).toBeNull();
    expect(kycLimitMessage(new Error('boom'))).toBeNull();
  });
});
