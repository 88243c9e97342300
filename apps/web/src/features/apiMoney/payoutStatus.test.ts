import { describe, expect, it } from 'vitest';
import { auditStatusKey, payoutStatusColor, payoutStatusKey } from './payoutStatus.ts';

describe('payout status', () => {
  it('names and colours the four SPEC §4 states', () => {
    expect([0, 1, 2, 3].map(payoutStatusKey)).toEqual([
      'apiMoney:payoutStatus.0',
      'apiMoney:payoutStatus.1',
      'apiMoney:payoutStatus.2',
      'apiMoney:payoutStatus.3',
    ]);
    expect([0, 1, 2, 3].map(payoutStatusColor)).toEqual(['gold', 'processing', 'success', 'error']);
  });

  it('shows anything else as unknown', () => {
    expect(payoutStatusKey(null)).toBe('apiMoney:payoutStatus.unknown');
    expect(payoutStatusKey(9)).toBe('apiMoney:payoutStatus.unknown');
    expect(payoutStatusColor(9)).toBe('default');
  });

  it('reads the review of a suspense order', () => {
    expect(auditStatusKey(-1)).toBe('apiMoney:auditStatus.-1');
    expect(auditStatusKey(2)).toBe('apiMoney:auditStatus.2');
    expect(auditStatusKey(null)).toBe('apiMoney:auditStatus.none');
  });
});
