import { describe, expect, it } from 'vitest';
import { balanceShares } from './balanceShares.ts';

const row = (domestic: string, crossBorder: string, onHold: string) => ({
  currencyId: 404,
  currencyCode: 'KES',
  total: '0',
  domestic,
  crossBorder,
  onHold,
});

describe('balanceShares', () => {
  it('gives each balance its share of the currency, in percent', () => {
    expect(balanceShares(row('750.00', '150.00', '100.00'))).toEqual({
      domestic: 75,
      crossBorder: 15,
      onHold: 10,
    });
    expect(balanceShares(row('1.00', '2.00', '0.00'))).toEqual({
      domestic: 33.33,
      crossBorder: 66.67,
      onHold: 0,
    });
  });

  it('reads large balances exactly and an empty currency as nothing held', () => {
    expect(balanceShares(row('90071992547409.91', '0.09', '0.00')).domestic).toBe(100);
    expect(balanceShares(row('0.00', '0.00', '0.00'))).toEqual({
      domestic: 0,
      crossBorder: 0,
      onHold: 0,
    });
  });
});
