import { describe, expect, it } from 'vitest';
import { changeLocale, i18n, loadAllCatalogs } from '../../lib/i18n.ts';
import { movementLabel, opensOrder, transactionsCsv, type Transaction } from './transactions.ts';

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

describe('an agent’s cash deposit in the history', () => {
  const deposit: Transaction = {
    ...hold,
    entryType: 'cash_in',
    wallet: 'domestic',
    amount: '1500.00',
    counterparty: { role: 'agent', name: 'Duka Letu', accountNo: '8803535858' },
  };
  const paid: Transaction = {
    ...deposit,
    amount: '-1500.00',
    counterparty: { role: 'customer', name: 'W***u K***u', accountNo: '4111111111' },
  };

  it('names the agent to the customer and the customer to the agent, in both languages', async () => {
    await changeLocale('en');
    expect(movementLabel(deposit, i18n.t)).toBe('Cash deposit by agent Duka Letu');
    expect(movementLabel(paid, i18n.t)).toBe('Cash deposit for W***u K***u');
    expect(
      movementLabel({ ...paid, counterparty: { ...paid.counterparty!, name: null } }, i18n.t),
    ).toBe('Cash deposit for 4111111111');
    await changeLocale('zh');
    expect(movementLabel(deposit, i18n.t)).toBe('代理商 Duka Letu 代存现金');
    await changeLocale('en');
  });

  it('opens the order from the agent’s side only: the order is the agent’s', () => {
    expect(opensOrder(paid)).toBe(true);
    expect(opensOrder(deposit)).toBe(false);
    expect(opensOrder(hold)).toBe(true);
    expect(opensOrder({ ...hold, entryType: 'fx_convert' })).toBe(false);
  });
});
