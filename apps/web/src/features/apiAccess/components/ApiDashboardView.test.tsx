import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiDashboard, ApiOrderRow, WebhookEventRow } from '@pesa/contract';
import { changeLocale } from '../../../lib/i18n.ts';
import { mockApi, ok, pageOf, received } from '../../../test/mockApi.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { apiAreaHandlers, approvedInfo, bodyOf } from '../testData.ts';

const order: ApiOrderRow = {
  id: 1,
  sn: 'PB1001',
  merchantOrderNo: 'INV-77',
  kind: 'collect',
  status: 1,
  payoutStatus: null,
  currencyId: 404,
  amount: '1500.00',
  feeAmount: '15.00',
  createTime: '2026-11-23T08:00:00.000Z',
  updateTime: '2026-11-23T08:01:00.000Z',
  oppoAccountId: null,
  oppoAccountName: null,
  oppoBankName: null,
  paymentChannel: null,
  transactionNarrative: null,
  externalTxId: null,
  mode: 'live',
  payType: 2,
  currencyCode: 'KES',
  taxFee: '0',
  fromAccountType: null,
  toAccountType: null,
  recipient: null,
  recipientName: null,
  remark: '',
  auditStatus: null,
  auditTime: null,
  companyInfo: null,
  failReason: null,
};

const dashboard: ApiDashboard = {
  balances: [
    { accountType: 2, currencyId: 404, currencyCode: 'KES', balance: '1485.00' },
    { accountType: -1, currencyId: 404, currencyCode: 'KES', balance: '250000.5' },
  ],
  recent: [
    order,
    {
      ...order,
      id: 2,
      sn: 'PB1002',
      kind: 'transfer',
      fromAccountType: 2,
      toAccountType: -1,
      status: 0,
    },
  ],
  volume: [{ date: '2026-11-23', currencyId: 404, c2b: '0', b2c: '0' }],
};

const event: WebhookEventRow = {
  eventId: 'evt_1',
  eventType: 'collect.succeeded',
  livemode: true,
  sn: 'PB1001',
  merchantOrderNo: 'INV-77',
  status: 'failed',
  attempts: 6,
  lastStatusCode: 500,
  lastError: null,
  nextAttemptTime: null,
  createTime: '2026-11-23T08:01:00.000Z',
  deliveredTime: null,
};

beforeEach(async () => {
  await changeLocale('en');
  localStorage.setItem('token', 'main');
  mockApi({
    ...apiAreaHandlers(() => approvedInfo()),
    '/user/userApi/dashboard': () => ok(dashboard),
    '/user/userApi/webhooks/list': () => pageOf([event]),
    '/user/userApi/webhooks/attempts': () =>
      ok([{ attempt: 1, statusCode: 500, error: null, createTime: '2026-11-23T08:01:00.000Z' }]),
    '/user/userApi/webhooks/resend': () => ok(null),
    '/user/userApi/sandbox/topUp': () => ok(null),
  });
});

describe('the approved API dashboard', () => {
  it('shows balances per account type, the latest orders and says when nothing moved', async () => {
    renderApp('/homeApi/account');
    const suspense = await screen.findByTestId('api-balance--1');
    expect(within(suspense).getByText('Suspense')).toBeTruthy();
    expect(within(suspense).getByText('250,000.50')).toBeTruthy();
    const mpesa = screen.getByTestId('api-balance-2');
    expect(within(mpesa).getByText('M-Pesa Kenya')).toBeTruthy();
    expect(within(mpesa).getByText('C2B')).toBeTruthy();

    const recent = screen.getByTestId('api-recent');
    const first = within(recent).getByText('PB1001').closest('tr')!;
    expect(within(first).getByText('Collection')).toBeTruthy();
    expect(within(first).getByText('KES 1,500.00')).toBeTruthy();
    expect(within(first).getByText('Successful')).toBeTruthy();
    const transfer = within(recent).getByText('PB1002').closest('tr')!;
    expect(within(transfer).getByText('M-Pesa Kenya → Suspense')).toBeTruthy();
    expect(screen.getByText('No collections or payouts in the last 30 days.')).toBeTruthy();
  });

  it('lists webhook deliveries, shows an event’s attempts and resends it', async () => {
    renderApp('/homeApi/account');
    const card = await screen.findByTestId('api-webhooks');
    const row = (await within(card).findByText('evt_1')).closest('tr')!;
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText('collect.succeeded')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Attempts' }));
    // antd names every dialog of a test run after the same id, so find this one by its title.
    const attempts = (await screen.findByText('Delivery attempts')).closest<HTMLElement>(
      '.ant-modal',
    )!;
    await waitFor(() => expect(within(attempts).getAllByText('500').length).toBeGreaterThan(0));
    expect(bodyOf(received, '/user/userApi/webhooks/attempts')).toEqual({ eventId: 'evt_1' });
    fireEvent.click(within(attempts).getByRole('button', { name: 'Close' }));

    const listed = received.filter((c) => c.url === '/user/userApi/webhooks/list').length;
    fireEvent.click(within(row).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('The webhook will be sent again shortly')).toBeTruthy();
    expect(bodyOf(received, '/user/userApi/webhooks/resend')).toEqual({ eventId: 'evt_1' });
    await waitFor(() =>
      expect(received.filter((c) => c.url === '/user/userApi/webhooks/list').length).toBe(
        listed + 1,
      ),
    );
  });

  it('tops up a sandbox balance in Sandbox mode and reloads the sandbox dashboard', async () => {
    localStorage.setItem('apiMode', 'test');
    renderApp('/homeApi/account');
    fireEvent.click(await screen.findByRole('button', { name: /Top up test balance/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Top up a sandbox balance' });
    fireEvent.mouseDown(within(dialog).getByLabelText('Currency'));
    fireEvent.click(await screen.findByTitle('KES · Kenyan Shilling'));
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '5000' } });
    const loaded = received.filter((c) => c.url === '/user/userApi/dashboard').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Top up' }));

    expect(await screen.findByText('Test balance topped up')).toBeTruthy();
    expect(bodyOf(received, '/user/userApi/sandbox/topUp')).toEqual({
      accountType: 0,
      currencyId: 404,
      amount: '5000',
    });
    await waitFor(() =>
      expect(received.filter((c) => c.url === '/user/userApi/dashboard').length).toBe(loaded + 1),
    );
    expect(bodyOf(received, '/user/userApi/dashboard', loaded)).toEqual({ mode: 'test' });
  });
});
