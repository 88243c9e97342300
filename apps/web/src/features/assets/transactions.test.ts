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

describe('a wallet send in the history', () => {
  const received: Transaction = {
    ...hold,
    entryType: 'wallet_send',
    wallet: 'domestic',
    amount: '100.00',
    counterparty: { role: 'sender', name: 'Amani Mwangi', accountNo: '4000000011' },
  };
  const sent: Transaction = {
    ...received,
    amount: '-101.00',
    counterparty: { role: 'recipient', name: 'Baraka', accountNo: '4000000029' },
  };

  it('names who paid to the recipient and whom to the sender, in both languages', async () => {
    await changeLocale('en');
    expect(movementLabel(received, i18n.t)).toBe('Received from Amani Mwangi (4000000011)');
    expect(movementLabel(sent, i18n.t)).toBe('Sent to Baraka (4000000029)');
    const corrected = { ...received, entryType: 'wallet_send_correction' };
    expect(movementLabel(corrected, i18n.t)).toBe('Received from Amani Mwangi (4000000011)');
    expect(movementLabel({ ...corrected, counterparty: null }, i18n.t)).toBe(
      'Wallet send credited (correction)',
    );
    await changeLocale('zh');
    expect(movementLabel(received, i18n.t)).toBe('收到 Amani Mwangi（4000000011）的转账');
    expect(movementLabel(sent, i18n.t)).toBe('转账给 Baraka（4000000029）');
    await changeLocale('en');
  });

  it('opens the order from the sender’s side only: the order is the sender’s', () => {
    expect(opensOrder(sent)).toBe(true);
    expect(opensOrder(received)).toBe(false);
    expect(opensOrder({ ...received, entryType: 'wallet_send_correction' })).toBe(false);
  });
});
