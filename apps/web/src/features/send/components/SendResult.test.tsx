import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { queryClient } from '../../../lib/queryClient.ts';
import { changeLocale, loadAllCatalogs } from '../../../lib/i18n.ts';
import type { Order, OrderDetail } from '../../../lib/money/api.ts';
import { mockApi, ok } from '../../../test/mockApi.ts';
import { SendResult } from './SendResult.tsx';

await loadAllCatalogs();

const created: Order = {
  sn: 'P1',
  type: 0,
  scope: 0,
  status: 0,
  payType: 2,
  currencyId: 404,
  currencyCode: 'KES',
  amount: '150.00',
  netFeeAmount: '10.00',
  taxFee: '0.00',
  payAmount: '160.00',
  rate: '1',
  toCurrencyCode: 'KES',
  toAmount: '150.00',
  receivedAmount: '150.00',
  payeeName: 'Wanjiku Kamau',
  payeeAccount: '+254722000111',
  phonenumber: null,
  remark: null,
  failReason: null,
  createTime: '2026-11-24T10:00:00.000Z',
  updateTime: '2026-11-24T10:00:00.000Z',
};

const detail = (status: number, extra: Partial<OrderDetail> = {}): OrderDetail => ({
  ...created,
  status,
  timeline: [{ fromStatus: null, status: 0, actorType: 'user', reason: 'created', time: '' }],
  auditStatus: null,
  auditTime: null,
  accountNo: '1000000001',
  approvalStatus: null,
  approvalDate: null,
  remittanceStatus: null,
  legs: null,
  costFeeAmount: null,
  interestFeeAmount: null,
  ...extra,
});

function renderResult(order: Order = created) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SendResult created={order} ordersPath="/home/psp-order" onRestart={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await changeLocale('en');
  localStorage.setItem('token', 't');
  queryClient.clear();
});

describe('SendResult', () => {
  it('follows a processing send to its end by itself and then stops asking', async () => {
    const replies = [detail(0), detail(1)];
    mockApi({ '/order/detail/P1': () => ok(replies.length > 1 ? replies.shift() : replies[0]) });
    renderResult();
    expect(screen.getByTestId('send-result-title').textContent).toBe(
      'Sending KES 150.00 to Wanjiku Kamau',
    );
    expect(screen.getByText(/This page updates by itself/)).toBeTruthy();
    // The poll runs every 2 s; the final state arrives without any click.
    await waitFor(
      () =>
        expect(screen.getByTestId('send-result-title').textContent).toBe(
          'KES 150.00 sent to Wanjiku Kamau',
        ),
      { timeout: 10_000 },
    );
    expect(document.querySelector('.ant-result-success')).toBeTruthy();
    expect(screen.queryByText(/This page updates by itself/)).toBeNull();
    // No further request is scheduled once the status is final.
    const query = queryClient.getQueryCache().find({ queryKey: ['order', 'detail', 'P1'] })!;
    const { refetchInterval } = query.options as {
      refetchInterval: (q: typeof query) => number | false;
    };
    expect(refetchInterval(query)).toBe(false);
  }, 30_000);

  it('shows a failed send with a cross, the reason and the money back', async () => {
    const failed = detail(2, {
      failReason: '2001 Wrong details',
      timeline: [
        { fromStatus: null, status: 0, actorType: 'user', reason: 'created', time: '' },
        { fromStatus: 0, status: 2, actorType: 'channel', reason: '2001 Wrong details', time: '' },
      ],
    });
    mockApi({ '/order/detail/P1': () => ok(failed) });
    renderResult();
    await screen.findByText('Payment failed');
    expect(document.querySelector('.ant-result-error')).toBeTruthy();
    expect(screen.getByTestId('send-result-reason').textContent).toBe(
      'Not completed by the payment channel · Reason: 2001 Wrong details',
    );
    expect(
      screen.getByText('The money held for this payment is back in your balance.'),
    ).toBeTruthy();
  }, 30_000);

  it('shows a wallet send as arrived at once, in both languages', async () => {
    const wallet = { ...created, status: 1, payType: 0, payeeName: 'Baraka' };
    mockApi({ '/order/detail/P1': () => ok({ ...detail(1), ...wallet }) });
    renderResult(wallet);
    expect(screen.getByTestId('send-result-title').textContent).toBe('KES 150.00 sent to Baraka');
    expect(document.querySelector('.ant-result-success')).toBeTruthy();
    expect(screen.getByTestId('send-result-hint').textContent).toBe(
      "The money is already in Baraka's PesaBridge balance; there is nothing more to wait for.",
    );
    expect(screen.queryByText(/This page updates by itself/)).toBeNull();
    await changeLocale('zh');
    await screen.findByText('款项已存入 Baraka 的 PesaBridge 余额，无需等待。');
  }, 30_000);

  it('shows a send waiting for review with a clock, in Chinese too', async () => {
    await changeLocale('zh');
    mockApi({ '/order/detail/P1': () => ok(detail(-2)) });
    renderResult();
    await screen.findByText('等待审核');
    expect(document.querySelector('.anticon-clock-circle')).toBeTruthy();
  }, 30_000);
});
