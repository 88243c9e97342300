import { describe, expect, it } from 'vitest';
import { orderReach, ownOrderScopes } from './orderReach.ts';

describe('orderReach', () => {
  it('reads the account with the scope’s order page or the transaction history', () => {
    expect(orderReach(['PspOrder'], 0)).toBe('account');
    expect(orderReach(['AssetsOrder'], 1)).toBe('account');
    expect(orderReach(['PspOrder', 'MrpIndex'], 1)).toBe('own');
  });

  it('reads only the orders made by whoever makes orders in the scope', () => {
    for (const name of ['PspIndex', 'PspRecharge', 'PspRechargeCobo', 'PspBatch', 'AgentCashIn'])
      expect(orderReach([name], 0)).toBe('own');
    expect(orderReach(['MrpBatch'], 1)).toBe('own');
    expect(ownOrderScopes(['PspIndex', 'MrpRecharge'])).toEqual([0, 1]);
  });

  it('reads nothing without a name of the scope, nor in an unknown scope', () => {
    expect(orderReach(['PspIndex', 'FxIndex'], 1)).toBeUndefined();
    expect(orderReach([], 0)).toBeUndefined();
    expect(orderReach(['AssetsOrder'], 2)).toBeUndefined();
    expect(ownOrderScopes(['Btn:payee:add'])).toEqual([]);
  });
});
