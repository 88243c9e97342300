import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLocale, loadAllCatalogs } from '../../../lib/i18n.ts';
import { mockApi, ok, pageOf, received } from '../../../test/mockApi.ts';
import { spyFeedback } from '../../../test/feedbackSpy.ts';
import { renderWithQueries } from '../../../test/renderWithQueries.tsx';
import ExchangeAccountsPage from './ExchangeAccountsPage.tsx';

await loadAllCatalogs();

const account = {
  id: 4,
  accountName: 'Savanna Traders Ltd',
  type: 1,
  idNo: 'P051234567X',
  cardNo: '',
  accountNumber: '1234567890123',
  bankName: '中国工商银行',
  branchName: '上海分行',
  province: '上海',
  city: '上海',
  lineNumber: '102290002916',
  applyReason: 'Settle CNY supplier invoices',
  exchangeStatus: 1,
  paymentStatus: 2,
  createTime: '2026-11-20T08:00:00.000Z',
  updateTime: '2026-11-21T08:00:00.000Z',
};
const bodyOf = (path: string) => {
  const call = received.find((c) => c.url === path);
  return call ? JSON.parse(String(call.data)) : undefined;
};
const inDialog = () => within(screen.getByRole('dialog'));
/** The form loads when first opened (issue 16): the dialog shows once it has arrived. */
const opened = () => screen.findByRole('dialog');

let feedback: ReturnType<typeof spyFeedback>;
beforeEach(async () => {
  await changeLocale('en');
  localStorage.setItem('token', 't');
  feedback = spyFeedback();
  mockApi({
    '/user/exchangeAccount/list': () => pageOf([account]),
    '/user/exchangeAccount/add': () => ok({ id: 5 }),
    '/user/exchangeAccount/edit': () => ok(null),
  });
  renderWithQueries(<ExchangeAccountsPage />);
  await screen.findByText('Savanna Traders Ltd');
});
afterEach(() => feedback.restore());

describe('Exchange accounts', () => {
  it('lists the accounts with the holder type and both review statuses', () => {
    const row = within(screen.getByText('Savanna Traders Ltd').closest('tr')!);
    expect(row.getByText('Company')).toBeTruthy();
    expect(row.getByText('Approved')).toBeTruthy();
    expect(row.getByText('Rejected')).toBeTruthy();
    expect(row.getByText('中国工商银行 · 上海分行')).toBeTruthy();
  });

  it('adds an account only once the required fields are filled', async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Add exchange account' }));
    await opened();
    fireEvent.click(inDialog().getByText('Save'));
    expect(await inDialog().findByText('Please enter the account name')).toBeTruthy();
    expect(bodyOf('/user/exchangeAccount/add')).toBeUndefined();

    fireEvent.change(inDialog().getByLabelText('Account name'), {
      target: { value: 'Amani Imports' },
    });
    fireEvent.change(inDialog().getByLabelText('Account number'), {
      target: { value: '0011223344' },
    });
    fireEvent.change(inDialog().getByLabelText('Bank'), { target: { value: 'Bank of China' } });
    fireEvent.change(inDialog().getByLabelText('City'), { target: { value: 'Guangzhou' } });
    fireEvent.click(inDialog().getByText('Save'));
    await waitFor(() => expect(bodyOf('/user/exchangeAccount/add')).toBeDefined());
    expect(bodyOf('/user/exchangeAccount/add')).toMatchObject({
      type: 1,
      accountName: 'Amani Imports',
      accountNumber: '0011223344',
      bankName: 'Bank of China',
      city: 'Guangzhou',
    });
    expect(feedback.message.success).toHaveBeenCalledWith('Saved');
  }, 60_000);

  it('edits an approved account as a payee update, saying the approved details stay', async () => {
    fireEvent.click(screen.getByText('Edit'));
    await opened();
    expect(await inDialog().findByText(/sent for review as a payee update/)).toBeTruthy();
    expect(inDialog().queryByText(/sends this account back for review/)).toBeNull();
    expect(inDialog().getByLabelText('Province')).toHaveProperty('value', '上海');
    fireEvent.change(inDialog().getByLabelText('City'), { target: { value: '苏州' } });
    fireEvent.click(inDialog().getByText('Save'));
    await waitFor(() => expect(bodyOf('/user/exchangeAccount/edit')).toBeDefined());
    expect(bodyOf('/user/exchangeAccount/edit')).toMatchObject({ id: 4, city: '苏州', type: 1 });
  }, 60_000);
});

describe('Exchange accounts not yet approved, and payee updates', () => {
  // In place of the page the suite renders first, with these accounts.
  const showing = async (rows: object[], lang: 'en' | 'zh' = 'en') => {
    cleanup();
    await changeLocale(lang);
    mockApi({
      '/user/exchangeAccount/list': () => pageOf(rows),
      '/user/exchangeAccount/edit': () => ok(null),
    });
    renderWithQueries(<ExchangeAccountsPage />);
  };
  const change = {
    ...account,
    accountNumber: '5550002',
    status: 0,
    submitTime: '2026-11-22T08:00:00.000Z',
    decideTime: null,
    reason: null,
  };

  it('warns that editing a pending account starts its review again', async () => {
    await showing([{ ...account, id: 6, accountName: 'Amani Imports', exchangeStatus: 0 }]);
    fireEvent.click(await screen.findByText('Edit'));
    await opened();
    expect(await inDialog().findByText(/sends this account back for review/)).toBeTruthy();
  }, 60_000);

  it('shows a waiting update beside the approved details, and edits it', async () => {
    await showing([{ ...account, id: 7, accountName: 'Kilima Ltd', payeeChange: change }]);
    const note = await screen.findByTestId('payee-change');
    expect(note.textContent).toBe('Payee update waiting for review: Savanna Traders Ltd · 5550002');
    const row = within(note.closest('tr')!);
    expect(row.getByText('1234567890123')).toBeTruthy();
    fireEvent.click(row.getByText('Edit'));
    await opened();
    expect(await inDialog().findByLabelText('Account number')).toHaveProperty('value', '5550002');
  }, 60_000);

  it('says a rejected update and its reason, in Chinese too', async () => {
    const rejected = { ...change, status: 2, reason: 'Name does not match' };
    await showing([{ ...account, id: 8, payeeChange: rejected }], 'zh');
    expect((await screen.findByTestId('payee-change')).textContent).toBe(
      '收款信息变更被拒绝：Name does not match',
    );
  }, 60_000);
});
