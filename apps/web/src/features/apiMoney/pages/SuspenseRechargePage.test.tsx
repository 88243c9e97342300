import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLocale, loadAllCatalogs } from '../../../lib/i18n.ts';
import { storeApiMode } from '../../../lib/apiMode.ts';
import { mockApi, ok, pageOf } from '../../../test/mockApi.ts';
import { apiOrder, bodiesOf, chooseOption, renderApiPage } from '../testing/fixtures.tsx';
import SuspenseRechargePage from './SuspenseRechargePage.tsx';

await loadAllCatalogs();

const channel = (payType: number, currencyId: number, currencyCode: string) => ({
  countryId: 254,
  payType,
  name: '',
  kind: 'topup',
  scope: 0,
  direction: 'collection',
  currencyId,
  currencyCode,
});
const bank = {
  bankName: 'Equity Bank Kenya',
  accountName: 'PesaBridge Client Collections',
  accountNumber: '0180299011223',
  branch: 'Upper Hill, Nairobi',
  swift: 'EQBLKENA',
};

beforeEach(async () => {
  await changeLocale('en');
  localStorage.setItem('token', 't');
  mockApi({
    '/user/info': () => ok({ userId: 9, parentId: 0, countryId: 254, permissions: [] }),
    '/common/queryChannel': () =>
      ok([channel(502, 404, 'KES'), channel(503, 404, 'KES'), channel(200, 404, 'KES')]),
    '/user/userApi/dashboard': () => ok({ balances: [], recent: [], volume: [] }),
    '/user/userApi/orders/list': () => pageOf([]),
    '/user/userApi/recharge/instructions': () =>
      ok({
        currencyId: 404,
        currencyCode: 'KES',
        reference: 'PB100200',
        methods: [
          { payType: 503, kind: 'bank', reference: 'PB100200', bank, steps: [] },
          { payType: 200, kind: 'offline', reference: 'PB100200', steps: [] },
        ],
      }),
    '/common/upload': () => ok({ filePath: '9/proof.png' }),
    '/user/userApi/recharge': (config) => {
      const body = JSON.parse(String(config.data));
      return ok(apiOrder({ sn: body.sn, kind: 'recharge', status: -2, amount: '20000.00' }));
    },
    '/user/userApi/sandbox/topUp': () =>
      ok(apiOrder({ kind: 'recharge', mode: 'test', amount: '500.00' })),
  });
});

describe('Suspense top-up', () => {
  it('shows where to pay, then sends the amount with the proof for review', async () => {
    renderApiPage(<SuspenseRechargePage />);
    fireEvent.click(await screen.findByText('Bank transfer'));
    const where = within(await screen.findByTestId('recharge-instructions'));
    expect(where.getByText('0180299011223')).toBeTruthy();
    expect(where.getByText('PB100200')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '20000' } });
    const file = new File(['png'], 'proof.png', { type: 'image/png' });
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });
    await screen.findByText('proof.png');
    fireEvent.click(screen.getByRole('button', { name: 'Submit top-up' }));

    expect((await screen.findByTestId('api-order-result')).textContent).toContain(
      "awaits an operator's review",
    );
    expect(screen.getByText('View it in the suspense transactions').getAttribute('href')).toBe(
      '/homeApi/suspense-record?kind=recharge',
    );
    expect(bodiesOf('/user/userApi/recharge')[0]).toMatchObject({
      payType: 503,
      currencyId: 404,
      amount: '20000',
      proofFile: '9/proof.png',
    });
  });

  it('adds play money at once in test mode', async () => {
    storeApiMode('test');
    renderApiPage(<SuspenseRechargePage />);
    await chooseOption('Currency', 'KES');
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add test money' }));
    await waitFor(() =>
      expect(bodiesOf('/user/userApi/sandbox/topUp')).toEqual([
        { accountType: -1, currencyId: 404, amount: '500' },
      ]),
    );
    expect(bodiesOf('/user/userApi/recharge')).toEqual([]);
  });
});
