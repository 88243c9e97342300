import { describe, expect, it } from 'vitest';
import { batchColumnOf, batchRowSn, batchTotals, batchWarnings, rowCells } from './batch-rows.ts';

describe('bulk payment file rules', () => {
  it('reads English and Chinese headers, ignoring case, spaces and a byte-order mark', () => {
    expect(batchColumnOf('\uFEFFName')).toBe('name');
    expect(batchColumnOf(' pay type ')).toBe('payType');
    expect(batchColumnOf('金额')).toBe('amount');
    expect(batchColumnOf('Amount (KES)')).toBeNull();
    expect(rowCells(['name', '金额', 'other'], [' Asha ', '10', 'x'])).toEqual({
      name: 'Asha',
      amount: '10',
    });
  });

  it('warns of the same payee and amount twice, and of an amount far above the usual', () => {
    const rows = [
      { rowNo: 1, payeeKey: 'a', currencyId: 1, amount: 100n },
      { rowNo: 2, payeeKey: 'a', currencyId: 1, amount: 100n },
      { rowNo: 3, payeeKey: 'a', currencyId: 2, amount: 100n },
      { rowNo: 4, payeeKey: 'b', currencyId: 1, amount: 501n },
      { rowNo: 5, payeeKey: 'b', currencyId: 1, amount: 500n },
    ];
    const warnings = batchWarnings(rows, new Map([['b|1', 100n]]), (a) => String(a));
    expect(warnings.get(2)).toEqual([{ key: 'batchDuplicate', params: { row: '1' } }]);
    expect(warnings.has(1)).toBe(false);
    expect(warnings.has(3)).toBe(false);
    expect(warnings.get(4)).toEqual([{ key: 'batchUnusualAmount', params: { usual: '100' } }]);
    expect(warnings.has(5)).toBe(false);
  });

  it('totals amount and fee per currency, and numbers a row by its batch and row', () => {
    expect(
      batchTotals([
        { currencyId: 2, amount: 5n, fee: 1n },
        { currencyId: 1, amount: 3n, fee: 0n },
        { currencyId: 2, amount: 7n, fee: 2n },
      ]),
    ).toEqual([
      { currencyId: 1, amount: 3n, fee: 0n },
      { currencyId: 2, amount: 12n, fee: 3n },
    ]);
    expect(batchRowSn('BP000012', 7)).toBe('BP000012-7');
  });
});
