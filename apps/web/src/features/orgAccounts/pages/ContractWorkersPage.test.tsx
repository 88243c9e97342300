import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLocale, loadAllCatalogs } from '../../../lib/i18n.ts';
import { mockApi, ok, pageOf, received } from '../../../test/mockApi.ts';
import { spyFeedback } from '../../../test/feedbackSpy.ts';
import { renderWithQueries } from '../../../test/renderWithQueries.tsx';
import ContractWorkersPage from './ContractWorkersPage.tsx';

await loadAllCatalogs();

const worker = {
  id: 11,
  name: 'Amani Otieno',
  idNo: '29876543',
  payeeRelation: 2,
  payeeIdCardNo: '',
  workArea: 'Mombasa',
  workAddress: 'Port Reitz Road',
  residence: 'Likoni',
  contractFile: '1/contract.pdf',
  incomeProofFile: '',
  relationFile: '1/marriage.pdf',
  createTime: '2026-11-20T08:00:00.000Z',
  updateTime: '2026-11-21T08:00:00.000Z',
  auditStatus: 1,
  auditRemark: '',
  auditTime: '2026-11-21T09:00:00.000Z',
};
/** A worker an operator rejected, with the reason the customer reads. */
const rejected = {
  ...worker,
  id: 12,
  name: 'Baraka Mwangi',
  payeeRelation: 3,
  auditStatus: 2,
  auditRemark: 'The contract is not signed',
};
const pending = { ...worker, id: 13, name: 'Chiku Wanjiru', auditStatus: 0, auditTime: null };
const bodiesOf = (path: string) =>
  received.filter((c) => c.url === path).map((c) => JSON.parse(String(c.data)));

let feedback: ReturnType<typeof spyFeedback>;
beforeEach(async () => {
  await changeLocale('en');
  localStorage.setItem('token', 't');
  feedback = spyFeedback();
  mockApi({
    // Like the server: a name narrows the list.
    '/user/ContractWorker/list': (call) => {
      const { name } = JSON.parse(String(call.data)) as { name?: string };
      const all = [worker, rejected, pending];
      return pageOf(name ? all.filter((w) => w.name.toLowerCase().includes(name)) : all);
    },
    '/user/ContractWorker/info/11': () => ok(worker),
    '/user/ContractWorker/info/12': () => ok(rejected),
    '/user/ContractWorker/handle': () => ok({ id: 11 }),
  });
  renderWithQueries(<ContractWorkersPage />);
  await screen.findByText('Amani Otieno');
});
afterEach(() => feedback.restore());

describe('Contract workers', () => {
  it('lists workers with the relationship in words, filters by name and clears the filter', async () => {
    expect(
      within(screen.getByText('Amani Otieno').closest('tr')!).getByText('Spouse'),
    ).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Search by name' });
    fireEvent.change(search, { target: { value: ' amani ' } });
    // Enter in the box submits its search form.
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() =>
      expect(bodiesOf('/user/ContractWorker/list').at(-1)).toMatchObject({
        name: 'amani',
        pageNum: 1,
      }),
    );
    await waitFor(() => expect(screen.queryByText('Baraka Mwangi')).toBeNull());
    expect(screen.getByText('Amani Otieno')).toBeTruthy();
    // Emptying the box lists every worker again.
    fireEvent.change(search, { target: { value: '' } });
    expect(await screen.findByText('Baraka Mwangi')).toBeTruthy();
  });

  it('shows each review status, a rejection with its reason, in both languages', async () => {
    const row = (name: string) => within(screen.getByText(name).closest('tr')!);
    expect(row('Amani Otieno').getByText('Approved')).toBeTruthy();
    expect(row('Amani Otieno').queryByTestId('worker-review-note')).toBeNull();
    expect(row('Baraka Mwangi').getByText('Rejected')).toBeTruthy();
    expect(row('Baraka Mwangi').getByText('Rejected: The contract is not signed')).toBeTruthy();
    expect(row('Chiku Wanjiru').getByText('Pending')).toBeTruthy();
    expect(row('Chiku Wanjiru').getByTestId('worker-review-note').textContent).toMatch(
      /Waiting for our review/,
    );
    await changeLocale('zh');
    await waitFor(() => expect(row('Baraka Mwangi').getByText('已拒绝')).toBeTruthy());
    expect(row('Baraka Mwangi').getByText('已拒绝：The contract is not signed')).toBeTruthy();
    expect(row('Chiku Wanjiru').getByText('待审核')).toBeTruthy();
  });

  it("shows a rejected worker's reason in its detail", async () => {
    const row = within(screen.getByText('Baraka Mwangi').closest('tr')!);
    fireEvent.click(row.getByText('View'));
    const detail = within(await screen.findByTestId('worker-detail'));
    expect(detail.getByText('Reason for the rejection')).toBeTruthy();
    expect(detail.getByText('The contract is not signed')).toBeTruthy();
    expect(detail.getByText('Rejected')).toBeTruthy();
  }, 60_000);

  it('shows the detail from the detail call, with the documents that were uploaded', async () => {
    fireEvent.click(within(screen.getByText('Amani Otieno').closest('tr')!).getByText('View'));
    const detail = within(await screen.findByTestId('worker-detail'));
    expect(received.some((c) => c.url === '/user/ContractWorker/info/11')).toBe(true);
    expect(detail.getByText('Port Reitz Road')).toBeTruthy();
    expect(detail.getByLabelText('View Employment contract')).toBeTruthy();
    expect(detail.getByText('Not uploaded')).toBeTruthy();
  }, 60_000);

  it('edits a worker from its current details and saves it with its id', async () => {
    fireEvent.click(within(screen.getByText('Amani Otieno').closest('tr')!).getByText('Edit'));
    // The form loads when first opened (issue 16).
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() =>
      expect(dialog.getByLabelText('Name')).toHaveProperty('value', 'Amani Otieno'),
    );
    // An approved worker goes back to review when saved; the form says so first.
    expect(dialog.getByText(/sends this worker back for review/)).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Work area'), { target: { value: 'Nairobi' } });
    fireEvent.click(dialog.getByText('Save'));
    await waitFor(() => expect(bodiesOf('/user/ContractWorker/handle')).toHaveLength(1));
    expect(bodiesOf('/user/ContractWorker/handle')[0]).toMatchObject({
      id: 11,
      name: 'Amani Otieno',
      payeeRelation: 2,
      workArea: 'Nairobi',
      contractFile: '1/contract.pdf',
      relationFile: '1/marriage.pdf',
    });
  }, 60_000);
});
