import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { netChanges } from '../ledger/entries.ts';
import { fundCrossBorder, isConversion } from './cross-border-funding.ts';

const KES = 404;
const USD = 840;
const base = { ownerUserId: 12, reference: 'X1' };

describe('fundCrossBorder', () => {
  it('moves one currency straight from the domestic to the cross-border wallet', () => {
    const entry = fundCrossBorder({
      ...base,
      fromCurrencyId: KES,
      toCurrencyId: KES,
      amount: 500_00n,
      receivedAmount: 500_00n,
    });
    expect(entry.type).toBe('wallet_transfer');
    expect(Object.fromEntries(netChanges(entry))).toEqual({
      'user:12:domestic:404': -500_00n,
      'user:12:cross_border:404': 500_00n,
    });
  });

  it('converts through the FX position of each currency, each balancing on its own', () => {
    const entry = fundCrossBorder({
      ...base,
      fromCurrencyId: KES,
      toCurrencyId: USD,
      amount: 1292_00n,
      receivedAmount: 9_99n,
    });
    expect(Object.fromEntries(netChanges(entry))).toEqual({
      'user:12:domestic:404': -1292_00n,
      'system:fx_position:404': 1292_00n,
      'system:fx_position:840': -9_99n,
      'user:12:cross_border:840': 9_99n,
    });
    const sum = (currency: number) =>
      entry.postings.filter((p) => p.currencyId === currency).reduce((a, p) => a + p.amount, 0n);
    expect(sum(KES)).toBe(0n);
    expect(sum(USD)).toBe(0n);
  });

  it('refuses nothing to move, nothing to receive, and a same-currency move that shrinks', () => {
    const ok = {
      ...base,
      fromCurrencyId: KES,
      toCurrencyId: USD,
      amount: 100n,
      receivedAmount: 1n,
    };
    for (const bad of [
      { ...ok, amount: 0n },
      { ...ok, receivedAmount: 0n },
      { ...ok, amount: -5n },
      { ...ok, toCurrencyId: KES, receivedAmount: 99n },
    ]) {
      expect(() => fundCrossBorder(bad)).toThrow(DomainError);
    }
  });

  it('tells a conversion from a plain move', () => {
    expect(isConversion({ fromCurrencyId: KES, toCurrencyId: USD })).toBe(true);
    expect(isConversion({ fromCurrencyId: KES, toCurrencyId: KES })).toBe(false);
  });
});
