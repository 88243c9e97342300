import { describe, expect, it } from 'vitest';
import { kycStatusOf } from './kycStatus.ts';

describe('kycStatusOf', () => {
  it('reads every SPEC §4 status, keeping "00" apart from 0', () => {
    expect(kycStatusOf(-1).key).toBe('pendingApplication');
    expect(kycStatusOf(0).key).toBe('toVerify');
    expect(kycStatusOf('00').key).toBe('pendingApproval');
    expect(kycStatusOf(1).key).toBe('approved');
    expect(kycStatusOf(2).key).toBe('rejected');
  });

  it('gives each status its tag colour', () => {
    const colors = [-1, 0, '00', 1, 2].map((s) => kycStatusOf(s).color);
    expect(colors).toEqual(['default', 'processing', 'warning', 'success', 'error']);
  });

  it('lets the holder edit only a draft or a rejected application', () => {
    const editable = [-1, 0, '00', 1, 2].filter((s) => kycStatusOf(s).editable);
    expect(editable).toEqual([-1, 2]);
  });

  it('treats a missing or unknown status as not yet applied', () => {
    expect(kycStatusOf(null).key).toBe('pendingApplication');
    expect(kycStatusOf('7').key).toBe('pendingApplication');
  });
});
