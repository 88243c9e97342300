import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLocale } from '../lib/i18n.ts';
import { mockApi, ok } from '../test/mockApi.ts';
import { renderApp, userInfo } from '../test/renderApp.tsx';

const bankTopUp = {
  countryId: 254,
  payType: 503,
  name: 'Bank top-up',
  kind: 'bank',
  scope: 0,
  direction: 'collection',
  currencyId: 404,
  currencyCode: 'KES',
};

beforeEach(async () => {
  await changeLocale('en');
});

// The top-up screen stands for both money screens: the send confirmation shows the same alert.
describe('a top-up refused by the KYC gate', () => {
  it('explains why and links to the KYC page', async () => {
    localStorage.setItem('token', 'main');
    mockApi({
      '/common/appConfig': () => ok({ chatUrl: '', devOutbox: false }),
      '/user/info': () => ok(userInfo()),
      '/common/queryChannel': () => ok([bankTopUp]),
      '/recharge/create': () => ({
        data: {
          code: 1000,
          msg: 'Please complete identity verification (KYC/KYB) before making payments of this size',
          data: { kycUrl: '/home/kyc' },
        },
      }),
    });
    renderApp('/home/psp-recharge');
    fireEvent.click(await screen.findByText(/Bank top-up/));
    fireEvent.change(await screen.findByLabelText('Amount (KES)'), { target: { value: '50000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Top up' }));
    const alert = await screen.findByTestId('kyc-required');
    expect(alert.textContent).toContain('Identity verification required');
    await waitFor(() =>
      expect(screen.getByText('Verify now').closest('a')?.getAttribute('href')).toBe('/home/kyc'),
    );
  }, 60_000);

  it("shows the server's words when a rolling limit refused it: which limit and what remains", async () => {
    await changeLocale('zh');
    localStorage.setItem('token', 'main');
    const msg = '身份认证（KYC/KYB）通过前，该账户24小时内的交易额度为 USD 200.00，剩余 USD 35.00';
    mockApi({
      '/common/appConfig': () => ok({ chatUrl: '', devOutbox: false }),
      '/user/info': () => ok(userInfo()),
      '/common/queryChannel': () => ok([bankTopUp]),
      '/recharge/create': () => ({
        data: {
          code: 1000,
          msg,
          data: { kycUrl: '/home/kyc', window: 'daily', limitUsd: '200.00', remainingUsd: '35.00' },
        },
      }),
    });
    renderApp('/home/psp-recharge');
    fireEvent.click(await screen.findByText(/银行充值/));
    fireEvent.change(await screen.findByLabelText('金额 (KES)'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: /^充\s?值$/ }));
    const alert = await screen.findByTestId('kyc-required');
    expect(alert.textContent).toContain(msg);
  }, 60_000);
});

describe("a top-up below the method's minimum", () => {
  it("marks the amount with the server's message", async () => {
    localStorage.setItem('token', 'main');
    mockApi({
      '/common/appConfig': () => ok({ chatUrl: '', devOutbox: false }),
      '/user/info': () => ok(userInfo()),
      '/common/queryChannel': () => ok([bankTopUp]),
      '/recharge/create': () => ({
        data: {
          code: -1008,
          msg: 'Parameter error',
          data: [
            { field: 'amount', message: 'The smallest amount for this payment method is KES 1.00' },
          ],
        },
      }),
    });
    renderApp('/home/psp-recharge');
    fireEvent.click(await screen.findByText(/Bank top-up/));
    fireEvent.change(await screen.findByLabelText('Amount (KES)'), { target: { value: '0.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Top up' }));
    expect(
      await screen.findByText('The smallest amount for this payment method is KES 1.00'),
    ).toBeTruthy();
    expect(screen.queryByTestId('kyc-required')).toBeNull();
  }, 60_000);
});
