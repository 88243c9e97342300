import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLocale, loadAllCatalogs } from '../../../lib/i18n.ts';
import { storeApiMode } from '../../../lib/apiMode.ts';
import { mockApi, ok, pageOf } from '../../../test/mockApi.ts';
import {
  apiOrder,
  bodiesOf,
  chooseOption,
  optionsOf,
  renderApiPage,
  typePin,
} from '../testing/fixtures.tsx';
import SuspenseCashOutPage from './SuspenseCashOutPage.tsx';

await loadAllCatalogs();

const settlement = (id: number, exchangeStatus: number, paymentStatus: number) => ({
  id,
  accountName: `Savanna Traders ${id}`,
  accountNumber: `01100${id}`,
  bankName: 'KCB Bank',
  exchangeStatus,
  paymentStatus,
});

function serve(accounts = [settlement(1, 1, 1), settlement(2, 1, 0)]) {
  mockApi({
    '/user/userApi/dashboard': () =>
      ok({
        balances: [{ accountType: -1, currencyId: 404, currencyCode: 'KES', balance: '5000.00' }],
        recent: [],
        volume: [],
      }),
    '/user/userApi/orders/list': () => pageOf([]),
    '/user/exchangeAccount/list': () => pageOf(accounts),
    '/user/userApi/cashOut/quote': () =>
      ok({ amount: '1000.00', feeAmount: '35.00', total: '1035.00' }),
    '/user/userApi/cashOut': (config) => {
      const body = JSON.parse(String(config.data));
      return ok(
        apiOrder({
          sn: body.sn,
          kind: 'cashOut',
          status: -2,
          amount: '1000.00',
          feeAmount: '35.00',
        }),
      );
    },
  });
}

beforeEach(async () => {
  await changeLocale('en');
  localStorage.setItem('token', 't');
});

describe('Suspense cash-out', () => {
  it('shows the fee before asking the transaction password, then is pending review', async () => {
    serve();
    renderApiPage(<SuspenseCashOutPage />);
    const accounts = await chooseOption(
      'Settlement account',
      'Savanna Traders 1 · KCB Bank · 011001',
    );
    // Only the account approved for both details and payments can receive money.
    expect(optionsOf(accounts)).toHaveLength(1);
    await chooseOption('Currency', 'KES 5,000.00 available');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show the fee' }));

    const quote = within(await screen.findByTestId('cash-out-quote'));
    expect(quote.getByText('KES 35.00')).toBeTruthy();
    expect(quote.getByText('KES 1,035.00')).toBeTruthy();
    expect(bodiesOf('/user/userApi/cashOut')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm cash-out' }));
    await screen.findByRole('dialog');
    typePin('135790');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByTestId('api-order-result')).textContent).toContain(
      "pending an operator's review",
    );
    expect(bodiesOf('/user/userApi/cashOut')[0]).toMatchObject({
      exchangeAccountId: 1,
      currencyId: 404,
      amount: '1000',
      fundPassword: '135790',
    });
  });

  it('asks for a settlement account when none is approved', async () => {
    serve([settlement(2, 0, 0)]);
    renderApiPage(<SuspenseCashOutPage />);
    expect(await screen.findByText(/no approved settlement account/)).toBeTruthy();
  });

  it('is live money only', async () => {
    serve();
    storeApiMode('test');
    renderApiPage(<SuspenseCashOutPage />);
    expect(await screen.findByText(/Cash-outs move real money only/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Settlement account')).toBeNull());
  });
});
