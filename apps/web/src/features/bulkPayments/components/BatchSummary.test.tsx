import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { queryClient } from '../../../lib/queryClient.ts';
import { changeLocale, loadAllCatalogs } from '../../../lib/i18n.ts';
import { mockApi, pageOf, received } from '../../../test/mockApi.ts';
import type { Batch } from '../api.ts';
import { BatchSummary } from './BatchSummary.tsx';

await loadAllCatalogs();

const checked = (scope: 0 | 1): Batch => ({
  batchId: 7,
  batchNo: 'BP261128ABCD',
  scope,
  status: 'checked',
  fileName: 'suppliers.csv',
  retryOf: null,
  createTime: '2026-11-28T10:00:00.000Z',
  submitTime: null,
  rows: 2,
  valid: 2,
  invalid: 0,
  warnings: 0,
  progress: { queued: 0, pending: 0, paid: 0, failed: 0, cancelled: 0 },
  crossBorder: null,
  totals: [
    {
      currencyId: 840,
      currencyCode: 'USD',
      amount: '80.00',
      fee: '6.00',
      balance: '500.00',
      covered: true,
    },
  ],
});

function renderSummary(batch: Batch) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <BatchSummary batch={batch} onChanged={() => undefined} onOpen={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await changeLocale('en');
  localStorage.setItem('token', 't');
  queryClient.clear();
  mockApi({ '/user/ContractWorker/list': () => pageOf([]) });
});

describe('BatchSummary', () => {
  it('asks a cross-border file for its reasons and documents before the password', async () => {
    renderSummary(checked(1));
    screen.getByRole('heading', { name: 'Cross-border details for every row' });
    for (const label of ['Source of funds', 'Purpose of sending', 'Sender address'])
      expect(screen.getByLabelText(label)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit 2 payments' }));
    // The reasons, the address and the three documents; the contract worker is optional.
    // The form shows its errors as each field's check settles, so wait for all six.
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(6));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(received.some((call) => call.url === '/batch/submit')).toBe(false);
  });

  it('asks it in Chinese too', async () => {
    await changeLocale('zh');
    renderSummary(checked(1));
    screen.getByRole('heading', { name: '适用于每一行的跨境信息' });
  });

  it('shows what a submitted cross-border file gave for its rows', () => {
    renderSummary({
      ...checked(1),
      status: 'processing',
      submitTime: '2026-11-28T10:05:00.000Z',
      crossBorder: {
        transactionReason: 'savings',
        fundsPurpose: '5',
        senderAddress: 'Moi Avenue 12, Nairobi',
        exchangeFile: '1/exchange.png',
        detailFile: '1/detail.png',
        contractFile: '1/contract.png',
        contractWorker: null,
      },
    });
    const given = screen.getByTestId('batch-cross-border');
    expect(given.textContent).toContain('Savings');
    expect(given.textContent).toContain('Moi Avenue 12, Nairobi');
    screen.getByRole('button', { name: 'View Contract documents' });
    expect(screen.queryByLabelText('Source of funds')).toBeNull();
  });

  it('asks a domestic file for none of them', () => {
    renderSummary(checked(0));
    expect(
      screen.queryByRole('heading', { name: 'Cross-border details for every row' }),
    ).toBeNull();
    expect(screen.queryByLabelText('Source of funds')).toBeNull();
  });
});
