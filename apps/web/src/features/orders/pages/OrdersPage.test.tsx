import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { queryClient } from '../../../lib/queryClient.ts';
import { changeLocale, loadAllCatalogs } from '../../../lib/i18n.ts';
import type { OrderDetail } from '../../../lib/money/api.ts';
import { mockApi, ok, pageOf } from '../../../test/mockApi.ts';
import { OrdersPage } from './OrdersPage.tsx';

await loadAllCatalogs();

// The customer's copy of an agent's cash deposit, as /order/list and /order/detail give it.
const deposit: OrderDetail = {
  sn: 'C77',
  type: 2,
  scope: 0,
  status: 1,
  payType: 0,
  currencyId: 404,
  currencyCode: 'KES',
  amount: '1500.00',
  netFeeAmount: '0.00',
  taxFee: '0.00',
  payAmount: '1500.00',
  rate: '1',
  toCurrencyCode: 'KES',
  toAmount: '1500.00',
  receivedAmount: '1500.00',
  payeeName: 'W***u K***u',
  payeeAccount: '8803535858',
  phonenumber: null,
  counterparty: { role: 'agent', name: 'Duka Letu', accountNo: '8800001111' },
  remark: null,
  failReason: null,
  createTime: '2026-11-24T10:00:00.000Z',
  updateTime: '2026-11-24T10:00:00.000Z',
  auditStatus: null,
  auditTime: null,
  accountNo: '8800001111',
  approvalStatus: null,
  approvalDate: null,
  remittanceStatus: null,
  legs: null,
  costFeeAmount: null,
  interestFeeAmount: null,
  timeline: [],
};

// A send a team member made, as the company sees it.
const byMember: OrderDetail = {
  ...deposit,
  sn: 'T88',
  type: 0,
  counterparty: null,
  payeeName: 'Wanjiku Kamau',
  createdBy: {
    accountNo: '8800003333',
    member: true,
    name: null,
    phone: '+254722000999',
    email: null,
  },
};

function renderOrders(rows: OrderDetail[] = [deposit]) {
  mockApi({
    '/order/list': () => pageOf(rows),
    '/order/detail/C77': () => ok(deposit),
    '/order/detail/T88': () => ok(byMember),
  });
  queryClient.clear();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <OrdersPage scope={0} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => localStorage.setItem('token', 'customer'));

describe('an agent’s cash deposit in the customer’s orders', () => {
  it('names the agent in the list and the detail', async () => {
    await changeLocale('en');
    renderOrders();
    const row = (await screen.findByRole('button', { name: 'C77' })).closest('tr')!;
    expect(within(row).getByText('Cash deposit')).toBeTruthy();
    expect(within(row).getByText('From agent Duka Letu (8800001111)')).toBeTruthy();
    expect(within(row).queryByText('W***u K***u')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'C77' }));
    const label = await screen.findByText('Deposited by agent');
    expect(label.closest('tr')?.textContent).toContain('Duka Letu 8800001111');
  });

  it('says it in Chinese', async () => {
    await changeLocale('zh');
    renderOrders();
    const row = (await screen.findByRole('button', { name: 'C77' })).closest('tr')!;
    expect(within(row).getByText('现金存入')).toBeTruthy();
    expect(within(row).getByText('来自代理商 Duka Letu（8800001111）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'C77' }));
    expect(await screen.findByText('经办代理商')).toBeTruthy();
  });
});

describe('who made an order', () => {
  it('shows the team member in the list and the detail', async () => {
    await changeLocale('en');
    renderOrders([byMember, deposit]);
    const row = (await screen.findByRole('button', { name: 'T88' })).closest('tr')!;
    expect(within(row).getByText('Team member +254722000999 (8800003333)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'T88' }));
    const made = await screen.findByTestId('order-created-by');
    expect(made.textContent).toBe('Team member +254722000999 (8800003333)');
  });

  it('says it in Chinese, and leaves the column out when no member made any', async () => {
    await changeLocale('zh');
    renderOrders([byMember]);
    expect(await screen.findByText('团队成员 +254722000999（8800003333）')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '创建人' })).toBeTruthy();
    cleanup();
    renderOrders([deposit]);
    await screen.findByRole('button', { name: 'C77' });
    expect(screen.queryByRole('columnheader', { name: '创建人' })).toBeNull();
  });
});
