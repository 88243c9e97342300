import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLocale, loadAllCatalogs } from '../../../lib/i18n.ts';
import { mockApi, ok, pageOf } from '../../../test/mockApi.ts';
import { spyFeedback } from '../../../test/feedbackSpy.ts';
import { apiOrder, bodiesOf, renderApiPage } from '../testing/fixtures.tsx';
import SuspenseRecordPage from './SuspenseRecordPage.tsx';

await loadAllCatalogs();

let cashOut = apiOrder({
  sn: 'AC1',
  kind: 'cashOut',
  status: -2,
  payoutStatus: 0,
  fromAccountType: -1,
  toAccountType: null,
  auditStatus: -1,
  remark: 'Supplier settlement',
  companyInfo: 'Savanna Traders Ltd',
  recipientName: 'Savanna Traders Ltd',
  recipient: '1100223344',
});
const transfer = apiOrder({
  sn: 'AT1',
  kind: 'transfer',
  status: 1,
  fromAccountType: 2,
  toAccountType: -1,
});

let feedback: ReturnType<typeof spyFeedback>;
beforeEach(async () => {
  await changeLocale('en');
  localStorage.setItem('token', 't');
  feedback = spyFeedback();
  mockApi({
    '/user/userApi/orders/list': (config) =>
      pageOf(JSON.parse(String(config.data)).kind === 'cashOut' ? [cashOut] : [transfer]),
    '/user/userApi/orders/cancel': () => {
      cashOut = { ...cashOut, status: 3, payoutStatus: 3, auditStatus: null };
      return ok(cashOut);
    },
  });
});
afterEach(() => feedback.restore());

describe('Suspense record', () => {
  it('shows transfers first, with both account types', async () => {
    renderApiPage(<SuspenseRecordPage />, '/homeApi/suspense-record');
    const row = within((await screen.findByText('AT1')).closest('tr')!);
    expect(row.getByText('M-Pesa Kenya')).toBeTruthy();
    expect(row.getByText('Suspense')).toBeTruthy();
    expect(row.queryByText('Cancel')).toBeNull();
  });

  it('cancels a pending cash-out only after warning that it cannot be undone', async () => {
    renderApiPage(<SuspenseRecordPage />, '/homeApi/suspense-record?kind=cashOut');
    const row = within((await screen.findByText('AC1')).closest('tr')!);
    expect(row.getByText('Awaiting review')).toBeTruthy();
    expect(row.getByText('In review')).toBeTruthy();
    expect(row.getByText('Cash-out')).toBeTruthy();
    expect(row.getByText('Savanna Traders Ltd · 1100223344')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: 'Cancel' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/cannot be undone.*go back to your Suspense account/)).toBeTruthy();
    expect(bodiesOf('/user/userApi/orders/cancel')).toEqual([]);

    fireEvent.click(dialog.getByText('Yes, cancel it'));
    await waitFor(() => expect(bodiesOf('/user/userApi/orders/cancel')).toEqual([{ sn: 'AC1' }]));
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('Cancelled'));
    const table = within(screen.getByRole('table'));
    const after = within((await table.findByText('Cancelled')).closest('tr')!);
    expect(after.queryByText('Cancel')).toBeNull();
  });

  it('switches kind from the first page', async () => {
    renderApiPage(<SuspenseRecordPage />, '/homeApi/suspense-record');
    await screen.findByText('AT1');
    fireEvent.click(screen.getByText('Cash-outs'));
    await screen.findByText('AC1');
    expect(bodiesOf('/user/userApi/orders/list').at(-1)).toMatchObject({
      kind: 'cashOut',
      pageNum: 1,
    });
  });
});
