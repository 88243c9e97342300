import { describe, expect, it } from 'vitest';
import { changeLocale, i18n, loadAllCatalogs } from '../../lib/i18n.ts';
import { transactionsCsv, type Transaction } from './transactions.ts';

await loadAllCatalogs();

const hold: Transaction = {
  id: 7,
  createTime: '2026-11-22T09:30:00.000Z',
  entryType: 'send_hold',
  reference: 'SN-2026-0001',
  description: 'Hold for order SN-2026-0001',
  wallet: 'on_hold',
  currencyId: 404,
  currencyCode: 'KES',
  amount: '1262.50',
};

describe('transactionsCsv', () => {
  it("writes the movements in the user's language with the ledger's exact amounts", async () => {
    await changeLocale('zh');
    const [header, row] = transactionsCsv(
      [hold, { ...hold, id: 8, wallet: 'domestic', amount: '-1262.50' }],
      i18n.t,
    )
      .trim()
      .split('\r\n');
    expect(header).toBe('时间,变动,业务编号,钱包,币种,金额');
    expect(row).toBe('2026-11-22T09:30:00.000Z,付款冻结,SN-2026-0001,冻结中,KES,1262.50');
    await changeLocale('en');
    const lines = transactionsCsv([{ ...hold, amount: '-1262.50' }], i18n.t)
      .trim()
      .split('\r\n');
    expect(lines[1]).toBe(
      '2026-11-22T09:30:00.000Z,Funds held for a payment,SN-2026-0001,On hold,KES,-1262.50',
    );
  });
});
