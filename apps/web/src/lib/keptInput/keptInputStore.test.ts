import { afterEach, describe, expect, it } from 'vitest';
import {
  dropAllKept,
  dropKept,
  keptKey,
  readKept,
  withoutSecrets,
  writeKept,
} from './keptInputStore.ts';

afterEach(() => sessionStorage.clear());

describe('kept input', () => {
  it('is kept per person and form, in the tab’s session', () => {
    writeKept(keptKey('send-0', 7), { amount: '150' });
    expect(readKept(keptKey('send-0', 7))).toEqual({ amount: '150' });
    expect(readKept(keptKey('send-0', 8))).toBeUndefined();
    expect(readKept(keptKey('send-1', 7))).toBeUndefined();
    expect(keptKey('register', undefined)).toContain('guest');
    expect(localStorage.length).toBe(0);
  });

  it('never holds a password, PIN or code', () => {
    const values = {
      phone: '0712345678',
      password: 'Secret-2026',
      confirmPassword: 'Secret-2026',
      fundPassword: '123456',
      code: '123456',
      countryId: 255,
      note: 'x',
    };
    expect(withoutSecrets(values, ['note'])).toEqual({ phone: '0712345678', countryId: 255 });
  });

  it('is dropped for one form on submit, and for every form on sign-out', () => {
    writeKept(keptKey('send-0', 7), { amount: '1' });
    writeKept(keptKey('kyc', 7), { fullName: 'A' });
    sessionStorage.setItem('other', 'stays');
    dropKept(keptKey('send-0', 7));
    expect(readKept(keptKey('send-0', 7))).toBeUndefined();
    expect(readKept(keptKey('kyc', 7))).toEqual({ fullName: 'A' });
    dropAllKept();
    expect(readKept(keptKey('kyc', 7))).toBeUndefined();
    expect(sessionStorage.getItem('other')).toBe('stays');
  });

  it('reads a damaged entry as nothing kept', () => {
    sessionStorage.setItem(keptKey('kyc', 1), '{not json');
    expect(readKept(keptKey('kyc', 1))).toBeUndefined();
  });
});
