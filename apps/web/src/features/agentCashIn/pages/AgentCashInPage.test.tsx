import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLocale } from '../../../lib/i18n.ts';
import { mockApi, ok, received } from '../../../test/mockApi.ts';
import { renderApp, userInfo } from '../../../test/renderApp.tsx';

let info = userInfo();
const bodiesOf = (url: string) =>
  received.filter((c) => c.url === url).map((c) => JSON.parse(String(c.data)));
const order = {
  sn: 'CI123',
  type: 2,
  status: 1,
  amount: '1500.00',
  currencyCode: 'KES',
  payeeName: 'W***u K***u',
  payeeAccount: '4111111111',
};

beforeEach(async () => {
  await changeLocale('en');
  localStorage.setItem('token', 'good');
  info = userInfo({ userType: 3, auditStatus: 1, fundPasswordFlag: 1 });
  mockApi({
    '/common/appConfig': () => ok({ chatUrl: '', devOutbox: false }),
    '/user/info': () => ok(info),
    '/common/queryChannel': () =>
      ok([{ countryId: 254, payType: 502, scope: 0, currencyId: 404, currencyCode: 'KES' }]),
    '/account/assets': () => ok([{ currencyId: 404, currencyCode: 'KES', domestic: '5000.00' }]),
    '/agent/cashIn/lookup': () =>
      ok({ accountNo: '******1111', name: 'W***u K***u', countryId: 254 }),
    '/agent/cashIn/create': () => ok(order),
  });
});

async function openPage() {
  renderApp('/home/agent-cash-in');
  await screen.findByText('Cash deposit for a customer', undefined, { timeout: 30_000 });
}

describe('the agent’s cash deposit screen', { timeout: 60_000 }, () => {
  it('is in the menu of a verified agent, and finds the customer by account number', async () => {
    await openPage();
    expect(screen.getAllByText('Cash Deposit').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText("Customer's account number"), {
      target: { value: '4111111111' },
    });
    fireEvent.click(screen.getByTestId('cash-in-find'));
    expect((await screen.findByTestId('cash-in-customer-name')).textContent).toBe('W***u K***u');
    expect(bodiesOf('/agent/cashIn/lookup')).toEqual([{ accountNo: '4111111111' }]);
    expect(screen.getByText(/Your balance: KES 5,000\.00/)).toBeTruthy();
    // Another number is another customer: the name must be found and checked again.
    fireEvent.change(screen.getByLabelText("Customer's account number"), {
      target: { value: '4111111112' },
    });
    await waitFor(() => expect(screen.queryByTestId('cash-in-customer')).toBeNull());
  });

  it('finds by phone with its country, and asks for the password naming the customer', async () => {
    await openPage();
    fireEvent.click(screen.getByText('Mobile number'));
    fireEvent.change(await screen.findByLabelText("Customer's mobile number"), {
      target: { value: '0712345678' },
    });
    fireEvent.click(screen.getByTestId('cash-in-find'));
    await screen.findByTestId('cash-in-customer');
    expect(bodiesOf('/agent/cashIn/lookup')).toEqual([{ countryId: 254, phone: '0712345678' }]);
    fireEvent.change(screen.getByLabelText('Cash received (KES)'), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByTestId('fund-password-pad').textContent).toBe(
      'Deposit KES 1,500.00 to W***u K***u from your balance.',
    );
    expect(bodiesOf('/agent/cashIn/create')).toHaveLength(0);
  });

  it('sends an unverified agent to its KYB instead of showing the form', async () => {
    info = userInfo({ userType: 3, auditStatus: 0 });
    await openPage();
    expect(await screen.findByTestId('cash-in-unverified')).toBeTruthy();
    expect(screen.queryByTestId('cash-in-find')).toBeNull();
  });

  it('is not offered to an individual', async () => {
    info = userInfo({ userType: 2 });
    renderApp('/home/dashboard');
    await screen.findByText('Hello, Amina', undefined, { timeout: 30_000 });
    expect(screen.queryByText('Cash Deposit')).toBeNull();
  });
});
