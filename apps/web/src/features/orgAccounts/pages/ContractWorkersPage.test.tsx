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
};
const bodiesOf = (path: string) =>
  received.filter((c) => c.url === path).map((c) => JSON.parse(String(c.data)));

let feedback: ReturnType<typeof spyFeedback>;
beforeEach(async () => {
  await changeLocale('en');
  localStorage.setItem('token', 't');
  feedback = spyFeedback();
  mockApi({
    '/user/ContractWorker/list': () => pageOf([worker]),
    '/user/ContractWorker/info/11': () => ok(worker),
    '/user/ContractWorker/handle': () => ok({ id: 11 }),
  });
  renderWithQueries(<ContractWorkersPage />);
  await screen.findByText('Amani Otieno');
});
afterEach(() => feedback.restore());

describe('Contract workers', () => {
  it('lists workers with the relationship in words and filters by name', async () => {
    expect(
      within(screen.getByText('Amani Otieno').closest('tr')!).getByText('Spouse'),
    ).toBeTruthy();
    const search = screen.getByPlaceholderText('Search by name');
    fireEvent.change(search, { target: { value: ' amani ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(bodiesOf('/user/ContractWorker/list').at(-1)).toMatchObject({
        name: 'amani',
        pageNum: 1,
      }),
    );
  });

  it('shows the detail from the detail call, with the documents that were uploaded', async () => {
    fireEvent.click(screen.getByText('View'));
    const detail = within(await screen.findByTestId('worker-detail'));
    expect(received.some((c) => c.url === '/user/ContractWorker/info/11')).toBe(true);
    expect(detail.getByText('Port Reitz Road')).toBeTruthy();
    expect(detail.getByLabelText('View Employment contract')).toBeTruthy();
    expect(detail.getByText('Not uploaded')).toBeTruthy();
  }, 60_000);

  it('edits a worker from its current details and saves it with its id', async () => {
    fireEvent.click(screen.getByText('Edit'));
    const dialog = within(screen.getByRole('dialog'));
    await waitFor(() =>
      expect(dialog.getByLabelText('Name')).toHaveProperty('value', 'Amani Otieno'),
    );
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
