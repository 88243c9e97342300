import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLocale, loadAllCatalogs } from '../../../lib/i18n.ts';
import { mockApi, received } from '../../../test/mockApi.ts';
import { apiOrder, bodiesOf, renderApiPage } from '../testing/fixtures.tsx';
import C2bPage from './C2bPage.tsx';

await loadAllCatalogs();

const collection = apiOrder({
  sn: 'PB77',
  merchantOrderNo: 'INV-2026-0042',
  oppoAccountName: 'Wanjiru Kamau',
  oppoAccountId: '254712345678',
  oppoBankName: 'Safaricom',
  paymentChannel: 'M-Pesa Paybill',
  transactionNarrative: 'Invoice 42',
  externalTxId: 'SKL4H7QW2E',
});

beforeEach(async () => {
  await changeLocale('en');
  localStorage.setItem('token', 't');
  mockApi({
    // 25 collections in all: the table offers a second page.
    '/user/userApi/orders/list': () => ({
      data: { code: 200, msg: 'Success', rows: [collection], total: 25 },
    }),
    '/user/userApi/orders/export': () => ({ data: new Blob(['sn\r\n'], { type: 'text/csv' }) }),
  });
  renderApiPage(<C2bPage />);
  await screen.findByText('PB77');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('C2B collections', () => {
  it('lists live collections with the payer, and shows all payer details on expanding', async () => {
    expect(bodiesOf('/user/userApi/orders/list')[0]).toMatchObject({
      kind: 'collect',
      mode: 'live',
      pageNum: 1,
    });
    const row = within(screen.getByText('PB77').closest('tr')!);
    expect(row.getByText('Wanjiru Kamau · 254712345678')).toBeTruthy();
    expect(row.getByText('KES 1,500.00')).toBeTruthy();
    expect(row.getByText('Successful')).toBeTruthy();

    fireEvent.click(row.getByRole('button', { name: /expand/i }));
    const details = within(await screen.findByTestId('payer-PB77'));
    expect(details.getByText('SKL4H7QW2E')).toBeTruthy();
    expect(details.getByText('M-Pesa Paybill')).toBeTruthy();
    expect(details.getByText('Invoice 42')).toBeTruthy();
  });

  it('filters by merchant order number from page 1, and exports the same filter as a file', async () => {
    const search = screen.getByLabelText('Merchant order number');
    fireEvent.change(search, { target: { value: ' INV-2026-0042 ' } });
    fireEvent.submit(search);
    await waitFor(() =>
      expect(bodiesOf('/user/userApi/orders/list').at(-1)).toMatchObject({
        merchantOrderNo: 'INV-2026-0042',
        pageNum: 1,
      }),
    );

    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const exported = received.find((c) => c.url === '/user/userApi/orders/export')!;
    expect(Object.fromEntries(new URLSearchParams(String(exported.data)))).toEqual({
      mode: 'live',
      kind: 'collect',
      merchantOrderNo: 'INV-2026-0042',
    });
  });

  it('shows the sandbox when switched to test, starting again on page 1', async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(bodiesOf('/user/userApi/orders/list').at(-1)).toMatchObject({ pageNum: 2 }),
    );
    fireEvent.click(screen.getByText('Sandbox'));
    await waitFor(() =>
      expect(bodiesOf('/user/userApi/orders/list').at(-1)).toMatchObject({
        mode: 'test',
        pageNum: 1,
      }),
    );
    expect(
      screen.getByText('Sandbox: play money from your test keys, never real money.'),
    ).toBeTruthy();
    expect(localStorage.getItem('apiMode')).toBe('test');
  });
});
