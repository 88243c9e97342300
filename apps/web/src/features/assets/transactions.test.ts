import { describe, expect, it } from 'vitest';
import { changeLocale, i18n, loadAllCatalogs } from '../../lib/i18n.ts';
import { movementLabel, opensOrder, type Transaction } from './transactions.ts';

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
