import { describe, expect, it } from 'vitest';
import { CODE_PATTERN, FUND_PASSWORD_PATTERN, PASSWORD_PATTERN } from '@pesa/contract';
import { isSameEmail, isSameMobile, vouchingContact } from './rules.ts';

describe('the server rules the profile forms repeat', () => {
  it('a login password needs 6+ characters with digits, upper and lower case, no spaces', () => {
    expect(PASSWORD_PATTERN.test('Pesa2026')).toBe(true);
    for (const weak of ['pesa2026', 'PESA2026', 'PesaBridge', 'Pe 2026x', 'Pa1']) {
      expect(PASSWORD_PATTERN.test(weak), weak).toBe(false);
    }
  });

  it('a transaction password and a code are exactly 6 digits', () => {
    expect(FUND_PASSWORD_PATTERN.test('246810')).toBe(true);
    for (const bad of ['24681', '2468101', '24681a', '246 10']) {
      expect(FUND_PASSWORD_PATTERN.test(bad), bad).toBe(false);
      expect(CODE_PATTERN.test(bad), bad).toBe(false);
    }
  });
});

describe('isSameMobile', () => {
  const current = '+254712345678';
  it('recognises the stored number typed nationally, with the trunk 0, or internationally', () => {
    expect(isSameMobile(254, '712345678', current)).toBe(true);
    expect(isSameMobile(254, '0712 345 678', current)).toBe(true);
    expect(isSameMobile(255, '+254712345678', current)).toBe(true);
  });

  it('treats another number, another country or no stored number as different', () => {
    expect(isSameMobile(254, '712345679', current)).toBe(false);
    expect(isSameMobile(255, '712345678', current)).toBe(false);
    expect(isSameMobile(254, '712345678', null)).toBe(false);
    expect(isSameMobile(undefined, '712345678', current)).toBe(false);
  });
});

describe('isSameEmail', () => {
  it('ignores case and surrounding spaces, as the server stores emails', () => {
    expect(isSameEmail('  Amina@Example.com ', 'amina@example.com')).toBe(true);
    expect(isSameEmail('amina2@example.com', 'amina@example.com')).toBe(false);
    expect(isSameEmail('amina@example.com', '')).toBe(false);
  });
});

describe('vouchingContact', () => {
  const both = { phone: '+254712345678', email: 'amina@example.com' };
  it('is the contact being changed, else the one the account has', () => {
    expect(vouchingContact(both, 'changePhone')).toEqual({ kind: 'phone', value: both.phone });
    expect(vouchingContact(both, 'changeEmail')).toEqual({ kind: 'email', value: both.email });
    expect(vouchingContact({ phone: both.phone, email: '' }, 'changeEmail')).toEqual({
      kind: 'phone',
      value: both.phone,
    });
    expect(vouchingContact({ phone: '', email: both.email }, 'changePhone')).toEqual({
      kind: 'email',
      value: both.email,
    });
    expect(vouchingContact({}, 'changePhone')).toBeNull();
  });
});
