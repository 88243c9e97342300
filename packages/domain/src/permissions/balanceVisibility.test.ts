import { describe, expect, it } from 'vitest';
import { BALANCE_KINDS, visibleBalances } from './balanceVisibility.ts';

describe('visibleBalances', () => {
  it('shows a main account every balance whatever it holds', () => {
    expect(visibleBalances(true, [])).toEqual(BALANCE_KINDS);
  });

  it('shows a member with an Assets screen the whole account', () => {
    expect(visibleBalances(false, ['Assets'])).toEqual(BALANCE_KINDS);
    expect(visibleBalances(false, ['AssetsOrder', 'PspIndex'])).toEqual(BALANCE_KINDS);
  });

  it('shows only the wallet a member pays from or tops up', () => {
    expect(visibleBalances(false, ['PspIndex'])).toEqual(['domestic']);
    expect(visibleBalances(false, ['PspRecharge', 'PspOrder'])).toEqual(['domestic']);
    expect(visibleBalances(false, ['MrpRechargeCobo'])).toEqual(['crossBorder']);
  });

  it('shows a cross-border sender the domestic balance a move into the cross-border wallet draws on', () => {
    expect(visibleBalances(false, ['MrpIndex'])).toEqual(['domestic', 'crossBorder']);
    expect(visibleBalances(false, ['MrpRecharge'])).toEqual(['domestic', 'crossBorder']);
    expect(visibleBalances(false, ['PspIndex', 'MrpRecharge'])).toEqual([
      'domestic',
      'crossBorder',
    ]);
  });

  it('shows both wallets, but no total, to a member who converts', () => {
    expect(visibleBalances(false, ['FxConvert'])).toEqual(['domestic', 'crossBorder']);
  });

  it('shows no balance to a role without a money screen', () => {
    expect(visibleBalances(false, [])).toEqual([]);
    expect(
      visibleBalances(false, ['AssetsPayee', 'AssetsVaAccount', 'FxIndex', 'PspOrder', '*:*:*']),
    ).toEqual([]);
  });
});
