import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLocale, loadAllCatalogs } from '../../../lib/i18n.ts';
import { fail, mockApi, ok, pageOf } from '../../../test/mockApi.ts';
import {
  apiOrder,
  bodiesOf,
  chooseOption,
  optionsOf,
  renderApiPage,
  typePin,
} from '../testing/fixtures.tsx';
import SuspenseTransferPage from './SuspenseTransferPage.tsx';

await loadAllCatalogs();

let suspense = '1000.00';
let b2c = '0.00';
const balances = () => [
  { accountType: -1, currencyId: 404, currencyCode: 'KES', balance: suspense },
  { accountType: 0, currencyId: 404, currencyCode: 'KES', balance: b2c },
];

async function fill(to: string, amount: string) {
  await chooseOption('From account', 'Suspense');
  await chooseOption('To account', to);
  await chooseOption('Currency', 'KES 1,000.00 available');
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
}

beforeEach(async () => {
  await changeLocale('en');
  localStorage.setItem('token', 't');
  suspense = '1000.00';
  b2c = '0.00';
  mockApi({
    '/user/userApi/dashboard': () => ok({ balances: balances(), recent: [], volume: [] }),
    '/user/userApi/orders/list': () => pageOf([]),
    // The server's transfer types; 99 stands for a type the API service has no account of.
    '/common/queryTransferType': () =>
      ok([
        { type: -1, name: 'Suspense' },
        { type: 0, name: 'B2C' },
        { type: 2, name: 'M-Pesa Kenya' },
        { type: 99, name: 'Not an account' },
      ]),
    '/user/userApi/transfer': (config) => {
      const body = JSON.parse(String(config.data));
      if (body.remark === 'too precise')
        return {
          data: {
            code: -1008,
            msg: 'Parameter error',
            data: [{ field: 'amount', message: 'KES takes at most 2 decimals' }],
          },
        };
      if (body.toAccountType === 1 && body.fundPassword !== '135790')
        return fail(
          -1023,
          'Incorrect transaction password; 4 tries left before payments are locked for 30 minutes',
        );
      const wallet = body.toAccountType === 1;
      suspense = '750.00';
      if (!wallet) b2c = '250.00';
      return ok(
        apiOrder({
          sn: body.sn,
          kind: 'transfer',
          status: wallet ? -2 : 1,
          amount: '250.00',
          fromAccountType: -1,
          toAccountType: body.toAccountType,
        }),
      );
    },
  });
  renderApiPage(<SuspenseTransferPage />);
  await screen.findByTestId('balance--1-KES');
});

describe('Suspense transfer', () => {
  it('moves money from Suspense to B2C at once and shows the new balances', async () => {
    await fill('B2C', '250');
    await waitFor(() => expect(bodiesOf('/user/userApi/transfer')).toHaveLength(1));
    const body = bodiesOf('/user/userApi/transfer')[0]!;
    expect(body).toMatchObject({
      mode: 'live',
      fromAccountType: -1,
      toAccountType: 0,
      currencyId: 404,
      amount: '250',
    });
    expect(body.fundPassword).toBeUndefined();
    expect(String(body.sn)).toMatch(/^AT[a-z0-9]{6,}$/);
    expect((await screen.findByTestId('api-order-result')).textContent).toContain(
      'Transferred KES 250.00',
    );
    await waitFor(() => expect(screen.getByTestId('balance-0-KES').textContent).toBe('250.00'));
    expect(screen.getByTestId('balance--1-KES').textContent).toBe('750.00');
  });

  it('asks the transaction password for the wallet, and says the transfer is reviewed', async () => {
    await fill('Domestic wallet', '250');
    expect(screen.getByText(/reviewed by PesaBridge before it arrives/)).toBeTruthy();
    const dialog = within(await screen.findByRole('dialog'));
    typePin('111111');
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    // The pad shows the server's words, which tell the tries left before the lock.
    expect(
      await dialog.findByText(
        'Incorrect transaction password; 4 tries left before payments are locked for 30 minutes',
      ),
    ).toBeTruthy();

    typePin('135790');
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByTestId('api-order-result')).textContent).toContain(
      'is waiting for review',
    );
    const [wrong, right] = bodiesOf('/user/userApi/transfer');
    expect(right).toMatchObject({ toAccountType: 1, fundPassword: '135790', sn: wrong!.sn });
  });

  it('names the source accounts as the server lists its transfer types', async () => {
    const from = await chooseOption('From account', 'B2C');
    expect(optionsOf(from)).toEqual(['Suspense', 'B2C', 'M-Pesa Kenya']);
  });

  it('offers only the destinations the server accepts', async () => {
    await chooseOption('From account', 'B2C');
    const to = await chooseOption('To account', 'Suspense');
    expect(optionsOf(to)).toEqual(['Suspense']);
  });

  it('says what is missing or wrong before sending anything', async () => {
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    // Each field's error shows as its check settles, so wait for both.
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
    expect(screen.getByLabelText('To account').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter an amount above zero with at most 2 decimals').id).toBe(
      screen.getByLabelText('Amount').getAttribute('aria-describedby'),
    );
    expect(bodiesOf('/user/userApi/transfer')).toEqual([]);

    // A field marked wrong is checked again as it changes.
    await chooseOption('To account', 'B2C');
    expect(screen.getAllByText('Required')).toHaveLength(1);
  });

  it("marks the field the server refused, with the server's words", async () => {
    fireEvent.change(screen.getByLabelText('Remark'), { target: { value: 'too precise' } });
    await fill('B2C', '250');
    expect(await screen.findByText('KES takes at most 2 decimals')).toBeTruthy();
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('api-order-result')).toBeNull();
  });
});
