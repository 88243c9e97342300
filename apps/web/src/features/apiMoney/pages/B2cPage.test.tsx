import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLocale, loadAllCatalogs } from '../../../lib/i18n.ts';
import { mockApi, pageOf } from '../../../test/mockApi.ts';
import { apiOrder, bodiesOf, chooseOption, renderApiPage } from '../testing/fixtures.tsx';
import B2cPage from './B2cPage.tsx';

await loadAllCatalogs();

const payout = (sn: string, status: number, payoutStatus: number) =>
  apiOrder({
    sn,
    kind: 'payout',
    status,
    payoutStatus,
    recipientName: 'Juma Hassan',
    recipient: '+255712000111',
    currencyCode: 'TZS',
    amount: '250000.00',
    feeAmount: '2500.00',
    failReason: status === 2 ? 'Recipient wallet closed' : null,
  });
const rows = [payout('PB1', -2, 0), payout('PB2', 0, 1), payout('PB3', 1, 2), payout('PB4', 2, 3)];

beforeEach(() => {
  localStorage.setItem('token', 't');
  mockApi({ '/user/userApi/orders/list': () => pageOf(rows) });
});

describe('B2C payouts', () => {
  it('show the payout status in colour, the recipient and the fee', async () => {
    await changeLocale('en');
    renderApiPage(<B2cPage />);
    await screen.findByText('PB4');
    const tags = ['PB1', 'PB2', 'PB3', 'PB4'].map((sn) =>
      within(screen.getByText(sn).closest('tr')!).getByText(
        /Pending|Processing|Successful|Rejected/,
      ),
    );
    expect(tags.map((tag) => tag.textContent)).toEqual([
      'Pending',
      'Processing',
      'Successful',
      'Rejected',
    ]);
    expect(tags[3]!.className).toContain('status-tag-error');
    const row = within(screen.getByText('PB4').closest('tr')!);
    expect(row.getByText('Juma Hassan · +255712000111')).toBeTruthy();
    expect(row.getByText('TZS 2,500.00')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: /expand/i }));
    expect(await screen.findByText('Recipient wallet closed')).toBeTruthy();
  });

  it('speak Chinese too, and filter by payout status', async () => {
    await changeLocale('zh');
    renderApiPage(<B2cPage />);
    await screen.findByText('PB4');
    const table = within(screen.getByRole('table'));
    for (const text of ['待处理', '处理中', '成功', '已拒绝'])
      expect(table.getByText(text)).toBeTruthy();

    await chooseOption('付款状态', '已拒绝');
    await waitFor(() =>
      expect(bodiesOf('/user/userApi/orders/list').at(-1)).toMatchObject({
        kind: 'payout',
        payoutStatus: 3,
        pageNum: 1,
      }),
    );
  });
});
